import type { AppPost, PostDetail } from '@herald/contract';
import { png } from '../../apps/server/test/uploads/fixtures.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, EMULATOR_URL } from '../playwright.config.js';
import { expect, test } from './fixtures.js';
import { callApi, ensureInstagram, GAME, signIn } from './support.js';

/** The app shell marks its user agent; a phone-sized screen. */
const APP_SHELL = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 HeraldApp/3.4.0',
  viewport: { width: 390, height: 844 },
};

test('a post for Instagram goes to its mobile publisher, who shares it from the phone; Herald finds it and it is published', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await ensureInstagram(page);

  // The author composes for Instagram and names the mobile publisher (here the admin themself).
  await page.goto(`/content/compose?${GAME}`);
  await page
    .getByTestId('compose-accounts')
    .getByRole('checkbox', { name: /^Instagram / })
    .first()
    .check();
  const text = `Summer event opens ${Date.now()}`;
  await page.getByTestId('compose-text').fill(text);
  await page.getByTestId('media-uploader-input-image').setInputFiles({
    name: 'event.png',
    mimeType: 'image/png',
    buffer: png(1080, 1080),
  });
  await expect(page.getByText('event.png').first()).toBeVisible();
  await page.getByLabel('Mobile publisher').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Herald Admin' }).first().click();
  await expect(page.getByTestId('compose-submit')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('compose-submit').click();
  // Instagram often rejects PNG: the risk is confirmed.
  await page.getByRole('dialog').getByRole('button', { name: 'Publish anyway' }).click();
  await expect(page).toHaveURL(/\/content\/post\/detail\?.*id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('status-tag').first()).toContainText('Sent to mobile', { timeout: 30_000 });
  await expect(page.getByText('Waiting for the mobile publisher')).toBeVisible();

  // On the phone, inside the app shell: the post waits under "To publish".
  const phone = await browser.newContext({
    ...APP_SHELL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const mobile = await phone.newPage();
  await mobile.goto('/');
  await mobile.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await mobile.getByLabel('Password').fill(ADMIN_PASSWORD);
  await mobile.getByTestId('signin-submit').click();
  await expect(mobile).toHaveURL(/\/app\/post\/list/);
  const card = mobile.getByTestId('app-post-card').filter({ hasText: text.slice(0, 20) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(mobile.getByTestId('publish-steps')).toBeVisible();
  await expect(mobile.getByTestId('app-post-caption')).toHaveText(text);
  await expect(mobile.getByTestId('app-post-media').getByRole('img', { name: 'event.png' })).toBeVisible();

  // Without a share sheet the caption is copied, the media saved and Instagram opened; then asked.
  const instagramTab = phone.waitForEvent('page');
  await mobile.getByRole('button', { name: 'Send to Instagram' }).click();
  await (await instagramTab).close();
  await mobile.getByRole('dialog').getByRole('button', { name: 'Yes, I shared it' }).click();
  await expect(mobile.getByTestId('app-post-status')).toHaveText('Shared');
  expect(await mobile.evaluate(() => navigator.clipboard.readText())).toBe(text);

  // The publisher posts in the Instagram app; asked to find it, Herald links it.
  const accounts = await callApi<{ id: number; social_channel: string; social_id: string }[]>(
    page,
    'base/account/all',
    {},
  );
  const instagram = accounts.find((account) => account.social_channel === 'instagram');
  const posted = await page.request.post(
    `${EMULATOR_URL}/_emulator/facebook/instagram/${instagram?.social_id}/app-media`,
    { data: { caption: text } },
  );
  expect(posted.ok()).toBe(true);
  await mobile.getByRole('button', { name: 'I’ve published it — find it' }).click();
  await expect(mobile.getByTestId('app-post-status')).toHaveText('Published');
  await expect(mobile.getByRole('link', { name: 'Open on Instagram' })).toBeVisible();
  const appPostId = Number(new URL(mobile.url()).searchParams.get('id'));
  const linked = await callApi<AppPost>(page, 'app/post/detail', { id: appPostId });
  expect(linked.status).toBe('linked');
  await phone.close();

  // The author sees it published, once, with its link.
  await expect
    .poll(async () => (await callApi<PostDetail>(page, 'post/detail', { id })).post.status, {
      timeout: 30_000,
    })
    .toBe('published');
  const detail = await callApi<PostDetail>(page, 'post/detail', { id });
  expect(detail.post.results).toEqual([
    expect.objectContaining({
      network: 'instagram',
      result: 'succeed',
      mobile_status: 'linked',
      post_link: linked.post_link,
    }),
  ]);
});
