import type { TokenVault } from '../../crypto/tokens.js';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import type { OutboundPolicy } from '../../outbound/index.js';

/**
 * What review configuration works with: the database, the vault (chat webhook addresses), the
 * outbound policy chat addresses are checked and posted through, a logger.
 */
export interface ReviewConfigDeps {
  db: Db;
  vault: TokenVault;
  outbound: OutboundPolicy;
  logger: Logger;
}
