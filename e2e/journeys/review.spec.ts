import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { addMember, ensureFacebookAndX, GAME, signIn, signUp } from './support.js';

const stamp = Date.now();
const reviewerA = { name: 'Ada Lead', email: `ada.${stamp}@e2e.test`, password: 'ada-reviewer-password' };
const reviewerB = { name: 'Ben Legal', email: `ben.${stamp}@e2e.test`, password: 'ben-reviewer-password' };
const EMULATOR = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4319) + 100}`;

/** Opens the post from the reviewer's "Awaiting me" list and decides on it in the console. */
async function decide(
  browser: Browser,
  reviewer: { email: string; password: string },
  text: string,
  decision: 'Approve' | 'Reject',
  comment = '',
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, reviewer.email, reviewer.password);
  await page.goto(`/review/post/list?${GAME}`);
  await page.getByTestId('review-table').getByText(text).first().click();
  await expect(page).toHaveURL(/\/review\/post\/detail\?/);
  const box = page.getByTestId('decision-box');
  if (comment) await box.getByRole('textbox').fill(comment);
  await box.getByRole('button', { name: decision, exact: true }).click();
  await expect(page.getByTestId('decision-box')).toHaveCount(0);
  await context.close();
}

async function postsOnEmulator(page: Page, text: string): Promise<number> {
  const pages = (await (await page.request.get(`${EMULATOR}/_emulator/facebook/pages`)).json()) as {
    data: { id: string }[];
  };
  let count = 0;
  for (const { id } of pages.data) {
    const posts = (await (
      await page.request.get(`${EMULATOR}/_emulator/facebook/pages/${id}/posts`)
    ).json()) as {
      data: { message?: string }[];
    };
    count += posts.data.filter((post) => post.message === text).length;
  }
  return count;
}

test('two levels with two reviewers: A approves, B rejects, resubmitted, both approve, published once', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  for (const reviewer of [reviewerA, reviewerB]) {
    const context = await browser.newContext();
    await signUp(await context.newPage(), reviewer);
    await context.close();
  }
  await signIn(page);
  await ensureFacebookAndX(page);
  await addMember(page, reviewerA.email, 'Reviewer');
  await addMember(page, reviewerB.email, 'Reviewer');

  // Two levels, approval required for Facebook posts, and the default flow naming A then B.
  await page.goto(`/config/review/level?${GAME}`);
  await page.getByTestId('max-level').fill('2');
  await page.getByLabel('Name of level 1').fill('Community lead');
  await page.getByLabel('Name of level 2').fill('Legal');
  await page.getByTestId('levels-save').click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await page.goto(`/config/review/switch?${GAME}`);
  await page.getByTestId('switch-post:facebook').check();
  await page.getByTestId('switches-save').click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await page.goto(`/config/review/reviewer?${GAME}`);
  await page.getByTestId('flow-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Default flow');
  await dialog.getByLabel('Level 1 · Community lead').fill(reviewerA.email);
  await dialog.getByLabel('Level 2 · Legal').fill(reviewerB.email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('flows-table')).toContainText(reviewerB.email);

  // The author submits a Facebook post for two levels of approval.
  const text = `Patch notes for approval ${stamp}`;
  await page.goto(`/content/compose?${GAME}`);
  await page.getByTestId('compose-review-level').click();
  await page.locator('.ant-select-item-option').getByText('Level 2 · Legal').click();
  await page
    .getByTestId('compose-accounts')
    .getByRole('checkbox', { name: /^Facebook / })
    .first()
    .check();
  await page.getByTestId('compose-text').fill(text);
  await page.getByTestId('compose-submit').click();
  await expect(page).toHaveURL(/\/content\/post\/detail\?.*id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('status-tag').first()).toContainText('In approval');

  await decide(browser, reviewerA, text, 'Approve');
  await decide(browser, reviewerB, text, 'Reject', 'The date is wrong');
  await page.goto(`/review/post/detail?${GAME}&id=${id}`);
  await expect(page.getByTestId('review-history')).toContainText('The date is wrong');
  await expect(page.getByTestId('review-status')).toContainText('Rejected');

  // Resubmitted from the edit page, approved at both levels, out on the Page exactly once.
  await page.goto(`/content/post/edit?${GAME}&id=${id}`);
  await expect(page.getByTestId('compose-text')).toHaveValue(text);
  await page.getByTestId('compose-submit').click();
  await expect(page.getByTestId('status-tag').first()).toContainText('In approval');
  await decide(browser, reviewerA, text, 'Approve');
  await decide(browser, reviewerB, text, 'Approve', 'Good to go');
  await page.goto(`/content/post/detail?${GAME}&id=${id}`);
  await expect(page.getByTestId('status-tag').first()).toContainText('Published', { timeout: 60_000 });
  expect(await postsOnEmulator(page, text)).toBe(1);
});
