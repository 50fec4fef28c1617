import { arriveKeyed, planCache } from '../../../core/arrivals.js';
import { HOUR, MINUTE } from '../../../core/clock.js';
import { streamRng } from '../../../core/prng.js';
import { DIRECT_MESSAGES } from '../../../core/seed-text.js';
import type { FbState } from '../types.js';
import {
  addMessage,
  conversationWith,
  inboxAccountId,
  inboxConversations,
  newPerson,
  startConversation,
} from './state.js';
import { MSG_PLATFORMS, type MsgConversation, type MsgPerson, type MsgPlatform } from './types.js';

/** A message someone will write at a given emulator time: a seeded person (by index) or a newcomer. */
interface PlannedInbound {
  at: number;
  person: number | MsgPerson;
  text: string;
}

/** About two weeks of messages per inbox. */
const PLANNED_PER_INBOX = 100;
const NEWCOMER_SHARE = 0.15;
const cached = planCache<FbState, PlannedInbound>();

/**
 * What people write to an inbox after the world was seeded, fixed by (seed, Page, platform): a
 * message every 20 minutes to 8 hours, mostly from the seeded people (which reopens their window),
 * sometimes from someone new (a new conversation).
 */
function planFor(state: FbState, pageId: string, platform: MsgPlatform, people: number): PlannedInbound[] {
  return cached(state, `${pageId}:${platform}`, () => {
    const rng = streamRng(state.seed, 'messenger', 'inbound', pageId, platform);
    let at = state.createdAt;
    return Array.from({ length: PLANNED_PER_INBOX }, () => {
      at += Math.round(rng.float(20 * MINUTE, 8 * HOUR));
      const person = rng.chance(NEWCOMER_SHARE) ? newPerson(state, platform, rng) : rng.int(0, people - 1);
      return { at, person, text: rng.pick(DIRECT_MESSAGES) };
    });
  });
}

interface Inbox {
  pageId: string;
  platform: MsgPlatform;
  accountId: string;
  /** Its seeded conversations, in the order they were opened (planned messages name them by index). */
  seeded: readonly MsgConversation[];
}

function arrive(state: FbState, inbox: Inbox, next: PlannedInbound): void {
  const { msg } = state;
  const message = { text: next.text, createdAt: next.at, origin: 'person' as const };
  if (typeof next.person === 'number') {
    const conversation = inbox.seeded[next.person];
    if (conversation) addMessage(msg, conversation, { ...message, inbound: true });
    return;
  }
  const known = conversationWith(msg, inbox.pageId, next.person.id, inbox.platform);
  if (known) addMessage(msg, known, { ...message, inbound: true });
  else {
    const { pageId, platform, accountId } = inbox;
    startConversation(msg, { pageId, platform, accountId, person: next.person, origin: 'newcomer' }, message);
  }
}

/**
 * Brings the inboxes up to `now`: planned messages arrive (in reality they reach the app by the
 * `messages` webhook; the conversations API and the control API show them).
 */
export function advanceMessenger(state: FbState, now: number): void {
  const { msg } = state;
  for (const page of state.pages.values()) {
    for (const platform of MSG_PLATFORMS) {
      const accountId = inboxAccountId(state, page.id, platform);
      const seeded = inboxConversations(msg, page.id, platform).filter(
        (conversation) => conversation.origin === 'seed',
      );
      if (!accountId || seeded.length === 0) continue;
      const key = `${page.id}:${platform}`;
      const inbox: Inbox = { pageId: page.id, platform, accountId, seeded };
      const plan = planFor(state, page.id, platform, seeded.length);
      arriveKeyed(msg.arrived, key, plan, now, (next) => arrive(state, inbox, next));
    }
  }
}
