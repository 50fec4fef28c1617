import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, type ExportJob } from '@herald/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../../src/jobs/queue.js';
import { createLogger } from '../../src/logger.js';
import { reportsJobs } from '../../src/modules/reports/index.js';
import { type Caller, call, fail, rawCall } from '../factories.js';
import { testModules, useTestApp } from '../harness.js';
import { day } from './fixtures.js';
import { buildScenario, range } from './scenario.js';

type Scenario = Awaited<ReturnType<typeof buildScenario>>;

const fileName = (disposition: unknown) => /filename\*=UTF-8''([^;]+)/.exec(String(disposition))?.[1];
const csvRows = (body: Buffer) => parse(body, { bom: true }) as string[][];

async function sheetRows(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('assign report exports', () => {
  const exportDir = mkdtempSync(join(tmpdir(), 'herald-assign-exports-'));
  const testApp = useTestApp({ env: { DATA_DIR: exportDir } });
  let s: Scenario;
  const as = (caller: Caller) => ({ as: caller, game: s.game });
  const suffix = `${range.start}_${range.end}`;

  beforeAll(async () => {
    s = await buildScenario(testApp().database.db);
  });

  it('answers 401 without a session and 403 without assign_base', async () => {
    const { app } = testApp();
    const input = { range, table: 'tasks', format: 'csv' };
    expect((await fail(app, api.report.completeExport, input, { game: s.game })).status).toBe(401);
    expect((await fail(app, api.report.completeExport, input, as(s.reporter))).status).toBe(403);
    expect((await fail(app, api.report.completeExport, { range, format: 'csv' }, as(s.lead))).status).toBe(
      400,
    );
  });

  it('writes the label report as CSV, its rows as the report shows them', async () => {
    const input = { range, metrics: ['views'], sort: { key: 'views', order: 'desc' as const } };
    const report = await call(testApp().app, api.report.labelReports, input, as(s.lead));
    const response = await rawCall(
      testApp().app,
      api.report.labelExport,
      { ...input, format: 'csv' },
      as(s.lead),
    );
    expect(response.statusCode).toBe(200);
    expect(fileName(response.headers['content-disposition'])).toBe(`label-report_${suffix}.csv`);
    const rows = csvRows(response.rawPayload);
    expect(rows[0]).toEqual(['label_id', 'label', 'tasks', 'todos', 'posts', 'views']);
    expect(rows.slice(1)).toEqual(
      report.list.map((row) => [
        String(row.label.id),
        row.path.join(' / '),
        String(row.tasks),
        String(row.todos),
        String(row.posts),
        String(row.metrics.views?.value),
      ]),
    );
  });

  it("writes the completion report's tasks as XLSX, the on-time rate as a percent cell", async () => {
    const input = { range, table: 'tasks' as const, format: 'xlsx' as const };
    const response = await rawCall(testApp().app, api.report.completeExport, input, as(s.lead));
    expect(fileName(response.headers['content-disposition'])).toBe(`complete-tasks-report_${suffix}.xlsx`);
    const sheet = await sheetRows(response.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'task_id',
      'task',
      'label',
      'status',
      'deadline',
      'time_zone',
      'receivers',
      'completed',
      'rejected',
      'pending',
      'overdue',
      'on_time_rate',
    ]);
    expect(sheet.rowCount).toBe(5);
    const teaser = sheet.getRow(5);
    expect((teaser.values as unknown[]).slice(1, 8)).toEqual([
      s.tasks.t1.id,
      'Teaser',
      'Launch / EU / Teaser',
      'ended',
      s.tasks.t1.deadline.toISOString(),
      'Asia/Shanghai',
      2,
    ]);
    expect(teaser.getCell(12).value).toBe(1);
    expect(teaser.getCell(12).numFmt).toBe('0.00%');
    // A task nobody completed has no on-time rate: a dash, as on screen.
    expect(sheet.getRow(3).getCell(12).value).toBe('-');
  });

  it("writes each receiver's workload as CSV; a receiver's own file holds only them", async () => {
    const input = { range, table: 'receivers' as const, format: 'csv' as const };
    const lead = await rawCall(testApp().app, api.report.completeExport, input, as(s.lead));
    expect(fileName(lead.headers['content-disposition'])).toBe(`complete-receivers-report_${suffix}.csv`);
    expect(csvRows(lead.rawPayload)).toEqual([
      [
        'receiver_id',
        'receiver',
        'email',
        'open_todos',
        'todos',
        'completed',
        'rejected',
        'overdue',
        'on_time_rate',
      ],
      [String(s.users.bob.id), s.users.bob.name, s.users.bob.email, '1', '4', '1', '1', '2', '100.00%'],
      [String(s.users.alice.id), s.users.alice.name, s.users.alice.email, '0', '3', '3', '0', '0', '66.67%'],
    ]);
    const alice = await rawCall(testApp().app, api.report.completeExport, input, as(s.alice));
    expect(
      csvRows(alice.rawPayload)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([String(s.users.alice.id)]);
  });

  it('writes label and task posts as the post report does, and answers no data for an empty one', async () => {
    const { app } = testApp();
    const byViews = { key: 'views', order: 'desc' as const };
    const task = await rawCall(
      app,
      api.report.taskPostsExport,
      { range, task_ids: [s.tasks.t3.id], metrics: ['views'], sort: byViews, format: 'csv' },
      as(s.lead),
    );
    expect(fileName(task.headers['content-disposition'])).toBe(`task-post-report_${suffix}.csv`);
    expect(csvRows(task.rawPayload).map((row) => [row[0], row.at(-1)])).toEqual([
      ['post_id', 'views'],
      [String(s.posts.p4.postId), '400'],
      [String(s.posts.p3.postId), '300'],
    ]);
    const label = await rawCall(
      app,
      api.report.labelPostsExport,
      { range, label_ids: [s.labels.eu.id], metrics: ['views'], sort: byViews, format: 'xlsx' },
      as(s.alice),
    );
    expect(fileName(label.headers['content-disposition'])).toBe(`label-post-report_${suffix}.xlsx`);
    const sheet = await sheetRows(label.rawPayload);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual([
      s.posts.p2.postId,
      s.posts.p1.postId,
    ]);
    const empty = { start: day(-200), end: day(-190) };
    expect(
      await fail(
        app,
        api.report.taskPostsExport,
        { range: empty, task_ids: [s.tasks.t3.id], format: 'csv' },
        as(s.lead),
      ),
    ).toMatchObject({ code: 2105 });
  });

  it('runs an assign export as a report job for a caller holding report_advance', async () => {
    const { app } = testApp();
    const request = {
      report: 'complete' as const,
      input: { range, table: 'tasks' as const, format: 'csv' as const },
    };
    expect((await fail(app, api.report.exportStart, request, as(s.alice))).status).toBe(403);
    const started = await call(app, api.report.exportStart, request, as(s.lead));
    expect(started).toMatchObject({ state: 'queued', rows: 4 });
    const jobs = reportsJobs(testModules(testApp()).reports).map((job) => ({ ...job, cron: undefined }));
    await startWorkers(testApp().queue, jobs, createLogger('silent'));
    let status: ExportJob = started;
    for (let tries = 0; tries < 100 && status.state !== 'ready' && status.state !== 'failed'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = await call(app, api.report.exportStatus, { id: started.id }, as(s.lead));
    }
    expect(status).toMatchObject({
      state: 'ready',
      rows: 4,
      filename: `complete-tasks-report_${suffix}.csv`,
    });
    const file = await rawCall(app, api.report.exportDownload, { id: started.id }, as(s.lead));
    expect(csvRows(file.rawPayload).map((row) => row[1])).toEqual([
      'task',
      'Patch notes',
      'Unlabelled',
      'Recap',
      'Teaser',
    ]);
  });
});
