import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey also checks the console under its Content-Security-Policy: a resource or script the
 * policy blocked is reported on the page's console, and any such report fails the journey.
 */
export const test = base.extend<{ contentSecurityPolicy: undefined }>({
  contentSecurityPolicy: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text()))
            violations.push(`${page.url()}: ${message.text()}`);
        });
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
