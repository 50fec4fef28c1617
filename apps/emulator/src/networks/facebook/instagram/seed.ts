import { DAY, HOUR } from '../../../core/clock.js';
import { type Rng, streamRng } from '../../../core/prng.js';
import { personName } from '../../../core/seed-text.js';
import { postMessage } from '../seed-data.js';
import type { FbPage, FbState } from '../types.js';
import { addMedia, cdnUrl, newIgId } from './state.js';
import type { IgAccount, IgVisitor } from './types.js';

const HASHTAGS = [
  '#gaming',
  '#indiegame',
  '#gamedev',
  '#screenshotsaturday',
  '#pcgaming',
  '#newgame',
  '#esports',
];
const TAG_TEMPLATES = [
  'Cosplay done for the launch event! Thanks',
  'My first win this season, huge thanks to',
  'Fan art of my favourite hero by me, made for',
  'Stream highlights from last night — GG',
];

function visitor(rng: Rng): IgVisitor {
  const [first = 'player', last = 'one'] = personName(rng).toLowerCase().split(' ');
  return {
    id: `178414${rng.digits(11)}`,
    username: `${first}${rng.pick(['.', '_', ''])}${last}${rng.int(1, 99)}`,
  };
}

function seedAccount(state: FbState, page: FbPage, rng: Rng): IgAccount {
  const id = newIgId(state.ig, '178414', rng);
  const title = page.name.replace(/ Studios$/, '');
  return {
    id,
    igId: rng.digits(10),
    pageId: page.id,
    username: page.username,
    name: page.name,
    biography: `Official Instagram of ${title} 🎮 News, patch notes and community art. Tag us to be featured!`,
    website: `https://${page.username}.example.com`,
    followers: rng.int(12, 600) * 100,
    follows: rng.int(30, 400),
  };
}

function caption(rng: Rng, page: FbPage): string {
  const tags = Array.from({ length: rng.int(1, 4) }, () => rng.pick(HASHTAGS));
  return `${postMessage(rng, page)} ${[...new Set(tags)].join(' ')}`;
}

type Kind = 'IMAGE' | 'CAROUSEL_ALBUM' | 'REELS' | 'STORY';

function seedPost(state: FbState, account: IgAccount, page: FbPage, kind: Kind, at: number, rng: Rng): void {
  const { ig } = state;
  const id = newIgId(ig, '18', rng);
  const video = kind === 'REELS';
  const media = addMedia(
    ig,
    {
      id,
      ownerId: account.id,
      ownerUsername: account.username,
      mediaType: kind === 'REELS' ? 'VIDEO' : kind === 'STORY' ? 'IMAGE' : kind,
      productType: kind === 'REELS' ? 'REELS' : kind === 'STORY' ? 'STORY' : 'FEED',
      caption: kind === 'STORY' ? undefined : caption(rng, page),
      mediaUrl: cdnUrl(id, video ? 'mp4' : 'jpg'),
      thumbnailUrl: video ? cdnUrl(`${id}_cover`, 'jpg') : undefined,
      sharedToFeed: video ? true : undefined,
      createdAt: at,
      origin: 'seed',
    },
    rng,
  );
  if (kind !== 'CAROUSEL_ALBUM') return;
  media.children = Array.from({ length: rng.int(2, 4) }, () => {
    const childId = newIgId(ig, '18', rng);
    return addMedia(
      ig,
      {
        id: childId,
        ownerId: account.id,
        ownerUsername: account.username,
        mediaType: 'IMAGE',
        productType: 'FEED',
        mediaUrl: cdnUrl(childId, 'jpg'),
        parentId: media.id,
        createdAt: at,
        origin: 'seed',
      },
      rng,
    ).id;
  });
}

/** Posts by visitors that tag the account (its `/tags` edge). */
function seedTagged(state: FbState, account: IgAccount, now: number, rng: Rng): void {
  for (let index = rng.int(2, 4); index > 0; index--) {
    const author = rng.pick(state.ig.visitors);
    const id = newIgId(state.ig, '18', rng);
    const spot = () => Math.round(rng.float(0.1, 0.9) * 100) / 100;
    addMedia(
      state.ig,
      {
        id,
        ownerId: author.id,
        ownerUsername: author.username,
        mediaType: 'IMAGE',
        productType: 'FEED',
        caption: `${rng.pick(TAG_TEMPLATES)} @${account.username}`,
        mediaUrl: cdnUrl(id, 'jpg'),
        userTags: [{ username: account.username, x: spot(), y: spot() }],
        taggedAccountIds: [account.id],
        createdAt: Math.round(now - rng.float(0.5, 10) * DAY),
        origin: 'tagged',
      },
      rng,
    );
  }
}

function pickKind(rng: Rng): Kind {
  const roll = rng.next();
  return roll < 0.45 ? 'IMAGE' : roll < 0.7 ? 'CAROUSEL_ALBUM' : 'REELS';
}

/**
 * Every emulated Page but the last (the only one, if there is just one) has a linked Instagram
 * professional account with a few weeks of posts, a live story and media it is tagged in.
 */
export function seedInstagram(state: FbState, now: number): void {
  const world = streamRng(state.seed, 'ig', 'world');
  state.ig.visitors = Array.from({ length: 36 }, () => visitor(world));
  const pages = [...state.pages.values()];
  for (const page of pages.length > 1 ? pages.slice(0, -1) : pages) {
    const rng = streamRng(state.seed, 'ig', 'account', page.id);
    const account = seedAccount(state, page, rng);
    state.ig.accounts.set(account.id, account);
    const ages = Array.from({ length: rng.int(6, 9) }, () => rng.float(0.3, 24) * DAY).sort((a, b) => b - a);
    for (const age of ages) seedPost(state, account, page, pickKind(rng), Math.round(now - age), rng);
    seedPost(state, account, page, 'STORY', Math.round(now - rng.float(1, 8) * HOUR), rng);
    seedTagged(state, account, now, rng);
  }
}
