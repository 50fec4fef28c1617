import type { SocialNetwork } from '@herald/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { socialAccounts } from '../../../db/schema/index.js';
import { markDeleted, markHidden } from '../ingest/deletions.js';
import { type IngestDeps, ingestItems } from '../ingest/ingest.js';
import { commentItems, isOwnAuthor, mentionItems, NO_REFERENCES } from '../ingest/items.js';
import type { IncomingItem, IngestAccount } from '../ingest/types.js';
import type { Delivery, PushedMessage, PushedReaction } from './delivery.js';

/** Pushed messages: where the conversation is not named, the person finds it among stored messages. */
function messageItems(messages: readonly PushedMessage[]): IncomingItem[] {
  return messages.map((message) => ({
    ...NO_REFERENCES,
    source: 'message',
    remoteId: message.id,
    feedType: message.fromAccount ? 'other_message' : 'message',
    conversationId: message.conversationId,
    peerId: message.peerId,
    authorId: message.senderId,
    authorName: message.senderName,
    text: message.text,
    createdAt: message.createdAt,
  }));
}

/** Reactions by people (the account's own are no inbox item): one per person and post or comment. */
function reactionItems(account: IngestAccount, reactions: readonly PushedReaction[]): IncomingItem[] {
  return reactions
    .filter((reaction) => !isOwnAuthor(account, reaction.authorId, reaction.authorName))
    .map((reaction) => ({
      ...NO_REFERENCES,
      source: 'reaction',
      remoteId: `${reaction.targetId}:${reaction.authorId}`,
      feedType: 'like',
      postRemoteId: reaction.postId,
      parentRemoteId: reaction.targetId === reaction.postId ? null : reaction.targetId,
      authorId: reaction.authorId,
      authorName: reaction.authorName,
      text: reaction.reaction,
      createdAt: reaction.createdAt,
    }));
}

const keyOf = (network: SocialNetwork, socialId: string) => `${network}:${socialId}`;

/** The connected accounts the deliveries name (one look-up per network). */
async function accountsOf(
  deps: IngestDeps,
  deliveries: readonly Delivery[],
): Promise<Map<string, IngestAccount>> {
  const byNetwork = new Map<SocialNetwork, Set<string>>();
  for (const delivery of deliveries) {
    const ids = byNetwork.get(delivery.network) ?? new Set<string>();
    ids.add(delivery.socialId);
    byNetwork.set(delivery.network, ids);
  }
  const found = new Map<string, IngestAccount>();
  for (const [network, ids] of byNetwork) {
    const rows = await deps.db
      .select({ id: socialAccounts.id, gameId: socialAccounts.gameId, socialId: socialAccounts.socialId })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.socialChannel, network), inArray(socialAccounts.socialId, [...ids])));
    for (const row of rows) found.set(keyOf(network, row.socialId), { ...row, network });
  }
  return found;
}

export interface Stored {
  inserted: number[];
  changed: number[];
}

/**
 * Stores what webhooks delivered, through the same ingestion as a poll: the same item by either path
 * is one row. Deliveries for accounts Herald does not hold (disconnected, another installation's) are
 * dropped.
 */
export async function storeDeliveries(deps: IngestDeps, deliveries: readonly Delivery[]): Promise<Stored> {
  const stored: Stored = { inserted: [], changed: [] };
  const accounts = await accountsOf(deps, deliveries);
  for (const delivery of deliveries) {
    const account = accounts.get(keyOf(delivery.network, delivery.socialId));
    if (!account) continue;
    const items = [
      ...delivery.comments.flatMap(({ postId, comment, permalink }) =>
        commentItems(account, postId, [comment], permalink),
      ),
      ...messageItems(delivery.messages),
      ...reactionItems(account, delivery.reactions),
      ...mentionItems(delivery.mentions),
    ];
    const outcome = await ingestItems(deps, account, items);
    stored.inserted.push(...outcome.inserted);
    stored.changed.push(...outcome.changed);
    for (const source of ['comment', 'message', 'reaction'] as const) {
      const ids = delivery.removed
        .filter((removed) => removed.source === source)
        .map((removed) => removed.remoteId);
      stored.changed.push(...(await markDeleted(deps.db, account.id, source, ids)));
      const hidden = delivery.hidden.filter((change) => change.source === source);
      stored.changed.push(...(await markHidden(deps.db, account.id, source, hidden)));
    }
  }
  return stored;
}
