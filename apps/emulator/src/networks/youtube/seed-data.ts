import type { Rng } from '../../core/prng.js';
import { gameTitle, personName } from '../../core/seed-text.js';
import { channelId, uploadsPlaylistId } from './ids.js';
import type { YtChannel } from './types.js';

const YEAR = 365.25 * 86_400_000;
/** Channels are dated back from a fixed instant, so a seed gives the same channel ids on every run. */
const ACCOUNTS_EPOCH = Date.UTC(2026, 0, 1);

/** YouTube's own channel, which owns the category list. */
export const YOUTUBE_CHANNEL_ID = 'UCBR8-60-B28hp2BmDPdntcQ';

/** videoCategories.list for regionCode=US: id, title, whether uploads may use it. */
export const VIDEO_CATEGORIES: ReadonlyArray<readonly [string, string, boolean]> = [
  ['1', 'Film & Animation', true],
  ['2', 'Autos & Vehicles', true],
  ['10', 'Music', true],
  ['15', 'Pets & Animals', true],
  ['17', 'Sports', true],
  ['18', 'Short Movies', false],
  ['19', 'Travel & Events', true],
  ['20', 'Gaming', true],
  ['21', 'Videoblogging', false],
  ['22', 'People & Blogs', true],
  ['23', 'Comedy', true],
  ['24', 'Entertainment', true],
  ['25', 'News & Politics', true],
  ['26', 'Howto & Style', true],
  ['27', 'Education', true],
  ['28', 'Science & Technology', true],
  ['29', 'Nonprofits & Activism', true],
  ['30', 'Movies', false],
  ['31', 'Anime/Animation', false],
  ['32', 'Action/Adventure', false],
  ['33', 'Classics', false],
  ['34', 'Comedy', false],
  ['35', 'Documentary', false],
  ['36', 'Drama', false],
  ['37', 'Family', false],
  ['38', 'Foreign', false],
  ['39', 'Horror', false],
  ['40', 'Sci-Fi/Fantasy', false],
  ['41', 'Thriller', false],
  ['42', 'Shorts', false],
  ['43', 'Shows', false],
  ['44', 'Trailers', false],
];

export const assignableCategory = (id: string): boolean =>
  VIDEO_CATEGORIES.some(([candidate, , assignable]) => candidate === id && assignable);

/** What a studio uploads; `{title}` the game, `{n}` a number, `{v}` a version. */
const VIDEO_TITLES = [
  '{title} — Official Launch Trailer',
  '{title} Season {n} Gameplay Reveal',
  'Patch {v} Overview | {title}',
  'Dev Diary #{n}: Building the new map',
  '{title} — Behind the Scenes with the art team',
  'Top 10 community plays of the week #{n}',
  '{title} Soundtrack — Main Theme',
  'New hero spotlight | {title}',
  'Livestream recap: Q&A with the developers',
  '{title} — Cinematic Short',
];

const DESCRIPTIONS = [
  'Wishlist now and join our Discord to share your feedback!',
  'Thanks for watching. Full patch notes on our website.',
  'Subscribe for more dev diaries and community highlights.',
  'Available now on PC and consoles.',
];

export function seedVideoText(rng: Rng, title: string): { title: string; description: string } {
  const text = rng
    .pick(VIDEO_TITLES)
    .replace('{title}', title)
    .replace('{n}', String(rng.int(2, 30)))
    .replace('{v}', `${rng.int(1, 3)}.${rng.int(0, 9)}`);
  return { title: text, description: `${rng.pick(DESCRIPTIONS)}\n\n#${title.replace(/[^A-Za-z0-9]/g, '')}` };
}

const COUNTRIES = ['US', 'FR', 'DE', 'KR', 'JP', 'BR', 'PL', 'SE'];

function handleOf(name: string, rng: Rng): string {
  const base = name.replace(/[^A-Za-z0-9]/g, '').slice(0, 20);
  return `@${base}${rng.chance(0.5) ? rng.int(1, 999) : ''}`;
}

/** A studio channel of the signed-in Google account. */
export function seedStudioChannel(rng: Rng, ownerId: string, suffix = ''): YtChannel {
  const game = gameTitle(rng);
  const title = `${game}${suffix}`;
  const id = channelId(rng);
  return {
    id,
    ownerId,
    title,
    description: `The official ${game} channel: trailers, dev diaries and community highlights.`,
    customUrl: handleOf(title, rng).toLowerCase(),
    createdAt: Math.round(ACCOUNTS_EPOCH - rng.float(2, 9) * YEAR),
    country: rng.pick(COUNTRIES),
    uploadsPlaylistId: uploadsPlaylistId(id),
    subscribers: rng.int(40, 4_000) * 100,
    priorViews: rng.int(200, 40_000) * 1_000,
  };
}

/** A player's channel (visitors comment with it). */
export function seedVisitorChannel(rng: Rng): YtChannel {
  const name = personName(rng);
  const id = channelId(rng);
  return {
    id,
    ownerId: null,
    title: name,
    description: '',
    customUrl: handleOf(name, rng).toLowerCase(),
    createdAt: Math.round(ACCOUNTS_EPOCH - rng.float(0.5, 12) * YEAR),
    country: rng.pick(COUNTRIES),
    uploadsPlaylistId: uploadsPlaylistId(id),
    subscribers: rng.int(0, 2_000),
    priorViews: rng.int(0, 50_000),
  };
}
