import type { TokenVault } from '../../crypto/tokens.js';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../logger.js';

/** What review configuration works with: the database, the vault (chat webhook addresses), a logger. */
export interface ReviewConfigDeps {
  db: Db;
  vault: TokenVault;
  logger: Logger;
}
