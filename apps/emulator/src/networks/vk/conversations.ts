import { arriveDaily, dayOf, planCache, spreadOverDay } from '../../core/arrivals.js';
import { streamRng } from '../../core/prng.js';
import { DIRECT_MESSAGES } from '../../core/seed-text.js';
import type { MessageOrigin, VkGroup, VkMessage, VkState, VkUser } from './types.js';

/** A person's message to a community, planned for a given emulator time. */
interface PlannedMessage {
  at: number;
  fromId: number;
  text: string;
}

const cached = planCache<VkState, PlannedMessage>();
/** How far before the emulator started the seeded community messages reach. */
const MESSAGE_HISTORY_DAYS = 14;

/**
 * The people who ever write to the communities (two in three visitors): the others never do, so they
 * have not allowed community messages unless the control API says so.
 */
export const writers = (state: VkState): VkUser[] => state.visitors.filter((_, index) => index % 3 !== 0);

/** Who allowed messages from a community. */
export function consentOf(state: VkState, groupId: number): Set<number> {
  let allowed = state.messageConsent.get(groupId);
  if (!allowed) {
    allowed = new Set();
    state.messageConsent.set(groupId, allowed);
  }
  return allowed;
}

/** A community's messages, newest first (the later id first within one instant). */
export function groupMessages(state: VkState, groupId: number): VkMessage[] {
  return [...state.messages.values()]
    .filter((message) => message.groupId === groupId)
    .sort((a, b) => b.date - a.date || b.id - a.id);
}

export interface NewMessage {
  group: VkGroup;
  peerId: number;
  /** The person, or -group_id for the community. */
  fromId: number;
  text: string;
  at: number;
  randomId?: number;
  origin: MessageOrigin;
}

/** Stores a message with the community's next id; a person writing allows the community's answers. */
export function addMessage(state: VkState, input: NewMessage): VkMessage {
  const own = [...state.messages.values()].filter((other) => other.groupId === input.group.id);
  const message: VkMessage = {
    groupId: input.group.id,
    id: 1 + Math.max(0, ...own.map((other) => other.id)),
    peerId: input.peerId,
    fromId: input.fromId,
    date: input.at,
    text: input.text,
    randomId: input.randomId ?? 0,
    conversationMessageId: 1 + own.filter((other) => other.peerId === input.peerId).length,
    origin: input.origin,
  };
  state.messages.set(`${message.groupId}_${message.id}`, message);
  if (input.fromId === input.peerId) consentOf(state, input.group.id).add(input.peerId);
  return message;
}

/** A day's messages people write to one community, fixed by (seed, community, day): none to three. */
function messagePlan(state: VkState, group: VkGroup, day: number): PlannedMessage[] {
  return cached(state, `messages:${group.id}:${day}`, () => {
    const rng = streamRng(state.seed, 'vk', 'messages', group.id, day);
    const people = writers(state);
    return spreadOverDay(rng, day, rng.int(0, 3), () => ({
      fromId: rng.pick(people).id,
      text: rng.pick(DIRECT_MESSAGES),
    }));
  });
}

/** Brings community messages up to `now`: people write to every community, day after day. */
export function advanceMessages(state: VkState, now: number): void {
  const first = dayOf(state.createdAt) - MESSAGE_HISTORY_DAYS;
  for (const group of state.groups.values()) {
    const plan = (day: number) => messagePlan(state, group, day);
    arriveDaily(state.arrived, `messages:${group.id}`, first, now, plan, (item) => {
      addMessage(state, {
        group,
        peerId: item.fromId,
        fromId: item.fromId,
        text: item.text,
        at: item.at,
        origin: 'visitor',
      });
    });
  }
}
