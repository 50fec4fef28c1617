import { test } from './fixtures.js';
import { GAME, signIn } from './support.js';

const routes = ['account', 'post', 'main_post', 'tag', 'hashtag', 'creative', 'sentiment'];
test('shots', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  for (const lang of ['en', 'zh-CN']) {
    await page.context().addCookies([{ name: 'herald_lang', value: lang, url: 'http://127.0.0.1:4319' }]);
    for (const [w, h, tag] of [[1440, 1300, 'd'], [390, 844, 'p']] as const) {
      await page.setViewportSize({ width: w, height: h });
      for (const route of routes) {
        await page.goto(`/report/${route}?${GAME}`);
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `/tmp/shots/${route}-${lang}-${tag}.png`, fullPage: false, timeout: 30_000 });
      }
    }
  }
});
