import { expect, test } from './fixtures.js';
import { GAME, signIn } from './support.js';

for (const [width, height] of [[1440, 900], [390, 844]] as const) {
  for (const lang of ['en', 'zh-CN'] as const) {
    test(`sign-in ${width} ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      if (lang === 'zh-CN') await page.getByLabel('Language').selectOption('zh-CN');
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/signin-${width}-${lang}.png`, fullPage: false });
      // errors shown
      await page.getByRole('tab').nth(1).click();
      await page.getByTestId('signup-submit').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots/signup-err-${width}-${lang}.png`, fullPage: false });
    });
  }
}

test('console header switch', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto(`/content/calendar?${GAME}`);
  await expect(page.getByLabel('Language')).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/console-header.png', clip: { x: 0, y: 0, width: 1440, height: 120 } });
});
