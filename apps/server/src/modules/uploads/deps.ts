import type { Db } from '../../db/client.js';
import type { Guard } from '../../http/guard.js';
import type { Logger } from '../../logger.js';
import type { UploadSigner } from './signing.js';
import type { UploadStorage } from './storage.js';

/** What the uploads module works with; built once per app by `createUploads`. */
export interface UploadsDeps {
  db: Db;
  storage: UploadStorage;
  signer: UploadSigner;
  logger: Logger;
  /** The one guard, which admits a tus request carrying the console's session instead of a token. */
  guard: Guard;
}
