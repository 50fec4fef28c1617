import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  areaIdSchema,
  EXPORT_MAX_ROWS,
  type ExportJob,
  type ExportJobInput,
  exportJobInput,
  type FileDownload,
} from '@herald/contract';
import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { reportExports, users } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { JobDefinition, JobSpec } from '../../../jobs/queue.js';
import { loadTenant } from '../../perm/index.js';
import type { ReportsDeps } from '../deps.js';
import type { Viewer } from '../query/scope.js';
import { assertWritable, mediaTypes } from './direct.js';
import { writeTable } from './table.js';
import { tableOf } from './tables.js';

/** How long a finished export's file is kept. */
const KEEP_HOURS = 24;

/** What a job row keeps of its request: the export asked, and the area it was asked in. */
const storedInput = z.object({ request: exportJobInput, area: areaIdSchema });

const payload = z.object({ id: z.string() });

/** Writes one export job's file. Not retried: a failure is recorded on the job for the user to see. */
export const exportSpec: JobSpec<typeof payload> = {
  name: 'reports.export',
  payload,
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 60 * 60,
};

/** Removes exports older than a day, their files too. Safe to repeat. */
export const exportCleanupSpec: JobSpec<z.ZodObject> = {
  name: 'reports.export-cleanup',
  payload: z.object({}),
  retryLimit: 1,
  retryDelaySeconds: 300,
};

type ExportRow = typeof reportExports.$inferSelect;

const statusOf = (row: ExportRow): ExportJob => ({
  id: row.id,
  state: row.state,
  progress: row.progress,
  rows: row.rows,
  filename: row.filename,
  error: row.error,
});

/** Starts an export job: the report's rows are counted first (no rows, or too many, are refused). */
export async function startExport(
  deps: ReportsDeps,
  viewer: Viewer,
  request: ExportJobInput,
): Promise<ExportJob> {
  const table = await tableOf(deps.readDb, viewer, request);
  assertWritable(table, EXPORT_MAX_ROWS);
  const id = randomUUID();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reportExports)
      .values({
        id,
        gameId: viewer.tenant.gameId,
        userId: viewer.user.id,
        report: request.report,
        input: { request, area: viewer.tenant.areaId },
        rows: table.total,
      })
      .returning();
    await deps.queue.send(exportSpec, { id }, tx);
    return created;
  });
  if (!row) throw new Error('export not recorded');
  return statusOf(row);
}

/** One of the caller's own exports in this game (anyone else's is not found). */
async function ownExport(deps: ReportsDeps, viewer: Viewer, id: string): Promise<ExportRow> {
  const [row] = await deps.db
    .select()
    .from(reportExports)
    .where(
      and(
        eq(reportExports.id, id),
        eq(reportExports.gameId, viewer.tenant.gameId),
        eq(reportExports.userId, viewer.user.id),
      ),
    );
  if (!row) throw new AppError('not_found');
  return row;
}

export async function exportStatus(deps: ReportsDeps, viewer: Viewer, id: string): Promise<ExportJob> {
  return statusOf(await ownExport(deps, viewer, id));
}

export async function exportDownload(deps: ReportsDeps, viewer: Viewer, id: string): Promise<FileDownload> {
  const row = await ownExport(deps, viewer, id);
  if (row.state !== 'ready' || !row.path || !row.filename) throw new AppError('export_not_ready');
  const format = row.filename.endsWith('.csv') ? 'csv' : 'xlsx';
  return {
    filename: row.filename,
    mediaType: mediaTypes[format],
    body: new Uint8Array(await readFile(row.path)),
  };
}

/** The job's viewer, as the request that started it: its user's standing in the game now. */
async function viewerOf(
  deps: ReportsDeps,
  row: ExportRow,
  area: z.infer<typeof areaIdSchema>,
): Promise<Viewer> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, name: users.name, type: users.type, isSuper: users.isSuper })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user) throw new AppError('not_found');
  return { user, tenant: await loadTenant(deps.db, user, row.gameId, area) };
}

async function runExport(deps: ReportsDeps, id: string): Promise<void> {
  const [row] = await deps.db.select().from(reportExports).where(eq(reportExports.id, id));
  if (row?.state !== 'queued') return;
  const update = (values: Partial<ExportRow>) =>
    deps.db.update(reportExports).set(values).where(eq(reportExports.id, id));
  await update({ state: 'running' });
  try {
    const { request, area } = storedInput.parse(row.input);
    const table = await tableOf(deps.readDb, await viewerOf(deps, row, area), request);
    assertWritable(table, EXPORT_MAX_ROWS);
    const dir = join(deps.exportDir, String(row.gameId));
    await mkdir(dir, { recursive: true });
    const path = join(dir, `${id}.${request.input.format}`);
    const rows = await writeTable(table, request.input.format, createWriteStream(path), (written) =>
      update({ progress: Math.min(99, Math.floor((written * 100) / table.total)) }).then(() => undefined),
    );
    await update({
      state: 'ready',
      progress: 100,
      rows,
      path,
      filename: `${table.name}.${request.input.format}`,
      finishedAt: new Date(),
    });
  } catch (error) {
    await update({
      state: 'failed',
      error: error instanceof AppError ? error.id : 'operate_fail',
      finishedAt: new Date(),
    });
    throw error;
  }
}

async function cleanExports(deps: ReportsDeps): Promise<void> {
  const before = new Date(Date.now() - KEEP_HOURS * 3_600_000);
  const old = await deps.db
    .delete(reportExports)
    .where(lt(reportExports.createdAt, before))
    .returning({ path: reportExports.path });
  for (const { path } of old) if (path) await rm(path, { force: true });
}

export function exportJobDefinitions(deps: ReportsDeps): JobDefinition<z.ZodType>[] {
  return [
    { ...exportSpec, concurrency: 2, handle: (job: z.infer<typeof payload>) => runExport(deps, job.id) },
    { ...exportCleanupSpec, cron: '23 * * * *', handle: () => cleanExports(deps) },
  ];
}
