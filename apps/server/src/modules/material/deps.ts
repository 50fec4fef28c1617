import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../notices/index.js';
import { appBaseUrl, createUploadStorage, type UploadStorage } from '../uploads/index.js';

/**
 * What the material library works with: the database, the queue of its jobs (previews, the expiry
 * sweep, e-mails), the uploads' store (the previews read files from it and write their derived files
 * to it) and the mail transport (null: console notices only, and no outside reviewer is written to).
 */
export interface MaterialDeps {
  db: Db;
  queue: JobQueue;
  logger: Logger;
  mailer: Mailer | null;
  storage: UploadStorage;
  /** The console's public origin, for the links in e-mails. */
  consoleUrl: () => string;
}

/** The material library's dependencies from the process's foundation and its one mailer. */
export function materialDeps(
  base: Pick<MaterialDeps, 'db' | 'queue' | 'logger'> & { config: Config },
  mailer: Mailer | null,
): MaterialDeps {
  return {
    db: base.db,
    queue: base.queue,
    logger: base.logger,
    mailer,
    storage: createUploadStorage(base.config),
    consoleUrl: appBaseUrl,
  };
}
