/**
 * The SQL one request runs, and how long that SQL takes on its own: the statements are recorded while
 * the request runs (by wrapping the database client's `query`, the one door drizzle goes through), then
 * replayed straight on the client (the job queue's own polling left out), without HTTP, the guard or the handler's JavaScript.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../../apps/server/src/db/client.js';

interface Statement {
  text: string;
  params: unknown[];
}

type Query = (text: unknown, params?: unknown, options?: unknown) => Promise<unknown>;

function statementOf(text: unknown, params: unknown): Statement {
  const query = typeof text === 'string' ? text : String((text as { text: string }).text);
  return { text: query, params: Array.isArray(params) ? params : [] };
}

function client(database: Database): { query: Query } {
  return (database.kind === 'postgres' ? database.pool : database.pglite) as unknown as { query: Query };
}

/** The statements `run` sends to the database, in order. */
export async function recordStatements(database: Database, run: () => Promise<void>): Promise<Statement[]> {
  const target = client(database);
  const original = target.query;
  const seen: Statement[] = [];
  target.query = function (this: unknown, text, params, options) {
    const statement = statementOf(text, params);
    // The job queue polls on the same client; its statements are not the request's.
    if (!statement.text.includes('pgboss')) seen.push(statement);
    return original.call(this, text, params, options);
  };
  try {
    await run();
  } finally {
    target.query = original;
  }
  return seen;
}

/** The median time (ms) of running the statements one after another, `rounds` times. */
export async function replayTime(
  database: Database,
  statements: Statement[],
  rounds: number,
): Promise<number> {
  const { query } = client(database);
  const target = client(database);
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    for (const { text, params } of statements) await query.call(target, text, params);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}
