import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, EXPORT_DIRECT_MAX_ROWS, type ExportJob } from '@herald/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportExports } from '../../src/db/schema/index.js';
import { startWorkers } from '../../src/jobs/queue.js';
import { createLogger } from '../../src/logger.js';
import { assertWritable } from '../../src/modules/reports/export/direct.js';
import { reportsJobs } from '../../src/modules/reports/index.js';
import { call, fail, rawCall } from '../factories.js';
import { testModules, useTestApp } from '../harness.js';
import { buildReportPost, reportGame } from './fixtures.js';

const range = { start: '2026-03-11', end: '2026-03-20' };
const at = (day: string) => new Date(`${day}T12:00:00Z`);

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('report exports', () => {
  const exportDir = mkdtempSync(join(tmpdir(), 'herald-exports-'));
  const testApp = useTestApp({ env: { DATA_DIR: exportDir } });
  let g: Awaited<ReturnType<typeof reportGame>>;
  const asAdmin = () => ({ as: g.admin, game: g.game });

  beforeAll(async () => {
    const { db } = testApp().database;
    g = await reportGame(db);
    await buildReportPost(db, g.facebook, {
      publishedAt: at('2026-03-12'),
      metrics: { views: 1000, reach: 800, engagements: 80, avg_watch_time: 1250 },
      text: 'Launch, "day" trailer',
      hashtags: ['launch'],
    });
    await buildReportPost(db, g.twitter, {
      publishedAt: at('2026-03-13'),
      metrics: { views: 300, engagements: 30 },
      na: { reach: 'unsupport' },
    });
  });

  it('writes the post report as XLSX, cell by cell in display units, named by Content-Disposition', async () => {
    const input = {
      range,
      format: 'xlsx' as const,
      metrics: ['views', 'reach', 'engagement_rate_reach', 'avg_watch_time'],
      sort: { key: 'views', order: 'desc' as const },
    };
    const response = await rawCall(testApp().app, api.report.postExport, input, asAdmin());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('post-report_2026-03-11_2026-03-20.xlsx');
    const sheet = await sheetOf(response.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'post_id',
      'account',
      'network',
      'published_at',
      'content_type',
      'text',
      'permalink',
      'hashtags',
      'tags',
      'views',
      'reach',
      'engagement_rate_reach',
      'avg_watch_time',
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe('Star Harbor');
    expect(first.getCell(6).value).toBe('Launch, "day" trailer');
    expect(first.getCell(10).value).toBe(1000);
    expect(first.getCell(12).value).toBeCloseTo(0.1);
    expect(first.getCell(12).numFmt).toBe('0.00%');
    expect(first.getCell(13).value).toBe(12.5);
    const second = sheet.getRow(3);
    expect(second.getCell(11).value).toBe('N/A');
    expect(sheet.rowCount).toBe(3);
  });

  it('writes every post of the range in the chosen order, a batch of ids at a time', async () => {
    const response = await rawCall(
      testApp().app,
      api.report.postExport,
      { range, format: 'csv', metrics: ['views'], sort: { key: 'published_at', order: 'asc' } },
      asAdmin(),
    );
    const rows = parse(response.rawPayload, { bom: true }) as string[][];
    expect(rows.map((row) => [row[2], row[3], row.at(-1)])).toEqual([
      ['network', 'published_at', 'views'],
      ['facebook', '2026-03-12T12:00:00.000Z', '1000'],
      ['twitter', '2026-03-13T12:00:00.000Z', '300'],
    ]);
  });

  it('writes the hashtag report as CSV with percent shown as %', async () => {
    const response = await rawCall(
      testApp().app,
      api.report.hashtagExport,
      { range, format: 'csv', metrics: ['views', 'engagement_rate_reach'] },
      asAdmin(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('hashtag-report_2026-03-11_2026-03-20.csv');
    const rows = parse(response.rawPayload, { bom: true }) as string[][];
    expect(rows).toEqual([
      ['hashtag', 'posts', 'views', 'engagement_rate_reach'],
      ['launch', '1', '1000', '10.00%'],
    ]);
  });

  it('answers no data instead of an empty file, and refuses what is too big for a direct export', async () => {
    const empty = await fail(
      testApp().app,
      api.report.postExport,
      { range: { start: '2025-01-01', end: '2025-01-31' }, format: 'csv' },
      asAdmin(),
    );
    expect(empty).toMatchObject({ code: 2105 });
    expect(() =>
      assertWritable(
        {
          name: 'x',
          columns: [],
          total: EXPORT_DIRECT_MAX_ROWS + 1,
          batches: async function* () {
            yield [];
          },
        },
        EXPORT_DIRECT_MAX_ROWS,
      ),
    ).toThrow('export_too_large');
    const { db } = testApp().database;
    expect(
      await fail(
        testApp().app,
        api.report.exportStart,
        { report: 'post', input: { range: { start: '2025-01-01', end: '2025-01-31' }, format: 'csv' } },
        asAdmin(),
      ),
    ).toMatchObject({ code: 2105 });
    expect(await db.select().from(reportExports).where(eq(reportExports.gameId, g.game))).toHaveLength(0);
  });

  it('runs a big export as a job through the queue; only its owner downloads it', async () => {
    const { app } = testApp();
    const started = await call(
      app,
      api.report.exportStart,
      { report: 'post', input: { range, format: 'csv', metrics: ['views'] } },
      asAdmin(),
    );
    expect(started).toMatchObject({ state: 'queued', rows: 2 });
    expect(await fail(app, api.report.exportDownload, { id: started.id }, asAdmin())).toMatchObject({
      code: 2108,
    });
    const jobs = reportsJobs(testModules(testApp()).reports).map((job) => ({ ...job, cron: undefined }));
    await startWorkers(testApp().queue, jobs, createLogger('silent'));
    let status: ExportJob = started;
    for (let tries = 0; tries < 100 && status.state !== 'ready' && status.state !== 'failed'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = await call(app, api.report.exportStatus, { id: started.id }, asAdmin());
    }
    expect(status).toMatchObject({
      state: 'ready',
      progress: 100,
      rows: 2,
      filename: 'post-report_2026-03-11_2026-03-20.csv',
    });
    const file = await rawCall(app, api.report.exportDownload, { id: started.id }, asAdmin());
    const rows = parse(file.rawPayload, { bom: true }) as string[][];
    expect(rows.map((row) => row.at(-1))).toEqual(['views', '300', '1000']);
    // Another user of the game, even one who may export, does not see it.
    expect(
      await fail(app, api.report.exportStatus, { id: started.id }, { as: g.advanced, game: g.game }),
    ).toMatchObject({ status: 404 });
  });

  it('keeps exports, the creative and sentiment reports and the brief to report_advance', async () => {
    const { app } = testApp();
    const base = { as: g.base, game: g.game };
    for (const [endpoint, input] of [
      [api.report.postExport, { range, format: 'csv' }],
      [api.report.exportStart, { report: 'post', input: { range, format: 'csv' } }],
      [api.report.creativeReports, { range }],
      [api.report.sentimentReports, { range }],
      [api.report.sentimentBrief, { range, language: 'en' }],
      [api.report.postSetCollabs, { id: 1, usernames: [] }],
    ] as const)
      expect((await fail(app, endpoint, input, base)).status).toBe(403);
    const advanced = await rawCall(
      app,
      api.report.postExport,
      { range, format: 'csv' },
      { as: g.advanced, game: g.game },
    );
    expect(advanced.statusCode).toBe(200);
  });
});
