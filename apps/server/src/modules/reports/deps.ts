import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import type { AccountDeps } from '../accounts/index.js';

/**
 * What reports are built from: the accounts whose metrics are read (and their adapters), the database
 * readings are written to, and the one report queries read — a read replica when DATABASE_READ_URL is
 * set, else the same database.
 */
export interface ReportsDeps {
  db: Db;
  readDb: Db;
  queue: JobQueue;
  logger: Logger;
  accounts: AccountDeps;
  /** Where export jobs write their files. */
  exportDir: string;
}
