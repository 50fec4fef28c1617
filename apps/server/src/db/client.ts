import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: data access takes this so callers choose. */
export type DbOrTx = Db | Tx;

export const MIGRATIONS_FOLDER = resolve(import.meta.dirname, '../../drizzle');

/** The database Herald runs on: embedded PGlite, or PostgreSQL when DATABASE_URL is set. */
export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; connectionString: string; close: () => Promise<void> };

/**
 * An embedded PostgreSQL with the extensions the migrations create (pg_trgm: the material library's
 * name search). Every PGlite Herald opens (server, tests, scripts, benchmarks) is made here, because a
 * data directory that holds an extension opens only with that extension loaded.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

export async function openPglite(pglite: PGlite): Promise<Database> {
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Told about connections the server dropped outside a query (they are replaced, not retried). */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle or closing connection that the server terminates (restart, failover, admin) emits
    // 'error' with no query to deliver it to; the pool replaces it, so it must not crash the process.
    pool.on('error', (error) => options.onConnectionError?.(error));
    pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, connectionString: options.databaseUrl, close: () => pool.end() };
  }
  const dir = resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openPglite(createPglite({ dataDir: dir }));
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(drizzlePg({ client: database.pool }), { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
