/**
 * A big XLSX export through the export code: the game grows to `rows` posts over the year, and the
 * post report of the whole year is written as an export job writes it (tableOf, then writeTable's
 * streaming workbook) to a file — its time, size, and the process's peak memory (sampled) beside the
 * memory before it began. It runs last: the posts it adds are not in the rollups.
 */
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { finished } from 'node:stream/promises';
import { postExportInput } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { writeTable } from '../../apps/server/src/modules/reports/export/table.js';
import { tableOf } from '../../apps/server/src/modules/reports/export/tables.js';
import type { Viewer } from '../../apps/server/src/modules/reports/query/scope.js';
import type { Seeded } from '../feeds/list-seed.js';
import { seedPosts } from './seed.js';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export async function measureExport(
  database: Database,
  seeded: Seeded,
  viewer: Viewer,
  posts: number,
  rows: number,
) {
  const { db } = database;
  const started = performance.now();
  if (rows > posts) {
    await seedPosts(db, seeded, posts, rows - posts);
    await db.execute(sql`vacuum analyze report_posts`);
    await db.execute(sql`vacuum analyze account_posts`);
  }
  console.log(
    `\nexport: the game grown to ${rows.toLocaleString('en')} posts in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const today = new Date();
  const start = new Date(today.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
  const input = postExportInput.parse({
    range: { start, end: today.toISOString().slice(0, 10) },
    compare: { mode: 'none' },
    format: 'xlsx',
  });
  const dir = mkdtempSync(join(tmpdir(), 'herald-bench-export-'));
  const path = join(dir, 'posts.xlsx');
  global.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 25);
  const t0 = performance.now();
  const table = await tableOf(db, viewer, { report: 'post', input });
  const out = createWriteStream(path);
  const written = await writeTable(table, 'xlsx', out);
  await finished(out);
  const took = performance.now() - t0;
  clearInterval(sampler);
  console.log(
    `export: ${written.toLocaleString('en')} rows × ${table.columns.length} columns to XLSX (${mb(statSync(path).size)}) in ${(took / 1000).toFixed(1)} s; ` +
      `RSS ${mb(before.rss)} before, peak ${mb(peak)} (+${mb(peak - before.rss)}); JS heap ${mb(before.heapUsed)} before, peak ${mb(peakHeap)}` +
      (database.kind === 'pglite' ? ' — RSS includes the embedded database' : ''),
  );
  rmSync(dir, { recursive: true, force: true });
}
