import type { Tag } from '@herald/contract';
import type { Page } from '@playwright/test';
import { EMULATOR_URL } from '../playwright.config.js';
import { expect, test } from './fixtures.js';
import { callApi, ensureFacebookAndX, GAME, signIn } from './support.js';

interface EmulatedComment {
  id: string;
  parent_id: string | null;
  message: string;
}

/** The emulator's own view of the network (what a person on Facebook would see). */
async function emulated<T>(page: Page, path: string, data?: unknown): Promise<T> {
  const url = `${EMULATOR_URL}/_emulator/facebook${path}`;
  const response = data === undefined ? await page.request.get(url) : await page.request.post(url, { data });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The connected Facebook Page's id on the network, and one of its posts to comment on. */
async function pageAndPost(page: Page): Promise<{ pageId: string; postId: string }> {
  const accounts = await callApi<{ social_channel: string; social_id: string }[]>(
    page,
    'base/account/all',
    {},
  );
  const facebook = accounts.find((account) => account.social_channel === 'facebook');
  if (!facebook) throw new Error('no Facebook Page connected');
  const posts = await emulated<{ data: { id: string }[] }>(page, `/pages/${facebook.social_id}/posts`);
  const post = posts.data[0];
  if (!post) throw new Error('the emulated Page has no post');
  return { pageId: facebook.social_id, postId: post.id };
}

test('a comment arrives on the network, shows live in the inbox with its sentiment, is tagged and answered, and the answer is on the network', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await ensureFacebookAndX(page);
  const { postId } = await pageAndPost(page);
  const tag = await callApi<Tag>(page, 'tag/create', {
    name: `Raid ${Date.now() % 100_000}`,
    color: '#1971c2',
  });

  await page.goto(`/content/feeds/list?${GAME}`);
  await expect(page.getByTestId('feeds-live')).toHaveText('Live', { timeout: 30_000 });

  // A player comments on the Page's post, on Facebook.
  const words = `The new raid boss is amazing, best update ever! ${Date.now()}`;
  const asked = await emulated<EmulatedComment>(page, `/posts/${postId}/visitor-comments`, {
    message: words,
    from_name: 'Ava Chen',
  });

  // It arrives without reloading, on top, judged positive.
  const row = page.getByTestId('feed-row').filter({ hasText: words });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Ava Chen')).toBeVisible();
  await expect(row.getByTestId('feed-sentiment')).toHaveText('Positive');
  await expect(page.getByTestId('feed-row').first()).toContainText(words);

  // Opened beside the list: tagged, then answered publicly.
  await row.click();
  const detail = page.getByTestId('feeds-detail');
  await expect(detail.getByTestId('feeds-thread')).toContainText(words);
  await detail.getByRole('combobox', { name: 'Add a tag' }).click();
  await page.getByTitle(tag.name).last().click();
  await expect(detail.getByTestId('feeds-detail-tags')).toContainText(tag.name);
  await expect(row.getByTestId('feed-tag')).toHaveText(tag.name);

  const answer = `Thanks Ava, glad you like it! ${Date.now()}`;
  const box = detail.getByTestId('feeds-reply');
  await box.getByRole('textbox', { name: 'Public reply' }).fill(answer);
  await box.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText('Reply submitted: it goes out through the publishing pipeline')).toBeVisible();
  const sent = detail.getByTestId('feeds-replies');
  await expect(sent).toContainText(answer);
  await expect(sent.getByTestId('status-tag')).toContainText('Published', { timeout: 30_000 });

  // The answer is on Facebook, under the player's comment.
  await expect
    .poll(
      async () => {
        const post = await emulated<{ comments: EmulatedComment[] }>(page, `/posts/${postId}`);
        return post.comments.find((comment) => comment.message === answer)?.parent_id ?? null;
      },
      { timeout: 30_000 },
    )
    .toBe(asked.id);
});
