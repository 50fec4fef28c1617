import { arriveKeyed, planCache, scheduleArrivals } from '../../core/arrivals.js';
import { chatterAbout } from '../../core/chatter.js';
import { DAY } from '../../core/clock.js';
import { type Rng, streamRng } from '../../core/prng.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { addMessage, isStaffMessage } from './state.js';
import type { DiscordChannel, DiscordGuild, DiscordMessage, DiscordState } from './types.js';

/** A member message due at an emulator time; `bits` fix its id. */
interface Planned {
  at: number;
  authorId: string;
  content: string;
  bits: number;
}

/** How far back the seeded chatter of text channels reaches. */
const CHATTER_HISTORY_DAYS = 7;

const CHATTER_ZH = [
  '今晚有人组队吗？',
  '新版本太卡了，一直掉线',
  '活动什么时候结束？',
  '终于打过最终boss了😅',
  '欧服是不是又崩了',
  '求一个新英雄的配装',
];

const CHATTER = [
  'Anyone up for a match tonight?',
  'gg to everyone in the tournament yesterday',
  'What is the best build for the new hero?',
  'Just hit max level 🎉',
  'Is the EU server down for anyone else?',
  'Looking for two more for the raid, DM me',
  'The soundtrack of the new zone is so good',
  'Post your best screenshot from this week!',
  'Does anyone know when the event ends?',
  'Finally beat the final boss 😅',
];

const cached = planCache<DiscordState, Planned>();
const dayOf = (ms: number): number => Math.floor(ms / DAY);

/** Member replies to a staff post, fixed by (seed, message id): a burst, then ever sparser. */
function replyPlan(state: DiscordState, message: DiscordMessage, guild: DiscordGuild): Planned[] {
  return cached(state, `replies:${message.id}`, () => {
    const rng = streamRng(state.seed, 'discord', 'replies', message.id);
    const count = rng.int(1, 3) + Math.round(Math.log10(Math.max(10, guild.memberBase)));
    return scheduleArrivals(rng, message.createdAt, count, () => ({
      authorId: rng.pick(guild.active),
      content: rng.pick(VISITOR_COMMENTS),
      bits: rng.int(0, 0x3fffff),
    }));
  });
}

/** One member message: about the server's game by name now and then, in English or Chinese. */
function chatterLineOf(rng: Rng, guild: DiscordGuild): string {
  const language = rng.chance(0.3) ? 'zh' : 'en';
  if (rng.chance(0.4)) return chatterAbout(rng, [guild.game], language);
  return language === 'zh' ? rng.pick(CHATTER_ZH) : rng.pick([...CHATTER, ...VISITOR_COMMENTS]);
}

/**
 * A day's chatter in a text channel, at times spread over that UTC day; how much, by the listening
 * volume when the day is first planned.
 */
function chatterPlan(state: DiscordState, channel: DiscordChannel, guild: DiscordGuild, day: number) {
  return cached(state, `chatter:${channel.id}:${day}`, () => {
    const rng = streamRng(state.seed, 'discord', 'chatter', channel.id, day);
    return Array.from({ length: state.volume.scale('discord', rng.int(0, 4)) }, () => ({
      at: Math.round((day + rng.next()) * DAY),
      authorId: rng.pick(guild.active),
      content: chatterLineOf(rng, guild),
      bits: rng.int(0, 0x3fffff),
    })).sort((a, b) => a.at - b.at);
  });
}

const chatty = (channel: DiscordChannel, guild: DiscordGuild) =>
  channel.type === 0 && !channel.private && !channel.deleted && channel.id !== guild.rulesChannelId;

/** Brings the servers up to `now`: members answer staff posts and chat in the text channels. */
export function advanceWorld(state: DiscordState, now: number): void {
  for (const message of [...state.messages.values()]) {
    if (message.deleted || message.referenceId || message.createdAt > now) continue;
    if (!isStaffMessage(state, message)) continue;
    const channel = state.channels.get(message.channelId);
    const guild = channel ? state.guilds.get(channel.guildId) : undefined;
    if (!guild || guild.active.length === 0) continue;
    arriveKeyed(state.arrived, `replies:${message.id}`, replyPlan(state, message, guild), now, (item) => {
      addMessage(state, {
        ...item,
        channelId: message.channelId,
        createdAt: item.at,
        origin: 'member',
        referenceId: message.id,
      });
    });
  }
  const today = dayOf(now);
  for (const channel of [...state.channels.values()]) {
    const guild = state.guilds.get(channel.guildId);
    if (!guild || !chatty(channel, guild) || guild.active.length === 0) continue;
    for (let day = dayOf(state.createdAt) - CHATTER_HISTORY_DAYS; day <= today; day++) {
      arriveKeyed(
        state.arrived,
        `chatter:${channel.id}:${day}`,
        chatterPlan(state, channel, guild, day),
        now,
        (item) => {
          addMessage(state, { ...item, channelId: channel.id, createdAt: item.at, origin: 'member' });
        },
      );
    }
  }
}
