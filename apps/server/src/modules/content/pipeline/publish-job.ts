import type { SocialNetwork } from '@herald/contract';
import type { z } from 'zod';
import type { JobDefinition } from '../../../jobs/queue.js';
import { PlatformError } from '../../../platforms/errors.js';
import type { PublishResult, PublishSteps } from '../../../platforms/types.js';
import { withAccount } from '../../accounts/index.js';
import type { ContentDeps } from '../deps.js';
import { claim, finishAttempt, keepLease, saveStep } from './attempts.js';
import { EngagementSender } from './engagement-sender.js';
import { PostSender } from './post-sender.js';
import type { AccountCall, Call, TargetSender } from './sender.js';
import { finishTarget, settleContent } from './settle.js';
import { publishConcurrency, type publishPayload, publishSpec } from './specs.js';

type Payload = z.infer<typeof publishPayload>;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Publishes one content to one account exactly once. Every call is recorded before it is made; the
 * network's id is saved as soon as it answers; an outcome that is unknown (no answer, a worker that
 * died) is looked up on the network before anything is sent again; what cannot be settled that way
 * ends as `exception`, for a person to check.
 */
export class TargetPublisher {
  private readonly posts: TargetSender;
  private readonly engagement: TargetSender;

  constructor(
    private readonly deps: ContentDeps,
    private readonly network: SocialNetwork,
  ) {
    this.posts = new PostSender(deps, network);
    this.engagement = new EngagementSender(network);
  }

  async run(payload: Payload): Promise<void> {
    const { deps } = this;
    const decided = await claim(deps.db, payload.target_id, payload.round, deps.leaseSeconds);
    if (decided.kind === 'none') return;
    if (decided.kind === 'busy') return this.again(payload, decided.until);
    if (decided.kind === 'exhausted') {
      const message = decided.unknown
        ? 'The outcome could not be confirmed: check on the network whether it actually published'
        : decided.reason;
      await finishTarget(deps.db, decided.target.id, decided.unknown ? 'exception' : 'failed', { message });
      return settleContent(deps.db, decided.target.gameId, decided.target.contentId);
    }
    const stop = keepLease(deps.db, decided.attempt.id, deps.leaseSeconds, (error) =>
      deps.logger.warn({ err: error, attempt: decided.attempt.id }, 'lease renewal failed'),
    );
    try {
      if (decided.attempt.action === 'reconcile') await this.lookUp(decided, payload);
      else await this.publish(decided, payload);
    } finally {
      stop();
    }
  }

  /** Runs a call with the target's account and a usable credential. */
  private on(call: Call): AccountCall {
    return (run) =>
      withAccount(this.deps, call.account, (adapter, credential) =>
        run(adapter, { socialId: call.account.socialId, credential }),
      );
  }

  private senderFor(call: Call): TargetSender {
    return call.content.contentType === 'post' ? this.posts : this.engagement;
  }

  private steps(call: Call): PublishSteps {
    const done = { ...call.target.steps };
    return {
      done,
      save: async (step, id) => {
        await saveStep(this.deps.db, call.target.id, step, id);
        done[step] = id;
      },
    };
  }

  /**
   * After an unknown outcome: did it go out? Found → done; absent → send (next delivery). A network
   * that cannot look posts up at all (`unsupported`: Twitch announcements) leaves the outcome unknown
   * for good: the target ends as an exception for a person to check, and nothing is sent again.
   */
  private async lookUp(call: Call, payload: Payload): Promise<void> {
    const { deps } = this;
    let found: PublishResult | null;
    try {
      // A minute of margin: the network's clock and ours differ.
      const since = new Date(call.since.getTime() - 60_000);
      found = await this.senderFor(call).find(call, this.on(call), since);
    } catch (error) {
      // A look-up (reconcile) that ends ambiguous failed itself: the console says so before the words.
      const message = messageOf(error);
      await finishAttempt(deps.db, call.attempt.id, 'ambiguous', { message });
      if (error instanceof PlatformError && error.kind === 'unsupported') {
        await finishTarget(deps.db, call.target.id, 'exception', {
          message: `The outcome could not be confirmed — ${error.message}`,
        });
        return settleContent(deps.db, call.target.gameId, call.target.contentId);
      }
      return this.again(payload, this.after(2));
    }
    if (found) {
      await finishAttempt(deps.db, call.attempt.id, 'found', { socialPostId: found.postId });
      return this.succeed(call, found, this.steps(call));
    }
    await finishAttempt(deps.db, call.attempt.id, 'absent');
    return this.again(payload, new Date());
  }

  private async publish(call: Call, payload: Payload): Promise<void> {
    const { deps } = this;
    const steps = this.steps(call);
    let result: PublishResult;
    try {
      result = await this.senderFor(call).send(call, this.on(call), steps);
    } catch (error) {
      return this.failed(call, payload, error);
    }
    await finishAttempt(deps.db, call.attempt.id, 'succeeded', { socialPostId: result.postId });
    return this.succeed(call, result, steps);
  }

  private async failed(call: Call, payload: Payload, error: unknown): Promise<void> {
    const { deps } = this;
    const networkCode = error instanceof PlatformError ? (error.networkCode ?? null) : null;
    const message = messageOf(error);
    if (error instanceof PlatformError && error.kind === 'rate_limited') {
      const resumeAt = new Date(Date.now() + (error.retryAfterSeconds ?? 60) * 1000);
      await finishAttempt(deps.db, call.attempt.id, 'deferred', { message, networkCode, resumeAt });
      return this.again(payload, resumeAt);
    }
    if (error instanceof PlatformError && error.kind !== 'transient') {
      // Refused (content, authorization, unsupported): nothing went out, and sending again would fail.
      await finishAttempt(deps.db, call.attempt.id, 'failed', { message, networkCode });
      await finishTarget(deps.db, call.target.id, 'failed', { message });
      return settleContent(deps.db, call.target.gameId, call.target.contentId);
    }
    // No answer, a 5xx or an unexpected failure may or may not have been acted on: look it up first.
    deps.logger.warn({ err: error, target: call.target.id }, 'publish outcome unknown');
    await finishAttempt(deps.db, call.attempt.id, 'ambiguous', { message, networkCode });
    return this.again(payload, this.after(call.tries));
  }

  private async succeed(call: Call, result: PublishResult, steps: PublishSteps): Promise<void> {
    const { deps } = this;
    const note = (await this.senderFor(call).followUp?.(call, this.on(call), result, steps)) ?? null;
    await finishTarget(deps.db, call.target.id, 'succeed', { ...result, message: note });
    deps.logger.info(
      { target: call.target.id, post: result.postId, type: call.content.contentType },
      'published',
    );
    return settleContent(deps.db, call.target.gameId, call.target.contentId);
  }

  /** When to look again after `tries` tries: the reconcile wait, doubled with each try. */
  private after(tries: number): Date {
    const seconds = this.deps.reconcileSeconds * 2 ** Math.max(0, tries - 1);
    return new Date(Date.now() + seconds * 1000);
  }

  /** Another delivery of this job, not before `at`. */
  private async again(payload: Payload, at: Date): Promise<void> {
    await this.deps.queue.send(publishSpec(this.network, this.deps.leaseSeconds), payload, undefined, at);
  }
}

export function publishJob(deps: ContentDeps, network: SocialNetwork): JobDefinition<typeof publishPayload> {
  const publisher = new TargetPublisher(deps, network);
  return {
    ...publishSpec(network, deps.leaseSeconds),
    concurrency: publishConcurrency[network],
    handle: (payload) => publisher.run(payload),
  };
}
