import type { SocialNetwork } from '@herald/contract';
import { PlatformError } from '../../../platforms/errors.js';
import type { AccountRef, PlatformAdapter } from '../../../platforms/types.js';
import { type EngagementBody, engagementOf, wordsOf } from '../engagement-body.js';
import type { AccountCall, Call, TargetSender } from './sender.js';

/** Pages read when looking for what an earlier call made (newest first, so it is near the top). */
const LOOK_UP_PAGES = 3;

/**
 * Comments, replies, likes and private messages. A comment or message made by a call whose answer was
 * lost is found again among the account's own comments or messages with the same words since the
 * call; a like is the same whichever way it ends, so it is simply sent again.
 */
export class EngagementSender implements TargetSender {
  constructor(private readonly network: SocialNetwork) {}

  private unsupported(what: string): PlatformError {
    return new PlatformError(
      this.network,
      'unsupported',
      `${what} is not possible through this network's API`,
    );
  }

  async send(call: Call, on: AccountCall) {
    const body = engagementOf(call.content);
    const target = body.target.social_id;
    switch (body.content_type) {
      case 'like':
        await on((adapter, account) => adapter.like(account, target));
        return { postId: target, permalink: body.target.link };
      case 'message': {
        const recipient = body.target.recipient_id ?? '';
        const id = await on((adapter, account) => {
          if (!adapter.sendMessage) throw this.unsupported('Sending private messages');
          // One key per target and round: a re-send of this message is the same message.
          const key = `message:${call.target.id}:${call.attempt.round}`;
          return adapter.sendMessage(account, recipient, body.text, key);
        });
        return { postId: id, permalink: null };
      }
      default: {
        const id = await on((adapter, account) => adapter.comment(account, target, body.text));
        return { postId: id, permalink: null };
      }
    }
  }

  async find(call: Call, on: AccountCall, since: Date) {
    const body = engagementOf(call.content);
    if (body.content_type === 'like') return null;
    const id = await on((adapter, account) =>
      body.content_type === 'message'
        ? this.findMessage(adapter, account, body, since)
        : this.findComment(adapter, account, body, since),
    );
    return id ? { postId: id, permalink: null } : null;
  }

  private async findComment(
    adapter: PlatformAdapter,
    account: AccountRef,
    body: EngagementBody,
    since: Date,
  ) {
    if (!adapter.readComments) throw this.unsupported('Reading comments back');
    const reply = body.content_type === 'reply';
    const postId = reply ? (body.target.post_id ?? '') : body.target.social_id;
    const words = wordsOf(body);
    let cursor: string | null = null;
    for (let page = 0; page < LOOK_UP_PAGES; page += 1) {
      const found = await adapter.readComments(account, postId, cursor);
      const match = found.comments.find(
        (comment) =>
          comment.authorId === account.socialId &&
          comment.text.trim() === words &&
          comment.createdAt.getTime() >= since.getTime() &&
          (!reply || comment.parentId === body.target.social_id),
      );
      if (match) return match.id;
      cursor = found.next;
      if (!cursor) return null;
    }
    return null;
  }

  private async findMessage(
    adapter: PlatformAdapter,
    account: AccountRef,
    body: EngagementBody,
    since: Date,
  ) {
    if (!adapter.readMessages) throw this.unsupported('Reading messages back');
    const words = wordsOf(body);
    let cursor: string | null = null;
    for (let page = 0; page < LOOK_UP_PAGES; page += 1) {
      const found = await adapter.readMessages(account, cursor);
      const match = found.messages.find(
        (message) =>
          message.fromAccount &&
          message.conversationId === body.target.social_id &&
          message.text.trim() === words &&
          message.createdAt.getTime() >= since.getTime(),
      );
      if (match) return match.id;
      cursor = found.next;
      if (!cursor) return null;
    }
    return null;
  }
}
