import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Guard } from '../../http/guard.js';
import type { Logger } from '../../logger.js';
import type { UploadsDeps } from './deps.js';
import { configureMediaLinks } from './links.js';
import { registerMediaRoute } from './serve.js';
import { UploadSigner } from './signing.js';
import { createUploadStorage } from './storage.js';
import { registerTus } from './tus.js';

export { type BlockReason, setBlocked } from './blocked.js';
export type { UploadsDeps } from './deps.js';
export { type DerivedFile, fillMediaFacts, storeDerivedFile } from './derived.js';
export { appBaseUrl, configureMediaLinks, mediaUrl } from './links.js';
export { uploadRoutes } from './routes.js';
export {
  finishedMedia,
  mediaFileOf,
  mediaForPublishing,
  notUsable,
  type PublishableMedia,
  type UploadRow,
} from './service.js';
export { collect, createUploadStorage, type UploadStorage } from './storage.js';

/** The uploads module of one app: its storage (local disk or S3) and its signer. */
export function createUploads(config: Config, db: Db, logger: Logger, guard: Guard): UploadsDeps {
  return { db, storage: createUploadStorage(config), signer: UploadSigner.fromConfig(config), logger, guard };
}

/**
 * Mounts what is not a contract endpoint: the tus endpoint and the signed media links, whose base is
 * PUBLIC_URL or else the address this app ends up listening on.
 */
export async function registerUploads(
  app: FastifyInstance,
  config: Config,
  deps: UploadsDeps,
): Promise<void> {
  configureMediaLinks(config, () => (app.server.listening ? app.server.address() : null));
  await registerTus(app, deps);
  registerMediaRoute(app, deps);
}
