import type { Todo } from '@herald/contract';
import type { Browser, Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL } from '../playwright.config.js';
import { expect, test } from './fixtures.js';
import { addMember, callApi, ensureFacebookAndX, GAME, publishedPost, signIn, signUp } from './support.js';

const stamp = Date.now();
const member = { name: 'Mia Region', email: `mia.${stamp}@e2e.test`, password: 'mia-community-password' };
const taskName = `Season launch posts ${stamp}`;
const hashtag = `#HeraldLaunch${stamp}`;
const note = 'Posted on the Page with the launch art';
const reason = 'Our region launches a week later';

// The browser reads the clock in UTC, so the new task's zone (the viewer's) is UTC and the times typed
// into the pickers are plain UTC wall clocks.
test.use({ timezoneId: 'UTC' });

/** A wall clock as the task pickers take it (YYYY-MM-DD HH:mm), in UTC, whole minutes. */
const picked = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** Types a date and time into an antd picker input and accepts it the way a keyboard user does. */
async function typeInto(input: Locator, value: string): Promise<void> {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** Picks a receiver in the task form's receiver select by their e-mail. */
async function pickReceiver(page: Page, email: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Receivers' });
  await select.click();
  await select.fill(email);
  await page.locator('.ant-select-item-option').filter({ hasText: email }).click();
}

/** The new member opens their to-do of the task in their own browser and turns it down, saying why. */
async function rejectAsMember(browser: Browser): Promise<void> {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, member.email, member.password);
  await page.goto(`/assign/todo/list?${GAME}`);
  const card = page.getByTestId('todo-card').filter({ hasText: taskName });
  await expect(card).toContainText('Pending');
  await card.getByRole('link', { name: taskName }).click();
  await expect(page).toHaveURL(/\/assign\/todo\/detail\?.*&id=\d+/);
  await page.getByTestId('todo-actions').getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this to-do' });
  // A rejection needs a reason: the form says so before anything is sent.
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Say why')).toBeVisible();
  await dialog.getByLabel('Why you turn it down').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('todo-closed')).toContainText(reason);
  // Closed: nothing left to link, complete or reject (asking about the brief stays open with the task).
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Link posts' })).toHaveCount(0);
  await context.close();
}

test('a task for two receivers: each gets a to-do, one confirms the proposed post and completes, the other rejects with a reason, the lead sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  {
    const context = await browser.newContext();
    await signUp(await context.newPage(), member);
    await context.close();
  }
  await signIn(page);
  await ensureFacebookAndX(page);
  await addMember(page, member.email, 'Community manager');

  // The lead has already posted the teaser on the Page with the campaign's hashtag: Herald proposes it
  // when the task is published (posts published later are found by the quarter-hourly run).
  const post = await publishedPost(page, `The new season starts soon! ${hashtag} #herald`);
  const postText = post.post.text;

  // A blank task in the console: name, hashtag, both receivers, post period and deadline ahead.
  const now = Date.now();
  const minute = 60_000;
  const start = new Date(Math.ceil((now + 2 * 3_600_000) / minute) * minute);
  const end = new Date(start.getTime() + 2 * 24 * 3_600_000);
  const deadline = new Date(start.getTime() + 3 * 24 * 3_600_000);
  await page.goto(`/assign/task/list?${GAME}`);
  // The header's button (an empty list offers the same menu again).
  await page.getByTestId('new-task').first().click();
  await page.getByRole('menuitem', { name: 'Blank task' }).click();
  await expect(page).toHaveURL(/\/assign\/task\/detail\?/);
  const form = page.getByTestId('task-form');
  await form.getByLabel('Task name').fill(taskName);
  await expect(page.getByTestId('task-zone')).toContainText('UTC');
  await typeInto(form.getByRole('textbox', { name: 'Post period: start' }), picked(start));
  await typeInto(form.getByRole('textbox', { name: 'Post period: end' }), picked(end));
  await typeInto(form.getByRole('textbox', { name: 'Deadline' }), picked(deadline));
  await pickReceiver(page, ADMIN_EMAIL);
  await pickReceiver(page, member.email);
  await page.keyboard.press('Escape');
  await form
    .getByLabel('Talking points')
    .fill('The season starts on the first day of the period; show the launch art.');
  const tags = form.getByRole('combobox', { name: 'Hashtags' });
  await tags.click();
  await tags.pressSequentially(`${hashtag},`);
  await expect(form.locator('.ant-select-selection-item').filter({ hasText: hashtag })).toBeVisible();
  await page.getByTestId('task-publish').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`Publish “${taskName}”? Each of its 2 receivers gets a to-do`);
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/assign\/task\/detail\?.*&id=\d+/);
  const taskId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('heading', { name: taskName })).toBeVisible();
  const todos = page.getByTestId('task-todos');
  await expect(todos.getByRole('row').filter({ hasText: 'Pending' })).toHaveCount(2);

  // The lead's own to-do: Herald proposes the post; the lead confirms it and completes with a note.
  await page.goto(`/assign/todo/list?${GAME}`);
  const card = page.getByTestId('todo-card').filter({ hasText: taskName });
  // The proposal is made by a job right after publishing: once it ran, the list shows it. The wait is
  // on the server's answer (a slow machine may take longer to run the job and to draw the page).
  await expect
    .poll(
      async () => {
        const mine = await callApi<{ list: Todo[] }>(page, 'assign/todo/list', { keyword: taskName });
        return mine.list.find((todo) => todo.task_id === taskId)?.proposals ?? 0;
      },
      { timeout: 90_000 },
    )
    .toBe(1);
  await page.reload();
  await expect(card.getByRole('link', { name: '1 post proposed' })).toBeVisible();
  await card.getByRole('link', { name: taskName }).click();
  await expect(page).toHaveURL(/\/assign\/todo\/detail\?.*&id=\d+/);
  await expect(page.getByTestId('todo-complete-why')).toBeVisible();
  await page.getByTestId('todo-proposals').getByRole('button', { name: 'Review' }).click();
  await expect(page).toHaveURL(/\/assign\/todo\/link\?.*proposed=1/);
  const row = page.getByTestId('link-posts').getByTestId('post-row').filter({ hasText: postText });
  await expect(row.getByTestId('proposed')).toBeVisible();
  await row.getByRole('button', { name: 'Confirm' }).click();
  // Linked, it is no longer a proposal: the "proposed only" list lets it go.
  await expect(page.getByText('1 post linked')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the to-do' }).click();
  await expect(page.getByTestId('linked-posts')).toContainText(postText);
  await page.getByTestId('todo-complete').click();
  const completing = page.getByRole('dialog', { name: 'Complete this to-do' });
  await completing.getByLabel('Note (optional)').fill(note);
  await completing.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByTestId('todo-closed')).toContainText(note);

  // The new member turns theirs down.
  await rejectAsMember(browser);

  // The lead sees both on the task: completed with the note, rejected with the reason.
  await page.goto(`/assign/task/detail?${GAME}&id=${taskId}`);
  await expect(todos.getByRole('row').filter({ hasText: 'Completed' })).toContainText(note);
  const rejected = todos.getByRole('row').filter({ hasText: 'Rejected' });
  await expect(rejected).toContainText(member.name);
  await expect(rejected).toContainText(reason);
  await expect(todos.getByRole('row').filter({ hasText: 'Pending' })).toHaveCount(0);

  // The completion report over the days around the deadline: the task, with one completed, one
  // rejected and none pending.
  const day = (at: Date) => at.toISOString().slice(0, 10);
  await page.goto(
    `/assign/report/task/complete?${GAME}&start=${day(start)}&end=${day(new Date(deadline.getTime() + 86_400_000))}`,
  );
  const taskRow = page.getByTestId('completion-tasks').getByRole('row').filter({ hasText: taskName });
  await expect(taskRow).toBeVisible();
  const cellOf = async (title: string) => {
    const headers = await page.getByTestId('completion-tasks').getByRole('columnheader').allInnerTexts();
    const index = headers.findIndex((text) => text.trim() === title);
    expect(index, `column ${title} in ${headers.join(' | ')}`).toBeGreaterThan(-1);
    return taskRow.getByRole('cell').nth(index);
  };
  await expect(await cellOf('Completed')).toHaveText('1');
  await expect(await cellOf('Rejected')).toHaveText('1');
  await expect(await cellOf('Pending')).toHaveText('0');

  // The gantt shows the task in the month of its post period, and opens it.
  await page.goto(`/assign/task/gantt?${GAME}&date=${start.toISOString().slice(0, 10)}`);
  const bar = page.getByTestId(`gantt-task-${taskId}`);
  await expect(bar).toContainText(taskName);
  await expect(bar).toHaveAttribute('href', new RegExp(`/assign/task/detail\\?.*&id=${taskId}(&|$)`));
  await bar.focus();
  await bar.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/assign/task/detail\\?.*&id=${taskId}(&|$)`));
  // A mouse click on the name opens it as well.
  await page.goBack();
  await page.getByTestId(`gantt-task-${taskId}`).click();
  await expect(page).toHaveURL(new RegExp(`/assign/task/detail\\?.*&id=${taskId}(&|$)`));
});
