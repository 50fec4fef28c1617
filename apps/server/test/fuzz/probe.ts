import { API_PREFIX, type Endpoint, HEADERS } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { queryRows } from '../../src/db/rows.js';
import type { Caller } from '../factories.js';

/**
 * Tables a refused request may rightly write: a failed sign-in is counted (that is how the throttle
 * works) and a session's last use is kept.
 */
const WRITTEN_ON_REFUSAL = new Set(['sign_in_failures', 'sessions']);

/** One digest of every row of every table of the application (the queue's own schema aside). */
export async function fingerprintQuery(database: Database): Promise<() => Promise<string>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables
    .map((table) => table.name)
    .filter((name) => !WRITTEN_ON_REFUSAL.has(name) && !name.startsWith('__drizzle'))
    .map(
      (name) =>
        `select '${name}' as t, md5(coalesce(string_agg(md5(r::text), '' order by md5(r::text)), '')) as h from "${name}" r`,
    );
  const digest = sql.raw(
    `select md5(string_agg(t || h, ',' order by t)) as digest from (${parts.join(' union all ')}) d`,
  );
  return async () => (await queryRows<{ digest: string }>(database.db, digest))[0]?.digest ?? '';
}

export interface Answer {
  status: number;
  /** The envelope's code, or null when the answer is not an envelope. */
  code: number | null;
  /** A file was answered (exports), not an envelope. */
  file: boolean;
}

/** Sends a body to an endpoint as a signed-in member of the game, with the console's headers. */
export async function send(
  app: FastifyInstance,
  endpoint: Endpoint,
  body: unknown,
  as: Caller,
  commonParams: unknown,
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/${endpoint.path}`,
    payload: JSON.stringify(body ?? null),
    headers: {
      'content-type': 'application/json',
      cookie: as.cookie,
      [HEADERS.csrf]: as.csrf,
      [HEADERS.commonParams]: JSON.stringify(commonParams),
    },
  });
  const file = response.statusCode === 200 && Boolean(response.headers['content-disposition']);
  let code: number | null = null;
  if (!file) {
    try {
      const parsed = JSON.parse(response.body) as { code?: unknown; msg?: unknown };
      if (typeof parsed.code === 'number' && typeof parsed.msg === 'string' && 'data' in parsed)
        code = parsed.code;
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
    }
  }
  return { status: response.statusCode, code, file };
}
