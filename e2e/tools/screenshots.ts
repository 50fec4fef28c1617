import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

/**
 * Screenshots of the console as its users see it: desktop and phone widths, English and 简体中文.
 * Run against a started console: `BASE_URL=http://127.0.0.1:3000 HERALD_EMAIL=… HERALD_PASSWORD=…
 * npm run screenshots -w @herald/e2e`. Files land in e2e/screenshots/. `ONLY=name,name` limits it to
 * those pages.
 */
const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const email = process.env.HERALD_EMAIL ?? 'admin@herald.local';
const password = process.env.HERALD_PASSWORD ?? '';
const outDir = join(import.meta.dirname, '..', 'screenshots');
const game = 'game_id=1001&game_area=asia';

const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const languages = ['en', 'zh-CN'] as const;
const pages: readonly { name: string; path: string; signedIn: boolean }[] = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'policy', path: '/policy/privacy', signedIn: false },
  { name: '404', path: '/nowhere', signedIn: false },
  { name: 'calendar', path: `/content/calendar?${game}`, signedIn: true },
  { name: 'compose', path: `/content/compose?${game}`, signedIn: true },
  { name: 'posts', path: `/content/post/list?${game}`, signedIn: true },
  { name: 'drafts', path: `/content/draft/list?${game}`, signedIn: true },
  { name: 'accounts', path: `/account/list?${game}`, signedIn: true },
  { name: 'users', path: `/perm/users?${game}`, signedIn: true },
  { name: 'roles', path: `/perm/roles?${game}`, signedIn: true },
  { name: 'groups', path: `/perm/groups?${game}`, signedIn: true },
  { name: 'review-levels', path: `/config/review/level?${game}`, signedIn: true },
  { name: 'review-flows', path: `/config/review/reviewer?${game}`, signedIn: true },
  { name: 'review-switches', path: `/config/review/switch?${game}`, signedIn: true },
  { name: 'review-list', path: `/review/post/list?${game}`, signedIn: true },
  { name: 'inbox', path: `/content/feeds/list?${game}`, signedIn: true },
  { name: 'report-account', path: `/report/account?${game}`, signedIn: true },
  { name: 'report-post', path: `/report/post?${game}`, signedIn: true },
  { name: 'report-main-post', path: `/report/main_post?${game}`, signedIn: true },
  { name: 'report-tag', path: `/report/tag?${game}`, signedIn: true },
  { name: 'report-hashtag', path: `/report/hashtag?${game}`, signedIn: true },
  { name: 'report-creative', path: `/report/creative?${game}`, signedIn: true },
  { name: 'report-sentiment', path: `/report/sentiment?${game}`, signedIn: true },
  { name: 'games', path: '/system/games', signedIn: true },
  { name: 'version', path: '/system/version', signedIn: true },
  { name: '403', path: '/error/403?from=perm.users', signedIn: true },
];

async function signIn(page: Page): Promise<void> {
  const response = await page.request.post(`${baseUrl}/api/admin/auth/signin`, { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in failed: HTTP ${response.status()}`);
}

async function shoot(browser: Browser, viewport: keyof typeof viewports, language: string): Promise<void> {
  for (const signedIn of [false, true]) {
    const context = await browser.newContext({ viewport: viewports[viewport], locale: language });
    await context.addCookies([{ name: 'herald_lang', value: language, url: baseUrl }]);
    const page = await context.newPage();
    if (signedIn) await signIn(page);
    const only = process.env.ONLY?.split(',').filter(Boolean);
    const chosen = pages.filter((item) => item.signedIn === signedIn && (!only || only.includes(item.name)));
    for (const target of chosen) {
      await page.goto(`${baseUrl}${target.path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const file = join(outDir, `${target.name}-${viewport}-${language}.png`);
      await page.screenshot({ path: file, fullPage: viewport === 'desktop' });
      process.stdout.write(`${file}\n`);
    }
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
await mkdir(outDir, { recursive: true });
try {
  for (const viewport of Object.keys(viewports) as (keyof typeof viewports)[]) {
    for (const language of languages) await shoot(browser, viewport, language);
  }
} finally {
  await browser.close();
}
