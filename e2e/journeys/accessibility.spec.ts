import AxeBuilder from '@axe-core/playwright';
import { type RouteDef, routes } from '@herald/contract';
import type { Browser, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../playwright.config.js';
import { expect, test } from './fixtures.js';
import { GAME } from './support.js';

/**
 * WCAG 2.2 AA on every screen of the route table: axe-core runs on each one and any serious or
 * critical violation fails the journey, so a new screen cannot bring one back. Every screen is
 * checked at desktop width in English and at phone width in 简体中文 (both widths and both
 * languages; the other two pairings add time, not findings: colours and names do not change with
 * them). Routes sharing a screen and its parameters are visited once; the console is loaded once per
 * pass and moved between routes as a user's clicks would (history navigation), which keeps the pass
 * short.
 */

const passes = [
  { viewport: 'desktop', size: { width: 1440, height: 900 }, language: 'en' },
  { viewport: 'phone', size: { width: 390, height: 844 }, language: 'zh-CN' },
] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Screens opened from outside the console (an OAuth window's landing) are not pages a user reads. */
const NOT_PAGES = new Set(['middle.oauth']);

function screensToVisit(): RouteDef[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    if (!route.screen || route.redirect || route.path.includes(':') || NOT_PAGES.has(route.name))
      return false;
    const key = `${route.screen} ${JSON.stringify(route.params ?? {})}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function urlOf(route: RouteDef): string {
  return route.flags?.ignoreGlobal ? route.path : `${route.path}?${GAME}`;
}

/** Waits until the screen has drawn what it loads: no spinner or skeleton left (or 8 s passed). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page
    .waitForFunction(
      () =>
        document.querySelector('#root')?.childElementCount &&
        !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]'),
      undefined,
      { timeout: 8_000 },
    )
    .catch(() => undefined);
  // Transitions (drawers, menus) end before the check.
  await page.waitForTimeout(150);
}

interface Finding {
  route: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/** Opens a route inside the loaded console, as its router would on a link (no reload). */
async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function audit(browser: Browser, pass: (typeof passes)[number]): Promise<Finding[]> {
  const { size, language } = pass;
  const context = await browser.newContext({ viewport: size, locale: language });
  // Colours are checked at rest: a control fading from disabled to enabled has no contrast of its own.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent =
        '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
  });
  const page = await context.newPage();
  await page.goto('/');
  await context.addCookies([{ name: 'herald_lang', value: language, url: page.url() }]);
  const signedIn = await page.request.post('/api/admin/auth/signin', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const findings: Finding[] = [];
  // The console's frame (header, menu) is checked with the first screen of each section, which
  // selects that section's menu entry; the other screens of the section check their content only.
  const framed = new Set<string>();
  let loaded = false;
  for (const route of screensToVisit()) {
    if (loaded && !route.flags?.ignoreAuth) await navigate(page, urlOf(route));
    else await page.goto(urlOf(route));
    // Public pages come first in the table; from the first console page on, the console is loaded.
    loaded = !route.flags?.ignoreAuth;
    await settled(page);
    const whole = !loaded || !framed.has(route.section);
    framed.add(route.section);
    // Inactive controls are exempt from contrast (WCAG 1.4.3): a button disabled while its data loads
    // is not checked at whatever moment the pass reaches it.
    const builder = new AxeBuilder({ page }).exclude('[disabled]');
    if (!whole) builder.include('main');
    const result = await builder
      .withTags(WCAG_TAGS)
      // Only violations are reported in full: passes are counted, not described (the pass is faster).
      .options({ resultTypes: ['violations'] })
      .analyze();
    for (const violation of result.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      findings.push({
        route: route.name,
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
      });
    }
  }
  await context.close();
  return findings;
}

for (const pass of passes) {
  test(`every screen meets WCAG 2.2 AA: ${pass.viewport}, ${pass.language}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const findings = await audit(browser, pass);
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });
}
