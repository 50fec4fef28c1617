import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import type { AccountDeps } from '../accounts/deps.js';
import { mediaForPublishing, type PublishableMedia } from '../uploads/index.js';

/** An uploaded file as recorded when it was uploaded: the only facts about media Herald trusts. */
export type StoredMedia = PublishableMedia;

/** Where the content module reads uploads from (the uploads module in the app, a fake nowhere). */
export interface MediaStore {
  /** The game's finished uploads with these ids, in the order asked; anything else is refused. */
  files(db: DbOrTx, gameId: number, ids: readonly number[]): Promise<StoredMedia[]>;
}

/** What the content module works with: the accounts module's (to call networks) plus media. */
export interface ContentDeps extends AccountDeps {
  media: MediaStore;
  /**
   * How long a worker may hold a publish call before another may assume it died. The publish queues'
   * job expiry matches it, so a killed worker's job comes back only after the lease has passed.
   */
  leaseSeconds: number;
  /** The wait before looking up an unknown outcome, doubled with each try. */
  reconcileSeconds: number;
}

/** The content module's dependencies: the accounts module's, the publishing settings, uploads as media. */
export function contentDeps(
  accounts: AccountDeps,
  config: Pick<Config, 'PUBLISH_LEASE_SECONDS' | 'PUBLISH_RECONCILE_SECONDS'>,
  // The game's finished uploads, as the server recorded them.
  media: MediaStore = { files: mediaForPublishing },
): ContentDeps {
  return {
    ...accounts,
    media,
    leaseSeconds: config.PUBLISH_LEASE_SECONDS,
    reconcileSeconds: config.PUBLISH_RECONCILE_SECONDS,
  };
}
