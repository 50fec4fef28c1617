import { arriveDue, planCache, scheduleArrivals } from '../../../core/arrivals.js';
import { streamRng } from '../../../core/prng.js';
import { VISITOR_COMMENTS } from '../../../core/seed-text.js';
import type { FbState } from '../types.js';
import { addIgComment } from './state.js';
import type { IgMedia, IgState, IgVisitor } from './types.js';

/** A visitor comment that will arrive on a media at a given emulator time. */
interface PlannedComment {
  at: number;
  from: IgVisitor;
  text: string;
  digits: string;
  organicLikes: number;
  replyTo?: number;
}

const cached = planCache<IgState, PlannedComment>();

/**
 * The visitor comments a media receives, fixed by (seed, media id): a burst in the first minutes,
 * then ever sparser arrivals over about two days.
 */
function planFor(state: FbState, media: IgMedia): PlannedComment[] {
  return cached(state.ig, media.id, () => {
    const rng = streamRng(state.seed, 'ig', 'visitors', media.id);
    const followers = state.ig.accounts.get(media.ownerId)?.followers ?? 1_000;
    const count = rng.int(1, 4) + Math.round(Math.log10(followers));
    return scheduleArrivals(rng, media.createdAt, count, (index) => ({
      from: rng.pick(state.ig.visitors),
      text: rng.pick(VISITOR_COMMENTS),
      digits: rng.digits(15),
      organicLikes: rng.chance(0.6) ? rng.int(1, 15 + index * 4) : 0,
      replyTo: index > 1 && rng.chance(0.25) ? rng.int(0, index - 1) : undefined,
    }));
  });
}

/** Media that receive visitor comments: the accounts' own feed posts and reels (not items, not stories). */
const commentable = (state: FbState, media: IgMedia): boolean =>
  state.ig.accounts.has(media.ownerId) && media.parentId === undefined && media.productType !== 'STORY';

/** Brings Instagram up to `now`: planned visitor comments arrive on the accounts' media. */
export function advanceInstagram(state: FbState, now: number): void {
  const { ig } = state;
  for (const media of ig.media.values()) {
    if (!commentable(state, media)) continue;
    const arrived = ig.arrivals.get(media.id) ?? [];
    ig.arrivals.set(media.id, arrived);
    arriveDue(planFor(state, media), arrived.length, now, (next) => {
      if (!media.commentsEnabled) {
        arrived.push('');
        return;
      }
      const parent = next.replyTo === undefined ? undefined : ig.comments.get(arrived[next.replyTo] ?? '');
      const comment = addIgComment(ig, {
        mediaId: media.id,
        parentId: parent && !parent.deleted ? (parent.parentId ?? parent.id) : undefined,
        from: next.from,
        text: next.text,
        createdAt: next.at,
        organicLikes: next.organicLikes,
        byOwner: false,
        digits: next.digits,
      });
      arrived.push(comment.id);
    });
  }
}
