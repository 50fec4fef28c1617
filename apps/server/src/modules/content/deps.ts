import type { ReviewContentType, SocialNetwork } from '@herald/contract';
import type { Config } from '../../config.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { TenantRequestContext } from '../../http/context.js';
import type { AccountDeps } from '../accounts/index.js';
import { finishedMedia, mediaForPublishing, type PublishableMedia } from '../uploads/index.js';
import type { ContentPlan, ContentRow, TargetRow } from './store.js';

/** An uploaded file as recorded when it was uploaded: the only facts about media Herald trusts. */
export type StoredMedia = PublishableMedia;

/** Where the content module reads uploads from (the uploads module in the app, a fake nowhere). */
export interface MediaStore {
  /** The game's finished uploads with these ids, in the order asked; anything else is refused. */
  files(db: DbOrTx, gameId: number, ids: readonly number[]): Promise<StoredMedia[]>;
  /** The game's finished uploads among these ids, the others left out (for what only shows them). */
  found(db: DbOrTx, gameId: number, ids: readonly number[]): Promise<StoredMedia[]>;
}

/** A submission as approval sees it: the content, what it asks for, where it goes. */
export interface ApprovalSubmission {
  row: ContentRow;
  body: ContentPlan;
  targets: readonly TargetRow[];
  contentType: ReviewContentType;
}

/**
 * Approval as the content module needs it. The review module provides it: approval reads and moves
 * contents, so content must not depend on review; it is handed this port instead.
 */
export interface Approval {
  /**
   * Sends a submission to approval when it needs it, in the submitting transaction. False when no
   * approval is needed (the caller publishes or schedules it); refuses a review level SPEC §5 forbids.
   */
  submit(tx: Tx, ctx: TenantRequestContext, submission: ApprovalSubmission): Promise<boolean>;
  /** The author withdrew the content: its pending approval ends and its reviewers are told. */
  cancel(tx: Tx, row: ContentRow): Promise<void>;
  /**
   * The least level a submission needs when no person picks one (an inbox reply, a rule's reply):
   * null where no switch requires approval for its kind on its accounts' networks.
   */
  leastLevel(db: DbOrTx, request: LevelRequest): Promise<number | null>;
}

/** What decides the level a submission needs: its kind, author and accounts. */
export interface LevelRequest {
  gameId: number;
  contentType: ReviewContentType;
  authorEmail: string;
  accounts: readonly { id: number; network: SocialNetwork }[];
}

/** What the content module works with: the accounts module's (to call networks), media and approval. */
export interface ContentDeps extends AccountDeps {
  media: MediaStore;
  approval: Approval;
  /**
   * How long a worker may hold a publish call before another may assume it died. The publish queues'
   * job expiry matches it, so a killed worker's job comes back only after the lease has passed.
   */
  leaseSeconds: number;
  /** The wait before looking up an unknown outcome, doubled with each try. */
  reconcileSeconds: number;
}

/**
 * The content module's dependencies: the accounts module's, the publishing settings, approval, and
 * uploads as media.
 */
export function contentDeps(
  accounts: AccountDeps,
  config: Pick<Config, 'PUBLISH_LEASE_SECONDS' | 'PUBLISH_RECONCILE_SECONDS'>,
  approval: Approval,
  // The game's finished uploads, as the server recorded them.
  media: MediaStore = { files: mediaForPublishing, found: finishedMedia },
): ContentDeps {
  return {
    ...accounts,
    media,
    approval,
    leaseSeconds: config.PUBLISH_LEASE_SECONDS,
    reconcileSeconds: config.PUBLISH_RECONCILE_SECONDS,
  };
}
