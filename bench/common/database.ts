/**
 * A benchmark's database: PGlite on disk by default (a big game does not fit in WebAssembly memory),
 * or a scratch database on the PostgreSQL server DATABASE_URL names, dropped afterwards (KEEP=1 keeps
 * it to look into). Also what every benchmark times with: a signed-in caller's headers, percentiles.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COOKIES, HEADERS } from '@herald/contract';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import {
  createPglite,
  type Database,
  type Db,
  migrateDatabase,
  openDatabase,
  openPglite,
} from '../../apps/server/src/db/client.js';
import { createJobQueue } from '../../apps/server/src/jobs/queue.js';
import { createLogger } from '../../apps/server/src/logger.js';
import { createSession } from '../../apps/server/src/modules/auth/sessions.js';

export interface BenchDatabase {
  database: Database;
  label: string;
  drop: () => Promise<void>;
}

export async function openBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), `${prefix.replaceAll('_', '-')}-`));
    const database = await openPglite(createPglite({ dataDir: dir }));
    return { database, label: 'PGlite', drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: scratch.href, dataDir: '' });
  const version = await admin.query<{ server_version: string }>('show server_version');
  return {
    database,
    label: `PostgreSQL ${version.rows[0]?.server_version ?? ''}`,
    drop: async () => {
      if (process.env.KEEP) console.log(`kept the database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const dialect = new PgDialect();

/** A statement's plan (EXPLAIN, not run), one line per plan line. */
export async function explain(database: Database, statement: SQL): Promise<string[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const plan =
    database.kind === 'postgres'
      ? await database.pool.query(`explain ${text}`, params)
      : await database.pglite.query(`explain ${text}`, params);
  return (plan.rows as Record<string, string>[]).map((row) => String(Object.values(row)[0]));
}

/** The headers of a signed-in console call by `userId` in the game (session cookie, CSRF, context). */
export async function sessionHeaders(
  db: Db,
  userId: number,
  gameId: number,
): Promise<Record<string, string>> {
  const { token, session } = await createSession(db, userId, { idleMinutes: 600, absoluteHours: 24 });
  return {
    cookie: `${COOKIES.session}=${token}`,
    [HEADERS.csrf]: session.csrfToken,
    [HEADERS.commonParams]: JSON.stringify({ game_id: gameId, area_id: 'asia' }),
  };
}

/** The p-th percentile of timings (nearest rank). */
export const percentile = (times: readonly number[], p: number): number =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;

/**
 * The console's app on a benchmark's database, migrated, as tests build it (no web files, no
 * emulator), with its job queue (stop it before dropping the database).
 */
export async function openBenchApp(prefix: string) {
  const { database, label, drop } = await openBenchDatabase(prefix);
  await migrateDatabase(database);
  const logger = createLogger('silent');
  const queue = await createJobQueue(database, logger, []);
  const config = loadConfig({ WEB_DIST: '', HERALD_ENV: 'test', EMULATOR: 'off' });
  const app = await buildApp({ config, database, queue, logger });
  await app.ready();
  return { database, db: database.db, label, drop, queue, app };
}
