import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import type { AccountDeps } from '../accounts/index.js';
import type { Mailer } from '../notices/index.js';
import type { SentimentJudge } from '../sentiment/index.js';

/**
 * What listening works with: the database, the queue its fetch and alert jobs travel on, the accounts
 * whose credentials search the networks, the inbox's sentiment judge (classifier and the game's rules),
 * the mail transport spike alerts are written to (null: console notices only) and the configuration
 * (the X access level, Steam's address).
 */
export interface ListeningDeps {
  db: Db;
  queue: JobQueue;
  logger: Logger;
  accounts: AccountDeps;
  judge: SentimentJudge;
  mailer: Mailer | null;
  config: Config;
  /** The console's public origin, for the links in e-mails. */
  consoleUrl: () => string;
}

/**
 * Listening's dependencies from the process's foundation, the accounts, the judge, the mailer and the
 * console's origin (the uploads module's, handed in by the wiring: listening does not use uploads).
 */
export function listeningDeps(
  base: Pick<ListeningDeps, 'db' | 'queue' | 'logger' | 'config'>,
  parts: Pick<ListeningDeps, 'accounts' | 'judge' | 'mailer' | 'consoleUrl'>,
): ListeningDeps {
  return { ...base, ...parts };
}
