import type { EngagementDetail } from '@herald/contract';
import type { Page } from '@playwright/test';
import { EMULATOR_URL } from '../playwright.config.js';
import { expect, test } from './fixtures.js';
import { callApi, ensureFacebookAndX, GAME, publishedPost, signIn } from './support.js';

/** Tells the emulator something happened on the network (a visitor commented, someone wrote in). */
async function onNetwork<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`${EMULATOR_URL}/_emulator${path}`, { data });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test('answer a visitor’s comment and like it from the post’s page, then answer a private message in its window', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await ensureFacebookAndX(page);
  const post = await publishedPost(page, `Raid week starts ${Date.now()}`);
  const [result] = post.post.results;
  if (!result?.post_id) throw new Error('the post has no network id');
  await onNetwork(page, `/facebook/posts/${result.post_id}/visitor-comments`, {
    message: 'Which server opens first?',
    from_name: 'Ava Chen',
  });

  await page.goto(`/content/post/detail?id=${post.post.id}&${GAME}`);
  await page.getByTestId('open-comments').first().click();
  const drawer = page.getByRole('dialog');
  const asked = drawer.getByTestId('network-comment').filter({ hasText: 'Which server opens first?' });
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: /Reply/ }).click();
  await asked.getByRole('textbox').fill('Asia opens first, at 18:00!');
  await asked.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Submitted: it goes out through the publishing pipeline')).toBeVisible();
  await asked.getByRole('button', { name: /Like/ }).click();
  await expect(page.getByText('Like submitted')).toBeVisible();
  // The reply joins the post's comments as the Page's own once it went out.
  await expect(drawer.getByTestId('network-comment').filter({ hasText: 'Asia opens first' })).toBeVisible({
    timeout: 30_000,
  });
  await drawer.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/content/comment/list?${GAME}`);
  await page
    .getByRole('link', { name: /Which server opens first/ })
    .first()
    .click();
  await expect(page.getByTestId('engagement-card')).toContainText('Asia opens first, at 18:00!');
  await expect(page.getByTestId('status-tag').first()).toContainText('Published');
  await page.goto(`/content/like/list?${GAME}`);
  await expect(page.getByRole('link', { name: /Which server opens first/ }).first()).toBeVisible();

  // A private message: someone writes in, the thread shows the open window, the reply goes out.
  const pageId = (
    await callApi<{ social_channel: string; social_id: string; id: number }[]>(page, 'base/account/all', {})
  ).find((account) => account.social_channel === 'facebook');
  if (!pageId) throw new Error('no Facebook Page connected');
  const written = await onNetwork<{ id: string }>(page, '/facebook/messenger/inbound', {
    page_id: pageId.social_id,
    platform: 'messenger',
    text: 'My skin did not arrive',
  });
  await page.goto(`/content/message/thread?account_id=${pageId.id}&conversation_id=${written.id}&${GAME}`);
  const thread = page.getByTestId('message-thread');
  await expect(thread).toContainText('My skin did not arrive');
  await thread.getByRole('textbox').fill('Sorry! It is on its way now.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply submitted')).toBeVisible();
  await expect
    .poll(async () => (await thread.textContent()) ?? '', { timeout: 30_000 })
    .toContain('Sorry! It is on its way now.');
  const sent = await callApi<{ list: { id: number }[] }>(page, 'message/list', { keyword: 'on its way' });
  const [message] = sent.list;
  if (!message) throw new Error('the reply is not listed');
  const detail = await callApi<EngagementDetail>(page, 'message/detail', { id: message.id });
  expect(detail.engagement.target.social_id).toBe(written.id);
});
