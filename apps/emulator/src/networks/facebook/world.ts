import { arriveDue, planCache, scheduleArrivals } from '../../core/arrivals.js';
import { streamRng } from '../../core/prng.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { advanceInstagram } from './instagram/world.js';
import { advanceMessenger } from './messenger/world.js';
import { advancePublicPages } from './public-pages.js';
import { anyPage, newCommentId } from './state.js';
import type { FbActor, FbComment, FbPost, FbState } from './types.js';
import { advanceWhatsApp } from './whatsapp/world.js';

/** A visitor comment that will arrive on a post at a given emulator time. */
interface PlannedComment {
  at: number;
  author: FbActor;
  message: string;
  digits: string;
  organicLikes: number;
  replyTo?: number;
}

const cached = planCache<FbState, PlannedComment>();

/**
 * The visitor comments a post receives, fixed by (seed, post id): a burst in the first minutes, then
 * ever sparser arrivals over about two days — so the count grows and saturates.
 */
function planFor(state: FbState, post: FbPost, publishedAt: number): PlannedComment[] {
  return cached(state, post.id, () => {
    const rng = streamRng(state.seed, 'fb', 'visitors', post.id);
    const followers = anyPage(state, post.pageId)?.followers ?? 1_000;
    const count = rng.int(2, 5) + Math.round(Math.log10(followers));
    return scheduleArrivals(rng, publishedAt, count, (index) => ({
      author: rng.pick(state.visitors),
      message: rng.pick(VISITOR_COMMENTS),
      digits: rng.digits(16),
      organicLikes: rng.chance(0.55) ? rng.int(1, 12 + index * 3) : 0,
      replyTo: index > 1 && rng.chance(0.2) ? rng.int(0, index - 1) : undefined,
    }));
  });
}

export function addComment(
  state: FbState,
  input: Omit<FbComment, 'id' | 'likes' | 'hidden' | 'deleted'> & { digits?: string },
): FbComment {
  const { digits, ...rest } = input;
  const comment: FbComment = {
    ...rest,
    id: newCommentId(state, input.postId, digits ?? state.rng.ids.digits(16)),
    likes: new Set(),
    hidden: false,
    deleted: false,
  };
  state.comments.set(comment.id, comment);
  return comment;
}

function arrive(state: FbState, post: FbPost, publishedAt: number, now: number): void {
  const planned = planFor(state, post, publishedAt);
  const arrived = state.visitorArrivals.get(post.id) ?? [];
  state.visitorArrivals.set(post.id, arrived);
  arriveDue(planned, arrived.length, now, (next) => {
    const parent = next.replyTo === undefined ? undefined : state.comments.get(arrived[next.replyTo] ?? '');
    const comment = addComment(state, {
      postId: post.id,
      parentId: parent && !parent.deleted ? (parent.parentId ?? parent.id) : undefined,
      from: next.author,
      message: next.message,
      createdAt: next.at,
      organicLikes: next.organicLikes,
      byVisitor: true,
      digits: next.digits,
    });
    arrived.push(comment.id);
  });
}

/**
 * Brings the world up to `now`: public Pages post, scheduled posts go live, visitor comments arrive
 * (on public Pages' posts and on Instagram too), WhatsApp customers write, people message the Pages
 * and their Instagram accounts.
 */
export function advanceWorld(state: FbState, now: number): void {
  advancePublicPages(state, now);
  for (const post of state.posts.values()) {
    if (post.deleted) continue;
    if (post.publishedAt === undefined && post.scheduledAt !== undefined && post.scheduledAt <= now) {
      post.publishedAt = post.scheduledAt;
      for (const photoId of post.photoIds) {
        const photo = state.photos.get(photoId);
        if (photo) photo.published = true;
      }
    }
    if (post.publishedAt !== undefined) arrive(state, post, post.publishedAt, now);
  }
  advanceInstagram(state, now);
  advanceWhatsApp(state, now);
  advanceMessenger(state, now);
}
