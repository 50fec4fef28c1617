import { arriveKeyed, planCache, scheduleArrivals } from '../../core/arrivals.js';
import { streamRng } from '../../core/prng.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { advanceMessages } from './conversations.js';
import { addComment, postComments } from './state.js';
import { key, type VkComment, type VkPost, type VkState } from './types.js';

/** A visitor's comment planned at a given emulator time; `reply` answers the previous arrival. */
interface PlannedComment {
  at: number;
  fromId: number;
  text: string;
  reply: boolean;
}

const cached = planCache<VkState, PlannedComment>();

/** Visitors' comments on one post, fixed by (seed, post): a burst, then ever sparser. */
function commentPlan(state: VkState, post: VkPost): PlannedComment[] {
  return cached(state, `comments:${key(post.ownerId, post.id)}`, () => {
    const rng = streamRng(state.seed, 'vk', 'comments', post.ownerId, post.id);
    const members = state.groups.get(-post.ownerId)?.members ?? 1_000;
    const count = rng.int(1, 4) + Math.round(Math.log10(Math.max(10, members)));
    return scheduleArrivals(rng, post.date, count, (index) => ({
      fromId: rng.pick(state.visitors).id,
      text: rng.pick(VISITOR_COMMENTS),
      reply: index > 0 && rng.chance(0.25),
    }));
  });
}

/** A visitor comment (or a reply to `replyTo`, kept in the thread of its top-level comment). */
export function visitorComment(
  state: VkState,
  post: VkPost,
  input: { fromId: number; text: string; at: number; replyTo?: VkComment },
): VkComment {
  return addComment(state, {
    ownerId: post.ownerId,
    postId: post.id,
    fromId: input.fromId,
    date: input.at,
    text: input.text,
    replyTo: input.replyTo?.id,
    threadOf: input.replyTo ? (input.replyTo.threadOf ?? input.replyTo.id) : undefined,
    origin: 'visitor',
  });
}

/**
 * Brings the world up to `now`: postponed posts come out, visitors comment on published posts and
 * write to the communities.
 */
export function advanceWorld(state: VkState, now: number): void {
  for (const post of state.posts.values()) {
    if (post.postponed && !post.deleted && post.date <= now) post.postponed = false;
  }
  for (const post of state.posts.values()) {
    if (post.deleted || post.postponed || post.closeComments) continue;
    const planKey = `comments:${key(post.ownerId, post.id)}`;
    arriveKeyed(state.arrived, planKey, commentPlan(state, post), now, (item) => {
      const earlier = postComments(state, post).filter((comment) => comment.origin === 'visitor');
      const replyTo = item.reply ? earlier.at(-1) : undefined;
      visitorComment(state, post, { fromId: item.fromId, text: item.text, at: item.at, replyTo });
    });
  }
  advanceMessages(state, now);
}
