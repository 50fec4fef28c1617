import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Material, PostDetail } from '@herald/contract';
import { expect, test } from './fixtures.js';
import { callApi, ensureFacebookAndX, GAME, signIn } from './support.js';

/**
 * A real H.264 video of about 25 MB made by ffmpeg (a Debian package the project installs): large
 * enough for three tus chunks, so the upload can be paused between them.
 */
function largeVideo(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'herald-video-')), 'trailer.mp4');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=30',
    '-t',
    '10',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '20M',
    '-minrate',
    '20M',
    '-maxrate',
    '20M',
    '-bufsize',
    '2M',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ]);
  return file;
}

test('a large video uploaded with a pause, approved, picked from the library into a post published to Facebook, its use shown on the asset', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const video = largeVideo();
  expect(statSync(video).size).toBeGreaterThan(16 * 1024 * 1024);
  const name = `Season 3 trailer ${Date.now()}`;
  const description = 'The season 3 trailer is out: a new map, two heroes and the ranked reset.';
  await signIn(page);
  await ensureFacebookAndX(page);

  // Each chunk takes a moment on the way, as on a real line, so the upload can be paused mid-way.
  let chunks = 0;
  await page.route('**/upload/tus/**', async (route) => {
    if (route.request().method() === 'PATCH') {
      chunks += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    // A paused upload aborts the request it had in flight: that one is simply gone.
    await route.continue().catch(() => undefined);
  });

  await page.goto(`/material/list?${GAME}`);
  // A path, not bytes: the browser reads the file from disk as it would a user's.
  await page.getByTestId('material-file-input').setInputFiles(video);
  const row = page.getByTestId('upload-row').first();
  await row.getByRole('button', { name: 'Pause' }).click({ timeout: 60_000 });
  await expect(row).toContainText('Paused');
  // Submitting waits for the files: while one is paused or uploading, the form says why it cannot.
  await expect(page.getByTestId('material-submit')).toBeDisabled();
  await row.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('submit-blocked')).toContainText('Wait until every file has finished');
  await expect(page.getByTestId('material-submit')).toBeEnabled({ timeout: 120_000 });
  expect(chunks).toBeGreaterThan(2);
  await page.getByTestId('pending-name').fill(name);
  await page.getByTestId('material-description').fill(description);
  await page.getByTestId('material-submit').click();
  await expect(page.getByText('Submitted for review').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Pending review');

  // A material manager approves it from the review queue.
  await page.goto(`/material/review?${GAME}`);
  const queued = page.getByTestId('review-queue').getByRole('row').filter({ hasText: name });
  await queued.getByRole('checkbox').check();
  await page.getByTestId('batch-approve').click();
  await page.getByTestId('decision-send').click();
  // Approved, it leaves the queue.
  await expect(queued).toHaveCount(0);

  // The library has it, with the poster frame the server made with ffmpeg.
  await page.goto(`/material/library?${GAME}`);
  const card = page.getByTestId('library-grid').getByRole('button', { name });
  await expect(card).toBeVisible();
  const [material] = (
    await callApi<{ list: Material[] }>(page, 'material/library', { keyword: name, kinds: ['video'] })
  ).list;
  expect(material?.status).toBe('approved');
  await expect
    .poll(
      async () => (await callApi<Material>(page, 'material/detail', { id: material?.id })).preview.status,
      { timeout: 60_000 },
    )
    .toBe('done');

  // Compose takes it from the library, with its default description as the text, and publishes now.
  await page.goto(`/content/compose?${GAME}`);
  await page
    .getByTestId('compose-accounts')
    .getByRole('checkbox', { name: /^Facebook / })
    .first()
    .check();
  await page.getByTestId('library-picker-open').click();
  const pick = page.getByRole('dialog').getByRole('checkbox', { name: `Pick ${name}` });
  await pick.focus();
  await pick.press('Space');
  await expect(pick).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('library-picker-add').click();
  await expect(page.getByTestId('compose-text')).toHaveValue(description);
  await page.getByTestId('compose-timing').getByText('Now').click();
  await expect(page.getByTestId('compose-submit')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('compose-submit').click();
  await expect(page).toHaveURL(/\/content\/post\/detail\?.*id=\d+/);
  const postId = Number(new URL(page.url()).searchParams.get('id'));
  await expect
    .poll(async () => (await callApi<PostDetail>(page, 'post/detail', { id: postId })).post.status, {
      timeout: 90_000,
    })
    .not.toBe('publishing');
  const published = await callApi<PostDetail>(page, 'post/detail', { id: postId });
  expect(published.post.results.map((result) => [result.network, result.result, result.message])).toEqual([
    ['facebook', 'succeed', null],
  ]);
  await expect(page.getByTestId('status-tag').first()).toContainText('Published');
  expect(published.post.videos.map((file) => file.id)).toEqual([material?.file.id]);

  // The asset says where it was used: the post, published on Facebook.
  await page.goto(`/material/library?${GAME}&id=${material?.id}`);
  const uses = page.getByTestId('material-uses');
  await expect(uses).toContainText(description.slice(0, 30));
  await expect(uses).toContainText('Published');
});
