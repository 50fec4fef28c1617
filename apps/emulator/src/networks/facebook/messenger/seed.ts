import { DAY, HOUR, MINUTE } from '../../../core/clock.js';
import { type Rng, streamRng } from '../../../core/prng.js';
import { DIRECT_MESSAGES, PAGE_REPLIES } from '../../../core/seed-text.js';
import type { FbState } from '../types.js';
import { addMessage, inboxAccountId, newPerson, startConversation } from './state.js';
import { MSG_PLATFORMS, type MsgPlatform } from './types.js';

export const PEOPLE_PER_INBOX = 6;

/**
 * When each seeded person last wrote: the first three within the day (their window is open), the
 * fourth within the week (only a HUMAN_AGENT reply reaches them), the others weeks ago.
 */
function lastWrote(index: number, now: number, rng: Rng): number {
  if (index < 3) return Math.round(now - rng.float(0.3, 20) * HOUR);
  if (index < 4) return Math.round(now - rng.float(2, 6) * DAY);
  return Math.round(now - rng.float(8, 30) * DAY);
}

/** One short thread: the person writes (perhaps twice, with an answer between), sometimes answered last. */
function seedThread(
  state: FbState,
  inbox: { pageId: string; platform: MsgPlatform; accountId: string },
  index: number,
  now: number,
  rng: Rng,
): void {
  const { msg } = state;
  const last = lastWrote(index, now, rng);
  const opened = last - Math.round(rng.float(10, 180) * MINUTE);
  const twice = rng.chance(0.5);
  const conversation = startConversation(
    msg,
    { ...inbox, person: newPerson(state, inbox.platform, rng), origin: 'seed' },
    { text: rng.pick(DIRECT_MESSAGES), createdAt: twice ? opened : last, origin: 'seed' },
    rng,
  );
  const reply = (createdAt: number) =>
    addMessage(
      msg,
      conversation,
      { inbound: false, text: rng.pick(PAGE_REPLIES), createdAt, origin: 'seed' },
      rng,
    );
  if (twice) {
    if (rng.chance(0.7)) reply(opened + Math.round(rng.float(1, 5) * MINUTE));
    addMessage(
      msg,
      conversation,
      { inbound: true, text: rng.pick(DIRECT_MESSAGES), createdAt: last, origin: 'seed' },
      rng,
    );
  }
  const answerAt = last + Math.round(rng.float(2, 30) * MINUTE);
  if (rng.chance(0.4) && answerAt < now) reply(answerAt);
}

/**
 * Every Page's Messenger inbox, and the Instagram inbox of every Page with a linked account, holds
 * a few people who wrote at various times (fixed by the seed and the Page).
 */
export function seedMessenger(state: FbState, now: number): void {
  for (const page of state.pages.values()) {
    for (const platform of MSG_PLATFORMS) {
      const accountId = inboxAccountId(state, page.id, platform);
      if (!accountId) continue;
      const rng = streamRng(state.seed, 'messenger', 'inbox', page.id, platform);
      for (let index = 0; index < PEOPLE_PER_INBOX; index++)
        seedThread(state, { pageId: page.id, platform, accountId }, index, now, rng);
    }
  }
}
