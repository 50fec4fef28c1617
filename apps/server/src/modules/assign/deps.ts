import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../notices/index.js';
import { appBaseUrl } from '../uploads/index.js';

/**
 * What the assign module works with: the database, the queue its jobs (sweep, proposals, e-mails)
 * travel on, and the mail transport receivers and leads are written to (null: console notices only).
 */
export interface AssignDeps {
  db: Db;
  queue: JobQueue;
  logger: Logger;
  mailer: Mailer | null;
  /** The console's public origin, for the links in e-mails. */
  consoleUrl: () => string;
}

/** The assign module's dependencies from the process's foundation and its one mailer. */
export function assignDeps(
  base: Pick<AssignDeps, 'db' | 'queue' | 'logger'>,
  mailer: Mailer | null,
): AssignDeps {
  return { db: base.db, queue: base.queue, logger: base.logger, mailer, consoleUrl: appBaseUrl };
}
