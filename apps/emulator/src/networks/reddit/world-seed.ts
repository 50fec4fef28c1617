import { DAY } from '../../core/clock.js';
import { type Rng, streamRng } from '../../core/prng.js';
import { gamePostText, gameTitle } from '../../core/seed-text.js';
import { byId, grantStreams, stateBase } from '../../core/state.js';
import { flairColour, SUBREDDIT_RULES, subredditSeeds, visitorName } from './seed-data.js';
import { addPost, DEFAULT_LIMITS, freshId, subredditNamed, uuid } from './state.js';
import type { RedditApp, RedditState, RedditUser, Subreddit } from './types.js';

function seedSubreddit(rng: Rng, seed: ReturnType<typeof subredditSeeds>[number], at: number): Subreddit {
  return {
    id: freshId(rng, 6, new Set(), '2'),
    name: seed.name,
    title: seed.title,
    description: seed.description,
    subscribers: Math.round(seed.subscribers * rng.float(0.9, 1.1)),
    createdAt: Math.round(at - rng.float(2, 12) * 365 * DAY),
    submissionType: seed.submissionType,
    allowImages: seed.allowImages,
    allowVideos: seed.allowImages,
    type: seed.type,
    over18: false,
    flairRequired: seed.flairRequired,
    flairs: seed.flairs.map((text) => ({
      id: uuid(rng),
      text: text.replace(/\*$/, ''),
      textEditable: text.endsWith('*'),
      backgroundColor: flairColour(rng),
      textColor: 'light',
      modOnly: text === 'Patch Notes' || text === 'Dev Update',
    })),
    rules: SUBREDDIT_RULES.filter(() => rng.chance(0.8)),
    subscribed: Boolean(seed.official) || (seed.type === 'public' && rng.chance(0.5)),
    moderator: Boolean(seed.official),
  };
}

function profileSubreddit(user: RedditUser, id: string): Subreddit {
  return {
    id,
    name: `u_${user.name}`,
    title: user.name,
    description: '',
    subscribers: 0,
    createdAt: user.createdAt,
    submissionType: 'any',
    allowImages: true,
    allowVideos: true,
    type: 'user',
    over18: false,
    flairRequired: false,
    flairs: [],
    rules: [],
    subscribed: false,
    moderator: true,
  };
}

function seedHistory(state: RedditState, game: string, now: number): void {
  const rng = streamRng(state.seed, 'reddit', 'history');
  const official = subredditNamed(state, game);
  const ages = Array.from({ length: rng.int(6, 9) }, () => rng.float(0.5, 20) * DAY).sort((a, b) => b - a);
  for (const age of ages) {
    const body = gamePostText(rng, game);
    const sub = rng.chance(0.7) ? official : subredditNamed(state, rng.pick(['IndieGaming', 'gamedev']));
    if (!sub) continue;
    const flair = sub.flairs.length > 0 ? rng.pick(sub.flairs) : undefined;
    addPost(state, {
      id: freshId(rng, 7, state.posts, '1'),
      subreddit: sub.name,
      authorId: state.user.id,
      title: body.split(/(?<=[.!?])\s/)[0] ?? body,
      selftext: body,
      kind: 'self',
      url: null,
      createdAt: Math.round(now - age),
      flair: flair
        ? {
            templateId: flair.id,
            text: flair.text,
            backgroundColor: flair.backgroundColor,
            textColor: 'light',
          }
        : null,
      nsfw: false,
      spoiler: false,
      sendReplies: true,
      origin: 'seed',
    });
  }
}

/** The world for a seed: ids of people and communities never depend on the start time. */
export function createRedditState(seed: number, now: number, apps: readonly RedditApp[]): RedditState {
  const world = streamRng(seed, 'reddit', 'world');
  const game = gameTitle(world).replace(/[^A-Za-z0-9]/g, '');
  const identity = () => ({
    id: freshId(world, 8, new Set()),
    createdAt: Math.round(Date.UTC(2020, 0) - world.float(0, 9) * 365 * DAY),
  });
  const user: RedditUser = {
    ...identity(),
    name: `${game.slice(0, 14)}_Team`,
    linkKarma: world.int(2_000, 40_000),
    commentKarma: world.int(1_000, 20_000),
    acceptsMessages: true,
  };
  const names = new Set([user.name]);
  const visitors: RedditUser[] = [];
  while (visitors.length < 40) {
    const name = visitorName(world);
    if (names.has(name)) continue;
    names.add(name);
    visitors.push({
      ...identity(),
      name,
      linkKarma: world.int(1, 30_000),
      commentKarma: world.int(1, 90_000),
      acceptsMessages: world.chance(0.85),
    });
  }
  const subreddits = subredditSeeds(game).map((entry) => seedSubreddit(world, entry, Date.UTC(2026, 0)));
  subreddits.push(profileSubreddit(user, freshId(world, 6, new Set(), '2')));
  const state: RedditState = {
    ...stateBase(seed, now, apps, (app) => app.clientId),
    user,
    visitors,
    users: byId([user, ...visitors]),
    subreddits: new Map(subreddits.map((sub) => [sub.name.toLowerCase(), sub])),
    posts: new Map(),
    comments: new Map(),
    messages: new Map(),
    assets: new Map(),
    tokens: new Map(),
    codes: new Map(),
    limits: { ...DEFAULT_LIMITS },
    windows: new Map(),
    submissions: [],
    arrived: new Map(),
    rng: grantStreams(seed, 'reddit'),
  };
  seedHistory(state, game, now);
  return state;
}
