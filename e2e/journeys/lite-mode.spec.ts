import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../playwright.config.js';
import { expect, test } from './fixtures.js';

/** The mobile app shell marks its user agent; the console then offers only the app routes. */
test.use({
  userAgent:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 HeraldApp/3.4.0',
  viewport: { width: 390, height: 844 },
});

test('inside the app shell the console starts at mobile publishing and has no other sections', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByTestId('signin-submit').click();
  await expect(page).toHaveURL(/\/app\/post\/list\?game_id=1001&game_area=asia/);
  await expect(page.getByTestId('app-post-tabs')).toBeVisible();

  await page.goto('/content/calendar?game_id=1001&game_area=asia');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await page.goto('/perm/users?game_id=1001&game_area=asia');
  await expect(page.getByText('Page Not Found')).toBeVisible();
});
