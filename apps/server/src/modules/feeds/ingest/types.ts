import type {
  FeedLanguage,
  FeedState,
  FeedType,
  IssueClass,
  Sentiment,
  SocialNetwork,
} from '@herald/contract';
import type { Tx } from '../../../db/client.js';
import type { FeedSource } from '../../../db/schema/index.js';

/** The connected account items arrive for. */
export interface IngestAccount {
  id: number;
  gameId: number;
  network: SocialNetwork;
  /** The account's id on the network (a Page id, a channel id…), which tells its own items apart. */
  socialId: string;
}

/**
 * One network item as read by a poll or pushed by a webhook, already typed (see `items.ts`). Whatever
 * path it came by, (account, source, remoteId) names it.
 */
export interface IncomingItem {
  source: FeedSource;
  remoteId: string;
  feedType: FeedType;
  postRemoteId: string | null;
  parentRemoteId: string | null;
  conversationId: string | null;
  /**
   * For a message whose conversation the network did not name (webhooks): the person on the other side,
   * by whom the conversation is found among the account's stored messages.
   */
  peerId: string | null;
  authorId: string | null;
  authorName: string | null;
  authorAvatar: string | null;
  text: string;
  permalink: string | null;
  createdAt: Date;
}

/** A row just stored, as the smart rules see it. */
export interface IngestedItem {
  id: number;
  gameId: number;
  accountId: number;
  network: SocialNetwork;
  source: FeedSource;
  feedType: FeedType;
  remoteId: string;
  postRemoteId: string | null;
  parentRemoteId: string | null;
  conversationId: string | null;
  authorId: string | null;
  authorName: string | null;
  authorFollowers: number | null;
  text: string;
  language: FeedLanguage | null;
  sentiment: Sentiment;
  state: FeedState;
  issueClasses: IssueClass[];
  createdAt: Date;
}

/**
 * What runs on newly stored items inside the transaction that stored them (the smart rules). Items
 * seen before — edits, restorations, the same item by another path — are not handed to it again.
 */
export type AfterInsert = (tx: Tx, rows: readonly IngestedItem[]) => Promise<void>;

/** What one ingestion changed: the ids of the rows it created and of those it changed. */
export interface IngestOutcome {
  inserted: number[];
  changed: number[];
}
