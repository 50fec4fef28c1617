import type { TopicConfig } from '@herald/contract';
import { expect, test } from './fixtures.js';
import { callApi, ensureFacebookAndX, GAME, signIn } from './support.js';

test('a topic is previewed, activated, hears mentions on X with their sentiment, is archived and opened from the archive with its tab kept', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  await ensureFacebookAndX(page);
  // A word of this run only, so what the topic hears comes from this run's searches.
  const word = `skyforge${Date.now() % 100_000}`;
  const title = `Skyforge launch ${word}`;

  await page.goto(`/listen/new?${GAME}`);
  await page.getByTestId('topic-title').fill(title);
  await page.getByTestId('network-twitter').click();
  await page.getByTestId('add-group').click();
  const terms = page.getByRole('textbox', { name: 'Group 1: Add term' });
  await terms.fill(word);
  await terms.press('Enter');
  await expect(page.getByTestId('group-0')).toContainText(word);

  // The preview runs X's recent search now and shows what the exact matcher keeps; nothing is stored.
  await page.getByTestId('topic-preview').click();
  const preview = page.getByTestId('preview-twitter');
  await expect(preview).toBeVisible({ timeout: 60_000 });
  await expect(preview).toContainText(word);
  await expect(preview.getByTestId('preview-sample').first()).toBeVisible();

  await page.getByTestId('topic-save').click();
  await page.waitForURL(/\/listen\/active\/\d+/);
  const id = Number(/\/listen\/active\/(\d+)/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);

  // Mentions arrive from the network with the sentiment judged on the way in.
  await page.goto(`/listen/active/${id}?tab=mentions&${GAME}`);
  await page.getByTestId('topic-refresh').click();
  const mention = page.getByTestId('mention-list').locator('[data-testid^="mention-"]').first();
  await expect(async () => {
    await page.reload();
    await expect(mention).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  await expect(mention).toContainText(word);
  await expect(mention.locator('[data-testid^="sentiment-"]')).toHaveText(/Positive|Neutral|Negative/);
  const heard = await callApi<TopicConfig>(page, 'listen/topic/config', { id });
  expect(heard.mentions).toBeGreaterThan(0);

  // Archived, the topic stops listening and keeps its mentions; the tab stays where it was.
  await page.getByTestId('topic-archive').click();
  await page.waitForURL(new RegExp(`/listen/archive/${id}\\?.*tab=mentions`));
  await expect(mention).toBeVisible();

  await page.goto(`/listen/home?status=archive&tab=mentions&${GAME}`);
  const link = page.getByTestId(`topic-link-${id}`);
  await expect(link).toHaveText(title);
  await link.click();
  await page.waitForURL(new RegExp(`/listen/archive/${id}\\?.*tab=mentions`));
  await expect(page.getByTestId('mention-list').locator('[data-testid^="mention-"]').first()).toBeVisible();
  const archived = await callApi<TopicConfig>(page, 'listen/topic/config', { id });
  expect(archived.topic.status).toBe('archive');
  expect(archived.mentions).toBe(heard.mentions);
});
