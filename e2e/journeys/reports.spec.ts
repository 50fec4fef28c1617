import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.js';
import { ensureFacebookAndX, GAME, publishedPost, signIn } from './support.js';

/** Exports the report shown in one format and answers the downloaded file's name and bytes. */
async function exportAs(page: Page, format: string): Promise<{ name: string; body: Buffer }> {
  const download = page.waitForEvent('download');
  await page.getByTestId('export-button').click();
  await page.getByRole('menuitem', { name: format }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), body: await readFile(path) };
}

test('a published post’s metrics are read from the network, shown in the post report against the previous period, and exported to files that open', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  await ensureFacebookAndX(page);
  const stamp = Date.now();
  const text = `Season two opens this week #seasontwo${stamp % 1000}`;
  await publishedPost(page, text);

  await page.goto(`/report/post?${GAME}`);
  await expect(page.getByTestId('range-bar')).toBeVisible();
  // The report compares with the previous period of equal length unless told otherwise.
  await expect(page.getByTestId('compared-range')).toBeVisible();

  // A manual refresh reads every visible account's metrics now; the report reads again when done.
  await page.getByRole('button', { name: 'Refresh now' }).click();
  const row = page.getByTestId('post-table').getByRole('row').filter({ hasText: text });
  await expect(row).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('last-fetched')).not.toHaveText('Not fetched from the networks yet');
  await expect(page.getByTestId('metric-cards')).toBeVisible();
  await expect(page.getByTestId('metric-cards').getByTestId('metric-figure').first()).toBeVisible();

  // The post's drawer shows its metrics as each reading found them.
  await row.getByRole('button', { name: text }).click();
  await expect(page.getByTestId('post-drawer')).toBeVisible();
  await expect(page.getByTestId('post-drawer').getByTestId('chart-summary')).toBeVisible();
  await page.keyboard.press('Escape');

  const csv = await exportAs(page, 'CSV file');
  expect(csv.name).toMatch(/^post-report_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  expect(lines[0]).toContain('views');
  expect(lines.some((line) => line.includes(text))).toBe(true);

  const xlsx = await exportAs(page, 'Excel workbook (.xlsx)');
  expect(xlsx.name).toMatch(/^post-report_.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(xlsx.body).buffer);
  const sheet = workbook.worksheets[0];
  const header = (sheet?.getRow(1).values as unknown[] | undefined) ?? [];
  expect(header).toContain('views');
  const texts: unknown[] = [];
  sheet?.eachRow((sheetRow) => texts.push(...(sheetRow.values as unknown[])));
  expect(texts).toContain(text);
});
