import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.js';
import * as schema from './schema/index.js';

/** Connections the read pool opens at most (report queries only). */
const READ_POOL_SIZE = 10;

const readPools = new Map<string, { db: Db; pool: pg.Pool }>();

/**
 * The database report queries read: a pool on the PostgreSQL read replica when DATABASE_READ_URL is
 * set beside DATABASE_URL, else the main database. One pool per replica per process, shared by the
 * API and the workers; a replica lags its primary by moments, which a report of past days tolerates.
 */
export function readDatabase(
  config: { DATABASE_URL?: string | undefined; DATABASE_READ_URL?: string | undefined },
  primary: Db,
  onConnectionError?: (error: Error) => void,
): Db {
  const url = config.DATABASE_READ_URL;
  if (!url || !config.DATABASE_URL) return primary;
  const known = readPools.get(url);
  if (known) return known.db;
  const pool = new pg.Pool({ connectionString: url, max: READ_POOL_SIZE });
  pool.on('error', (error) => onConnectionError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => onConnectionError?.(error)));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  readPools.set(url, { db, pool });
  return db;
}

/**
 * Ends the replica pools this process opened, once nothing reads through them any more: on shutdown,
 * after the server and the workers have stopped (the pools are shared by both), before the primary.
 */
export async function closeReadDatabases(): Promise<void> {
  const open = [...readPools.values()];
  readPools.clear();
  await Promise.all(open.map(({ pool }) => pool.end()));
}
