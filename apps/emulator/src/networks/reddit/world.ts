import {
  arriveDaily,
  arriveKeyed,
  dayOf,
  planCache,
  scheduleArrivals,
  spreadOverDay,
} from '../../core/arrivals.js';
import { DAY, MINUTE } from '../../core/clock.js';
import { streamRng } from '../../core/prng.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { CHATTER_ENDINGS, CHATTER_OPENERS, MESSAGE_TEMPLATES } from './seed-data.js';
import { addPost, BASE36, subredditNamed } from './state.js';
import type { RedditComment, RedditMessage, RedditState } from './types.js';

/** Something a visitor will write at a given emulator time; `id` is fixed by the plan. */
interface Planned {
  at: number;
  id: string;
  authorId: string;
  body: string;
  /** For comments: the earlier planned comment it answers (null = the thread's root). */
  parentIndex: number | null;
  subject?: string;
}

/** A visitor's comment naming the account (`u/name`) in a thread another visitor started. */
interface PlannedMention {
  at: number;
  /** The comment's id, then the thread's: fixed by the plan. */
  id: string;
  postId: string;
  authorId: string;
  body: string;
  /** The thread it is posted in: who started it, where, under what title, and how long before. */
  opId: string;
  subreddit: string;
  title: string;
  threadLeadMs: number;
}

const cached = planCache<RedditState, Planned>();
const mentionsCached = planCache<RedditState, PlannedMention>();
/** How far before the emulator started the seeded messages and mentions reach. */
const MESSAGE_HISTORY_DAYS = 14;
const MENTION_HISTORY_DAYS = 10;

/** Visitor comments under a thread root (a post or one of the account's comments), fixed by the seed. */
function threadPlan(state: RedditState, key: string, start: number, count: number): Planned[] {
  return cached(state, key, () => {
    const rng = streamRng(state.seed, 'reddit', key);
    return scheduleArrivals(rng, start, count, (index) => ({
      id: rng.chars(7, BASE36),
      authorId: rng.pick(state.visitors).id,
      body: rng.pick(VISITOR_COMMENTS),
      parentIndex: index > 0 && rng.chance(0.3) ? rng.int(0, index - 1) : null,
    }));
  });
}

function messagePlan(state: RedditState, day: number): Planned[] {
  return cached(state, `messages:${day}`, () => {
    const rng = streamRng(state.seed, 'reddit', 'messages', day);
    return Array.from({ length: rng.int(0, 2) }, () => {
      const [subject, body] = rng.pick(MESSAGE_TEMPLATES);
      return {
        at: Math.round((day + rng.next()) * DAY),
        id: rng.chars(6, BASE36),
        authorId: rng.pick(state.visitors).id,
        body,
        subject,
        parentIndex: null,
      };
    }).sort((a, b) => a.at - b.at);
  });
}

/** A day's username mentions of the account, fixed by (seed, day): none to two a day. */
function mentionPlan(state: RedditState, day: number): PlannedMention[] {
  return mentionsCached(state, `mentions:${day}`, () => {
    const rng = streamRng(state.seed, 'reddit', 'mentions', day);
    const subs = [...state.subreddits.values()].filter((sub) => sub.type === 'public');
    const official = subs.find((sub) => sub.moderator);
    return spreadOverDay(rng, day, rng.int(0, 2), () => {
      const [author, op] = [rng.pick(state.visitors), rng.pick(state.visitors)];
      const sub = rng.pick(subs);
      return {
        id: rng.chars(7, BASE36),
        postId: `1${rng.chars(6, BASE36)}`,
        authorId: author.id,
        body: `u/${state.user.name} ${rng.pick(VISITOR_COMMENTS)}`,
        opId: op.id,
        subreddit: sub.name,
        title: `${rng.pick(CHATTER_OPENERS)} ${official?.name ?? 'the new season'} ${rng.pick(CHATTER_ENDINGS)}`,
        threadLeadMs: rng.int(10, 180) * MINUTE,
      };
    });
  });
}

/** The thread a planned mention is posted in, then the mention itself. */
function addMention(state: RedditState, item: PlannedMention): void {
  const post = addPost(state, {
    id: state.posts.has(item.postId) ? undefined : item.postId,
    subreddit: item.subreddit,
    authorId: item.opId,
    title: item.title,
    selftext: '',
    kind: 'self',
    url: null,
    createdAt: item.at - item.threadLeadMs,
    flair: null,
    nsfw: false,
    spoiler: false,
    sendReplies: true,
    origin: 'public',
  });
  addComment(state, {
    id: item.id,
    postId: post.id,
    parentId: `t3_${post.id}`,
    authorId: item.authorId,
    body: item.body,
    createdAt: item.at,
    origin: 'visitor',
  });
}

export interface NewComment {
  postId: string;
  parentId: string;
  authorId: string;
  body: string;
  createdAt: number;
  origin: RedditComment['origin'];
  id?: string;
}

/** Stores a comment; replies to the account land unread in its inbox. */
export function addComment(state: RedditState, input: NewComment): RedditComment {
  let id = input.id ?? state.rng.ids.chars(7, BASE36);
  while (state.comments.has(id)) id = state.rng.ids.chars(7, BASE36);
  const comment: RedditComment = {
    ...input,
    id,
    votes: new Map([[input.authorId, 1]]),
    deleted: false,
    editedAt: null,
    unread: input.authorId !== state.user.id,
  };
  state.comments.set(id, comment);
  return comment;
}

export function addMessage(state: RedditState, input: Omit<RedditMessage, 'id'> & { id?: string }) {
  let id = input.id ?? state.rng.ids.chars(6, BASE36);
  while (state.messages.has(id)) id = state.rng.ids.chars(6, BASE36);
  const message: RedditMessage = { ...input, id };
  state.messages.set(id, message);
  return message;
}

function growThread(
  state: RedditState,
  key: string,
  plan: Planned[],
  postId: string,
  root: string,
  now: number,
) {
  arriveKeyed(state.arrived, key, plan, now, (item) => {
    const parent = item.parentIndex === null ? undefined : plan[item.parentIndex];
    addComment(state, {
      id: item.id,
      postId,
      parentId: parent ? `t1_${parent.id}` : root,
      authorId: item.authorId,
      body: item.body,
      createdAt: item.at,
      origin: 'visitor',
    });
  });
}

/** Brings the world up to `now`: visitors comment on the account's posts, answer it, mention and message it. */
export function advanceWorld(state: RedditState, now: number): void {
  for (const post of state.posts.values()) {
    if (post.authorId !== state.user.id || post.deleted || post.createdAt > now) continue;
    const subscribers = subredditNamed(state, post.subreddit)?.subscribers ?? 10;
    const key = `comments:${post.id}`;
    const count = 1 + (post.id.charCodeAt(6) % 3) + Math.round(Math.log10(Math.max(10, subscribers)));
    growThread(state, key, threadPlan(state, key, post.createdAt, count), post.id, `t3_${post.id}`, now);
  }
  for (const comment of [...state.comments.values()]) {
    if (comment.authorId !== state.user.id || comment.deleted || comment.createdAt > now) continue;
    const key = `replies:${comment.id}`;
    const plan = threadPlan(state, key, comment.createdAt, comment.id.charCodeAt(0) % 3);
    growThread(state, key, plan, comment.postId, `t1_${comment.id}`, now);
  }
  const start = dayOf(state.createdAt);
  const messages = (day: number) => messagePlan(state, day);
  arriveDaily(state.arrived, 'messages', start - MESSAGE_HISTORY_DAYS, now, messages, (item) => {
    addMessage(state, {
      id: item.id,
      authorId: item.authorId,
      destId: state.user.id,
      subject: item.subject ?? 'hello',
      body: item.body,
      createdAt: item.at,
      unread: true,
    });
  });
  const mentions = (day: number) => mentionPlan(state, day);
  arriveDaily(state.arrived, 'mentions', start - MENTION_HISTORY_DAYS, now, mentions, (item) =>
    addMention(state, item),
  );
}
