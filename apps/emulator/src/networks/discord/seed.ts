import { DAY, HOUR } from '../../core/clock.js';
import type { ListeningVolume } from '../../core/listening.js';
import { type Rng, streamRng } from '../../core/prng.js';
import { gamePostText, gameTitle, personName, VISITOR_COMMENTS } from '../../core/seed-text.js';
import { grantStreams, stateBase } from '../../core/state.js';
import { DEFAULT_LIMITS } from './limits.js';
import { FORUM_TITLES, GUILDS, type GuildSpec } from './seed-data.js';
import { addMessage, isSnowflake, newId, snowflakeTime } from './state.js';
import type { DiscordApp, DiscordGuild, DiscordState, DiscordUser } from './types.js';

const hex = (rng: Rng) => rng.chars(32, '0123456789abcdef');

/** A seeded Fisher–Yates shuffle. */
function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index--) {
    const other = rng.int(0, index);
    const swap = out[index] as T;
    out[index] = out[other] as T;
    out[other] = swap;
  }
  return out;
}

function person(rng: Rng, now: number, taken: Set<string>): Omit<DiscordUser, 'id'> {
  let name = personName(rng);
  let username = `${name.toLowerCase().replace(/\s+/g, '_')}${rng.int(1, 99)}`;
  while (taken.has(username)) {
    name = personName(rng);
    username = `${name.toLowerCase().replace(/\s+/g, '_')}${rng.int(100, 999)}`;
  }
  taken.add(username);
  const avatar = rng.chance(0.8) ? hex(rng) : null;
  return { username, globalName: name, avatar, bot: false, createdAt: now - rng.int(200, 3000) * DAY };
}

function seedGuild(state: DiscordState, spec: GuildSpec, title: string, rng: Rng, now: number): void {
  const createdAt = now - rng.int(300, 1500) * DAY;
  const active = shuffled(rng, state.members).slice(0, rng.int(8, 20));
  const ownerId = spec.role === 'owner' ? state.user.id : (active[0]?.id ?? state.user.id);
  const guild: DiscordGuild = {
    id: newId(state, createdAt, undefined, rng),
    name: spec.name(title),
    game: title,
    icon: hex(rng),
    description: `The home of ${title} players`,
    ownerId,
    role: spec.role,
    createdAt,
    memberBase: rng.int(...spec.members),
    active: active.map((member) => member.id),
    systemChannelId: null,
    rulesChannelId: null,
    installs: new Map(),
  };
  state.guilds.set(guild.id, guild);
  const categories = new Map<string, string>();
  for (const [position, channel] of spec.channels.entries()) {
    const at = createdAt + (position + 1) * HOUR;
    const id = newId(state, at, undefined, rng);
    state.channels.set(id, {
      id,
      guildId: guild.id,
      type: channel.type,
      name: channel.name,
      position,
      parentId: channel.under ? (categories.get(channel.under) ?? null) : null,
      topic: channel.topic ?? null,
      private: channel.private ?? false,
      ownerId: null,
      createdAt: at,
      deleted: false,
    });
    if (channel.type === 4) categories.set(channel.name, id);
    if (channel.name === 'general') guild.systemChannelId = id;
    if (channel.name === 'rules') guild.rulesChannelId = id;
  }
  seedHistory(state, guild, title, rng, now);
}

/** Staff announcements over the last two weeks, and a few forum posts by members. */
function seedHistory(state: DiscordState, guild: DiscordGuild, title: string, rng: Rng, now: number): void {
  for (const channel of state.channels.values()) {
    if (channel.guildId !== guild.id) continue;
    if (channel.type === 5) {
      const ages = Array.from({ length: rng.int(3, 6) }, () => rng.float(0.3, 14) * DAY);
      for (const age of ages.sort((a, b) => b - a)) {
        const content = gamePostText(rng, title);
        addMessage(state, {
          channelId: channel.id,
          authorId: guild.ownerId,
          content,
          createdAt: now - age,
          origin: 'seed',
        });
      }
    }
    if (channel.type === 15) {
      for (let post = rng.int(2, 3); post > 0; post--) {
        const at = Math.round(now - rng.float(0.5, 10) * DAY);
        const author = rng.pick(guild.active);
        const id = newId(state, at, undefined, rng);
        state.channels.set(id, {
          ...channel,
          id,
          type: 11,
          name: rng.pick(FORUM_TITLES),
          parentId: channel.id,
          topic: null,
          ownerId: author,
          createdAt: at,
        });
        const content = rng.pick(VISITOR_COMMENTS);
        addMessage(state, { id, channelId: id, authorId: author, content, createdAt: at, origin: 'seed' });
      }
    }
  }
}

export function createDiscordState(
  seed: number,
  now: number,
  apps: readonly DiscordApp[],
  volume: ListeningVolume,
): DiscordState {
  const world = streamRng(seed, 'discord', 'world');
  const title = gameTitle(world);
  const names = new Set<string>();
  const state: DiscordState = {
    ...stateBase(seed, now, apps, (app) => app.clientId),
    user: { id: '', ...person(world, now, names) },
    members: [],
    users: new Map(),
    guilds: new Map(),
    channels: new Map(),
    messages: new Map(),
    tokens: new Map(),
    codes: new Map(),
    limits: { ...DEFAULT_LIMITS },
    windows: new Map(),
    messageContent: true,
    volume,
    arrived: new Map(),
    rng: grantStreams(seed, 'discord'),
  };
  state.user.id = newId(state, state.user.createdAt, undefined, world);
  state.users.set(state.user.id, state.user);
  while (state.members.length < 40) {
    const member = person(world, now, names);
    const withId = { ...member, id: newId(state, member.createdAt, undefined, world) };
    state.members.push(withId);
    state.users.set(withId.id, withId);
  }
  for (const app of apps) {
    const createdAt = isSnowflake(app.clientId) ? snowflakeTime(app.clientId) : now;
    const bot = {
      id: app.clientId,
      username: app.name,
      globalName: null,
      avatar: null,
      bot: true,
      createdAt,
    };
    state.users.set(bot.id, bot);
  }
  for (const spec of GUILDS) seedGuild(state, spec, title, world, now);
  return state;
}
