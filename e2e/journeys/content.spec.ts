import type { PostDetail } from '@herald/contract';
import type { Page } from '@playwright/test';
import { png } from '../../apps/server/test/uploads/fixtures.js';
import { expect, test } from './fixtures.js';
import { callApi, ensureFacebookAndX, GAME, signIn } from './support.js';

/** Reads a post the way the console does. */
function postDetail(page: Page, id: number): Promise<PostDetail> {
  return callApi<PostDetail>(page, 'post/detail', { id });
}

function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

test('compose a post with a picture for a Facebook Page and X, schedule it, move it in the calendar, publish it now', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await ensureFacebookAndX(page);

  await page.goto(`/content/compose?${GAME}`);
  const accounts = page.getByTestId('compose-accounts');
  await accounts
    .getByRole('checkbox', { name: /^Facebook / })
    .first()
    .check();
  await accounts.getByRole('checkbox', { name: /^X / }).first().check();
  const text = `Season 3 key art ${Date.now()}`;
  await page.getByTestId('compose-text').fill(text);
  await page.getByTestId('media-uploader-input-image').setInputFiles({
    name: 'key-art.png',
    mimeType: 'image/png',
    buffer: png(1200, 675),
  });
  await expect(page.getByText('key-art.png').first()).toBeVisible();
  await page.getByTestId('compose-timing').getByText('Schedule').click();
  await expect(page.getByTestId('compose-submit')).toHaveText('Schedule');
  await expect(page.getByTestId('compose-submit')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('compose-submit').click();

  await expect(page).toHaveURL(/\/content\/post\/detail\?.*id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('status-tag').first()).toContainText('Scheduled');
  const scheduled = await postDetail(page, id);
  expect(scheduled.post.images).toHaveLength(1);
  // The submission carries a screenshot of the preview the author saw, shown on the detail.
  expect(scheduled.post.preview?.mime).toBe('image/png');
  const shot = page.getByTestId('submitted-preview').getByRole('img');
  await expect(shot).toBeVisible();
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  const at = scheduled.post.publish.timing === 'schedule' ? scheduled.post.publish.scheduled_at : '';

  // The calendar shows it on its day; dragging it to the next day keeps the time of day.
  await page.goto(`/content/calendar?${GAME}`);
  const entry = page
    .getByTestId('calendar')
    .locator('.fc-event')
    .filter({ hasText: text.slice(0, 12) })
    .first();
  await expect(entry).toBeVisible();
  const next = new Date(Date.parse(at) + 24 * 3_600_000).toISOString();
  const target = page.locator(`td.fc-daygrid-day[data-date="${dayOf(next)}"]`);
  // The next day may start the month's last row, below the fold: bring it into view first, and drop
  // near the top of its cell (the entry's row is just above it).
  await target.scrollIntoViewIfNeeded();
  const from = await entry.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('calendar entry or day not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 30), { steps: 20 });
  await page.mouse.up();
  await expect
    .poll(async () => {
      const detail = await postDetail(page, id);
      return detail.post.publish.timing === 'schedule' ? detail.post.publish.scheduled_at : null;
    })
    .toBe(next);

  // Publish now from the detail page: out on both networks, each with its link.
  await page.goto(`/content/post/detail?${GAME}&id=${id}`);
  await page.getByTestId('detail-actions').getByRole('button', { name: 'Publish now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByTestId('status-tag').first()).toContainText('Published', { timeout: 60_000 });
  const published = await postDetail(page, id);
  expect(published.post.results.map((result) => [result.network, result.result])).toEqual([
    ['facebook', 'succeed'],
    ['twitter', 'succeed'],
  ]);
  await expect(page.getByTestId('account-results')).toContainText('Facebook');
  await expect(page.getByTestId('attempt-log')).toBeVisible();
});
