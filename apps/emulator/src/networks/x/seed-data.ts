import type { Rng } from '../../core/prng.js';
import { gameTitle, personName } from '../../core/seed-text.js';
import type { XUser } from './types.js';

const YEAR = 365.25 * 86_400_000;
/**
 * Accounts are dated back from a fixed instant, not from the emulator's start: their ids derive from
 * their creation time, and a connected account must keep its id across restarts with the same seed.
 */
const ACCOUNTS_EPOCH = Date.UTC(2026, 0, 1);

/** What players post about the game (mentions) and send as DMs. */
export const MENTION_TEMPLATES = [
  'any ETA on the next patch?',
  'the servers are down again in EU 😩',
  'loving the new season so far 🔥',
  'my account got banned for no reason, please check my ticket',
  'will you bring the game to Switch?',
  'best soundtrack of the year, who composed it?',
  'the new map is gorgeous, congrats to the team',
  'matchmaking has been broken since yesterday',
  'is cross-play coming this year?',
  'thank you for listening to the community ❤️',
];

export const DM_TEMPLATES = [
  'Hi! I bought the season pass but it does not show up in my account.',
  'Hello, are you looking for content creators for the launch?',
  'Hey, my purchase was charged twice, can you help?',
  'Hi team, I found a bug that lets players clip through walls. Video attached soon.',
  'Is there a press kit I can use for my review?',
  'Can I stream the beta on Twitch?',
  'Thanks for the quick fix yesterday!',
];

const LOCATIONS = ['Berlin', 'Seoul', 'São Paulo', 'Austin, TX', 'Lyon', 'Tokyo', 'Warsaw', ''];

function handle(name: string, rng: Rng): string {
  const [first = 'user', last = ''] = name.toLowerCase().split(' ');
  const base = `${first}${rng.pick(['_', '', '_the_'])}${last}`.replace(/[^a-z0-9_]/g, '');
  return `${base}${rng.chance(0.6) ? rng.int(1, 999) : ''}`.slice(0, 15);
}

/** The game-studio account that signs in on the consent page. */
export function seedAccount(rng: Rng): Omit<XUser, 'id'> & { title: string } {
  const title = gameTitle(rng);
  return {
    title,
    name: title,
    username: title.replace(/[^A-Za-z0-9]/g, '').slice(0, 15),
    description: `Official account of ${title}. Patch notes, events and community highlights. 🎮`,
    location: rng.pick(LOCATIONS.filter(Boolean)),
    createdAt: Math.round(ACCOUNTS_EPOCH - rng.float(3, 11) * YEAR),
    verified: rng.chance(0.5),
    followers: rng.int(20, 800) * 250,
    following: rng.int(40, 900),
    listed: rng.int(20, 900),
    likes: rng.int(200, 9_000),
    priorTweets: rng.int(800, 9_000),
    acceptsDms: true,
  };
}

export function seedVisitor(rng: Rng, taken: ReadonlySet<string>): Omit<XUser, 'id'> {
  const name = personName(rng);
  let username = handle(name, rng);
  while (taken.has(username.toLowerCase())) username = `${username.slice(0, 11)}${rng.int(1000, 9999)}`;
  return {
    name,
    username,
    description: rng.pick([
      'Gamer. Coffee. Cats.',
      'Streamer 🎥',
      'Speedrunner',
      'Just here for the memes',
      '',
    ]),
    location: rng.pick(LOCATIONS),
    createdAt: Math.round(ACCOUNTS_EPOCH - rng.float(0.3, 14) * YEAR),
    verified: rng.chance(0.05),
    followers: rng.int(3, 4_000),
    following: rng.int(20, 1_500),
    listed: rng.int(0, 20),
    likes: rng.int(100, 40_000),
    priorTweets: rng.int(50, 20_000),
    acceptsDms: rng.chance(0.8),
  };
}
