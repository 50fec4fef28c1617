import {
  arriveDaily,
  arriveKeyed,
  dayOf,
  planCache,
  scheduleArrivals,
  spreadOverDay,
} from '../../core/arrivals.js';
import { streamRng } from '../../core/prng.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { addPost, isOwnThread } from './state.js';
import type { ThPost, ThState, ThUser } from './types.js';

/** A visitor reply that will arrive on a post at a given emulator time. */
interface PlannedReply {
  at: number;
  authorId: string;
  text: string;
  /** Answer the conversation's first visitor reply rather than the post itself. */
  nested: boolean;
}

const cached = planCache<ThState, PlannedReply>();

/** A post by someone else naming the account, planned for a given emulator time. */
interface PlannedMention {
  at: number;
  authorId: string;
  text: string;
}

const mentionsCached = planCache<ThState, PlannedMention>();
/** How far before the emulator started the seeded mentions reach. */
const MENTION_HISTORY_DAYS = 10;

/** Replies to one of the account's threads, fixed by (seed, post id): a burst, then ever sparser. */
function replyPlan(state: ThState, post: ThPost): PlannedReply[] {
  return cached(state, post.id, () => {
    const rng = streamRng(state.seed, 'threads', 'replies', post.id);
    const count = rng.int(1, 4) + Math.round(Math.log10(Math.max(10, state.user.followers)));
    return scheduleArrivals(rng, post.createdAt, count, (index) => ({
      authorId: rng.pick(state.visitors).id,
      text: rng.pick(VISITOR_COMMENTS),
      nested: index > 1 && rng.chance(0.2),
    }));
  });
}

export interface VisitorReply {
  post: ThPost;
  author: ThUser;
  text: string;
  at: number;
  /** Where the id and shortcode come from: planned arrivals keep theirs whenever they materialise. */
  idStream?: readonly (string | number)[];
}

/** A reply by someone else, to the post or (nested) to one of its replies. */
export function addVisitorReply(state: ThState, reply: VisitorReply, replyTo: ThPost = reply.post): ThPost {
  const rng = reply.idStream ? streamRng(state.seed, ...reply.idStream) : state.rng.ids;
  return addPost(
    state,
    {
      ownerId: reply.author.id,
      type: 'TEXT_POST',
      text: reply.text,
      createdAt: reply.at,
      isCarouselItem: false,
      replyToId: replyTo.id,
      rootId: reply.post.rootId,
      replyControl: 'everyone',
      origin: 'visitor',
    },
    rng,
  );
}

/** A day's mentions of the account by visitors, fixed by (seed, day): none to three a day. */
function mentionPlan(state: ThState, day: number): PlannedMention[] {
  return mentionsCached(state, `mentions:${day}`, () => {
    const rng = streamRng(state.seed, 'threads', 'mentions', day);
    return spreadOverDay(rng, day, rng.int(0, 3), () => ({
      authorId: rng.pick(state.visitors).id,
      text: `@${state.user.username} ${rng.pick(VISITOR_COMMENTS)}`,
    }));
  });
}

/** A top-level post by someone else that names the account (what the mentions edge lists). */
export function addMention(
  state: ThState,
  mention: { author: ThUser; text: string; at: number; idStream?: readonly (string | number)[] },
): ThPost {
  const rng = mention.idStream ? streamRng(state.seed, ...mention.idStream) : state.rng.ids;
  return addPost(
    state,
    {
      ownerId: mention.author.id,
      type: 'TEXT_POST',
      text: mention.text,
      createdAt: mention.at,
      isCarouselItem: false,
      replyControl: 'everyone',
      origin: 'mention',
    },
    rng,
  );
}

function firstVisitorReply(state: ThState, post: ThPost): ThPost | undefined {
  let first: ThPost | undefined;
  for (const other of state.posts.values()) {
    if (other.replyToId !== post.id || other.origin !== 'visitor' || other.deleted) continue;
    if (!first || other.createdAt < first.createdAt) first = other;
  }
  return first;
}

/** Brings the world up to `now`: visitors reply to the account's threads and mention it. */
export function advanceWorld(state: ThState, now: number): void {
  const own = [...state.posts.values()].filter(
    (post) => isOwnThread(state, post) && !post.deleted && post.createdAt <= now,
  );
  for (const post of own) {
    arriveKeyed(state.arrived, post.id, replyPlan(state, post), now, (item, index) => {
      const author = state.users.get(item.authorId);
      if (!author) return;
      const replyTo = (item.nested && firstVisitorReply(state, post)) || post;
      const idStream = ['threads', 'reply-id', post.id, index];
      addVisitorReply(state, { post, author, text: item.text, at: item.at, idStream }, replyTo);
    });
  }
  arriveDaily(
    state.arrived,
    'mentions',
    dayOf(state.createdAt) - MENTION_HISTORY_DAYS,
    now,
    (day) => mentionPlan(state, day),
    (item, index, day) => {
      const author = state.users.get(item.authorId);
      const idStream = ['threads', 'mention-id', day, index];
      if (author) addMention(state, { author, text: item.text, at: item.at, idStream });
    },
  );
}
