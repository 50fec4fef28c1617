import { errorMessages, formatErrorMessage, type SocialNetwork } from '@herald/contract';
import { AppError } from '../../../http/errors.js';
import { PlatformError } from '../../../platforms/errors.js';
import type { PublishRequest } from '../../../platforms/types.js';
import type { ContentDeps } from '../deps.js';
import { mediaOf } from '../facts.js';
import { bodyOf } from '../store.js';
import { publishRequestFor } from './request.js';
import type { AccountCall, Call, TargetSender } from './sender.js';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Posts: the network's publish (multi-step where it is), found again by their text and time. */
export class PostSender implements TargetSender {
  constructor(
    private readonly deps: ContentDeps,
    private readonly network: SocialNetwork,
  ) {}

  /**
   * What is sent. A file that may no longer be used (a library material expired or rejected after the
   * post was approved) refuses it before any call: nothing went out, so it fails with the file's
   * reason rather than being taken for an unknown outcome.
   */
  private async request(call: Call): Promise<PublishRequest> {
    const body = bodyOf(call.content);
    const media = await mediaOf(this.deps.db, this.deps.media, call.content.gameId, body).catch(
      (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        const reason = formatErrorMessage(errorMessages.en[error.id], error.params);
        throw new PlatformError(this.network, 'unsupported', reason, { cause: error });
      },
    );
    return publishRequestFor(body, this.network, media);
  }

  async send(call: Call, on: AccountCall, steps: Parameters<TargetSender['send']>[2]) {
    const request = await this.request(call);
    return on((adapter, account) => adapter.publish(account, request, steps));
  }

  async find(call: Call, on: AccountCall, since: Date) {
    const request = await this.request(call);
    const found = await on((adapter, account) => adapter.findPublished(account, request, since));
    return found ? { postId: found.id, permalink: found.permalink } : null;
  }

  /** Instagram's first comment goes right after the post; its failure does not undo the post. */
  async followUp(
    call: Call,
    on: AccountCall,
    result: { postId: string },
    steps: Parameters<TargetSender['send']>[2],
  ): Promise<string | null> {
    const text = bodyOf(call.content).options.instagram?.first_comment?.trim();
    if (this.network !== 'instagram' || !text || steps.done.first_comment) return null;
    try {
      const id = await on((adapter, account) => adapter.comment(account, result.postId, text));
      await steps.save('first_comment', id);
      return null;
    } catch (error) {
      return `Published, but the first comment failed: ${messageOf(error)}`;
    }
  }
}
