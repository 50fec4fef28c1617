import { arriveKeyed, planCache, scheduleArrivals } from '../../core/arrivals.js';
import { type Rng, streamRng } from '../../core/prng.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { DM_TEMPLATES, MENTION_TEMPLATES } from './seed-data.js';
import { addTweet, DAY, snowflake } from './state.js';
import type { XDmEvent, XState, XTweet, XUser } from './types.js';

/** Something a visitor will post or send at a given emulator time; `bits` fix its id. */
export interface Planned {
  at: number;
  authorId: string;
  text: string;
  bits: number;
}

/** How far back the seeded mentions and DMs reach. */
const MENTION_HISTORY_DAYS = 7;
const DM_HISTORY_DAYS = 14;

export const cached = planCache<XState, Planned>();

export const dayOf = (ms: number): number => Math.floor(ms / DAY);

/** One-to-one conversations are named `{smaller id}-{larger id}`. */
export function conversationId(a: string, b: string): string {
  return BigInt(a) < BigInt(b) ? `${a}-${b}` : `${b}-${a}`;
}

/** Replies to one of the account's posts, fixed by (seed, post id): a burst, then ever sparser. */
function replyPlan(state: XState, tweet: XTweet): Planned[] {
  return cached(state, `replies:${tweet.id}`, () => {
    const rng = streamRng(state.seed, 'x', 'replies', tweet.id);
    const count = tweet.inReplyToTweetId
      ? rng.int(0, 2)
      : rng.int(1, 4) + Math.round(Math.log10(Math.max(10, state.user.followers)));
    return scheduleArrivals(rng, tweet.createdAt, count, () => ({
      authorId: rng.pick(state.visitors).id,
      text: `@${state.user.username} ${rng.pick(VISITOR_COMMENTS)}`,
      bits: rng.int(0, 0x3fffff),
    }));
  });
}

/** A day's arrivals of one kind (mentions, DMs) at times spread over that UTC day. */
function dailyPlan(state: XState, kind: string, day: number, make: (rng: Rng) => Planned[]): Planned[] {
  return cached(state, `${kind}:${day}`, () =>
    make(streamRng(state.seed, 'x', kind, day)).sort((a, b) => a.at - b.at),
  );
}

function mentionPlan(state: XState, day: number): Planned[] {
  return dailyPlan(state, 'mentions', day, (rng) =>
    Array.from({ length: rng.int(1, 4) }, () => ({
      at: Math.round((day + rng.next()) * DAY),
      authorId: rng.pick(state.visitors).id,
      text: `@${state.user.username} ${rng.pick(MENTION_TEMPLATES)}`,
      bits: rng.int(0, 0x3fffff),
    })),
  );
}

function dmPlan(state: XState, day: number): Planned[] {
  const senders = state.visitors.filter((visitor) => visitor.acceptsDms);
  return dailyPlan(state, 'dms', day, (rng) =>
    Array.from({ length: rng.int(0, 3) }, () => ({
      at: Math.round((day + rng.next()) * DAY),
      authorId: rng.pick(senders).id,
      text: rng.pick(DM_TEMPLATES),
      bits: rng.int(0, 0x3fffff),
    })),
  );
}

export interface NewDm {
  sender: XUser;
  recipient: XUser;
  text: string;
  at: number;
  bits: number;
  mediaKeys?: string[];
}

export function addDm(state: XState, { sender, recipient, text, at, bits, mediaKeys = [] }: NewDm) {
  let id = snowflake(at, bits);
  for (let extra = 1; state.dms.has(id); extra++) id = snowflake(at, bits + extra);
  const event: XDmEvent = {
    id,
    conversationId: conversationId(sender.id, recipient.id),
    senderId: sender.id,
    recipientId: recipient.id,
    text,
    mediaKeys,
    createdAt: at,
  };
  state.dms.set(id, event);
  return event;
}

/** Brings the world up to `now`: visitors reply to the account's posts, mention it and DM it. */
export function advanceWorld(state: XState, now: number): void {
  const own = [...state.tweets.values()].filter(
    (tweet) => tweet.authorId === state.user.id && !tweet.deleted && tweet.createdAt <= now,
  );
  for (const tweet of own) {
    arriveKeyed(state.arrived, `replies:${tweet.id}`, replyPlan(state, tweet), now, (item) => {
      addTweet(state, { ...item, createdAt: item.at, origin: 'visitor', replyTo: tweet });
    });
  }
  const today = dayOf(now);
  const start = dayOf(state.createdAt);
  for (let day = start - MENTION_HISTORY_DAYS; day <= today; day++) {
    arriveKeyed(state.arrived, `mentions:${day}`, mentionPlan(state, day), now, (item) => {
      addTweet(state, { ...item, createdAt: item.at, origin: 'visitor' });
    });
  }
  for (let day = start - DM_HISTORY_DAYS; day <= today; day++) {
    arriveKeyed(state.arrived, `dms:${day}`, dmPlan(state, day), now, (item) => {
      const sender = state.users.get(item.authorId);
      if (sender)
        addDm(state, { sender, recipient: state.user, text: item.text, at: item.at, bits: item.bits });
    });
  }
}
