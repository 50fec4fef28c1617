import type { TokenVault } from '../../crypto/tokens.js';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import type { Platforms } from '../../platforms/registry.js';

/** What the accounts module works with. */
export interface AccountDeps {
  db: Db;
  vault: TokenVault;
  platforms: Platforms;
  queue: JobQueue;
  logger: Logger;
  /** The console's public origin (PUBLIC_URL); without it the request's own origin is used. */
  publicUrl: string | undefined;
}
