import { type SQL, sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../db/client.js';
import type { Logger } from '../logger.js';

/** What a sender needs of a job: its queue name, payload schema and retry policy. */
export interface JobSpec<P extends z.ZodType> {
  name: string;
  payload: P;
  /** Why it may or may not be retried belongs in the definition's comment. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long a job may run; with a heartbeat, how soon a silent (dead) worker's job comes back. */
  expireInSeconds?: number;
  heartbeatSeconds?: number;
}

/** A background job: its spec, optional schedule and handler. */
export interface JobDefinition<P extends z.ZodType> extends JobSpec<P> {
  /** Cron expression (UTC) when the job also runs on a schedule. */
  cron?: string;
  /** Jobs of this queue one process runs at once, side by side (default one). */
  concurrency?: number;
  /** A method, so a definition for a specific payload fits the list of all definitions. */
  handle(payload: z.infer<P>): Promise<void>;
}

export interface JobQueue {
  boss: PgBoss;
  /** Enqueue; pass the open transaction so the job exists only if the change commits. */
  send<P extends z.ZodType>(
    job: JobSpec<P>,
    payload: z.infer<P>,
    tx?: DbOrTx,
    /** Not before this instant (a scheduled publish, a rate limit's wait). */
    startAfter?: Date,
  ): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * pg-boss runs its insert on our open transaction, so the job is committed (or rolled back) with the
 * change that caused it. Both drivers answer execute() with `{ rows }`.
 */
function inTransaction(tx: DbOrTx) {
  return fromDrizzle(
    {
      execute: async (query: unknown) => {
        const result: unknown = await tx.execute(query as SQL);
        if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
          return { rows: result.rows };
        }
        throw new Error('unexpected driver result from execute()');
      },
    },
    sql,
  );
}

const NO_JOB = '00000000-0000-0000-0000-000000000000';

export async function createJobQueue(
  database: Database,
  logger: Logger,
  jobs: readonly JobSpec<z.ZodType>[],
  /** How often expired jobs and silent workers are looked for (pg-boss's default: every 60 seconds). */
  options: { superviseIntervalSeconds?: number } = {},
): Promise<JobQueue> {
  const supervise =
    options.superviseIntervalSeconds === undefined
      ? {}
      : { superviseIntervalSeconds: options.superviseIntervalSeconds };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...supervise })
      : new PgBoss({ connectionString: database.connectionString, max: 4, ...supervise });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  // A queue must exist before anything is sent to it, in every role.
  for (const job of jobs) {
    const options = {
      ...(job.expireInSeconds === undefined ? {} : { expireInSeconds: job.expireInSeconds }),
      ...(job.heartbeatSeconds === undefined ? {} : { heartbeatSeconds: job.heartbeatSeconds }),
    };
    await boss.createQueue(job.name, options);
    // createQueue leaves an existing queue as it is: settings changed since are applied here.
    if (Object.keys(options).length > 0) await boss.updateQueue(job.name, options);
    // Loads the queue into pg-boss's cache now: a first send inside a transaction would otherwise read
    // it through pg-boss's own connection, which on PGlite (one connection) waits for that transaction.
    await boss.getJobById(job.name, NO_JOB);
  }
  return {
    boss,
    send: async (job, payload, tx, startAfter) => {
      const data = job.payload.parse(payload) as object;
      const options = {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        ...(startAfter ? { startAfter } : {}),
      };
      return boss.send(job.name, data, tx ? { ...options, db: inTransaction(tx) } : options);
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

/** Registers the handlers (and schedules) of this process's worker role. */
export async function startWorkers(
  queue: JobQueue,
  jobs: readonly JobDefinition<z.ZodType>[],
  logger: Logger,
  /** How often an idle worker looks for jobs (pg-boss's default: every 2 seconds). */
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  for (const job of jobs) {
    const polling = options.pollingIntervalSeconds;
    // A batch of up to `concurrency` jobs is taken at once and run side by side; a full batch makes
    // pg-boss fetch the next one at once instead of waiting for its polling interval.
    const workOptions = {
      batchSize: job.concurrency ?? 1,
      perJobResults: true as const,
      burstWhenBatchFull: true,
      ...(polling === undefined ? {} : { pollingIntervalSeconds: polling }),
    };
    await queue.boss.work(job.name, workOptions, (batch) =>
      Promise.all(
        batch.map(async (item) => {
          try {
            logger.debug({ job: job.name, id: item.id }, 'job started');
            await job.handle(job.payload.parse(item.data));
            return { id: item.id, status: 'completed' as const };
          } catch (error) {
            // Failed jobs are retried by the queue per the definition's retry policy.
            logger.error({ err: error, job: job.name, id: item.id }, 'job failed');
            const message = error instanceof Error ? error.message : String(error);
            return { id: item.id, status: 'failed' as const, output: { message } };
          }
        }),
      ),
    );
    if (job.cron) await queue.boss.schedule(job.name, job.cron, {});
  }
}
