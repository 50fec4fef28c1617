import type { Rng } from '../../core/prng.js';
import type { SubmissionType, SubredditRule } from './types.js';

/** A community of the seeded world; `*` after a flair marks an editable one. */
export interface SubredditSeed {
  name: string;
  title: string;
  description: string;
  subscribers: number;
  submissionType: SubmissionType;
  allowImages: boolean;
  type: 'public' | 'private';
  flairRequired: boolean;
  flairs: string[];
  official?: boolean;
}

const FLAIR_COLOURS = ['#ff4500', '#0079d3', '#46d160', '#ffd635', '#7193ff', '#ea0027', '#94e044'];

/** The studio's own community (named after its game), then well-known gaming ones. */
export function subredditSeeds(game: string): SubredditSeed[] {
  return [
    {
      name: game,
      title: `${game} — official community`,
      description: `The official subreddit of ${game}. Patch notes, dev updates, fan art and discussion.`,
      subscribers: 48_000,
      submissionType: 'any',
      allowImages: true,
      type: 'public',
      flairRequired: true,
      flairs: ['Patch Notes', 'Dev Update', 'Discussion*', 'Fan Art', 'Bug Report'],
      official: true,
    },
    {
      name: 'gaming',
      title: 'r/gaming',
      description:
        'A subreddit for (almost) anything related to games — video games, board games, card games.',
      subscribers: 44_000_000,
      submissionType: 'link',
      allowImages: true,
      type: 'public',
      flairRequired: false,
      flairs: [],
    },
    {
      name: 'truegaming',
      title: 'TrueGaming',
      description: 'In-depth discussion of gaming. Text posts only.',
      subscribers: 1_400_000,
      submissionType: 'self',
      allowImages: false,
      type: 'public',
      flairRequired: false,
      flairs: [],
    },
    {
      name: 'pcgaming',
      title: 'PC Gaming',
      description: 'The place to discuss PC gaming news, releases and hardware.',
      subscribers: 4_300_000,
      submissionType: 'any',
      allowImages: true,
      type: 'public',
      flairRequired: true,
      flairs: ['News', 'Discussion*', 'Video', 'Article', 'Industry News'],
    },
    {
      name: 'IndieGaming',
      title: 'Indie Gaming',
      description: 'Discover and discuss indie games. Developers welcome to share their games.',
      subscribers: 620_000,
      submissionType: 'any',
      allowImages: true,
      type: 'public',
      flairRequired: false,
      flairs: ['Self Promotion', 'Discussion*', 'Trailer'],
    },
    {
      name: 'gamedev',
      title: 'Game Development',
      description: 'All things related to game development: programming, design, art, marketing.',
      subscribers: 1_800_000,
      submissionType: 'any',
      allowImages: true,
      type: 'public',
      flairRequired: false,
      flairs: ['Discussion*', 'Postmortem', 'Question'],
    },
    {
      name: 'PlaytestersHQ',
      title: 'Playtesters HQ',
      description: 'Invite-only community for closed playtests.',
      subscribers: 3_200,
      submissionType: 'any',
      allowImages: true,
      type: 'private',
      flairRequired: false,
      flairs: [],
    },
  ];
}

export const flairColour = (rng: Rng): string => rng.pick(FLAIR_COLOURS);

export const SUBREDDIT_RULES: readonly SubredditRule[] = [
  {
    shortName: 'Be civil',
    description: 'No personal attacks, harassment or hate speech.',
    kind: 'all',
  },
  {
    shortName: 'No spam or excessive self-promotion',
    description: 'Follow the 9:1 rule: contribute to the community beyond your own content.',
    kind: 'link',
  },
  {
    shortName: 'Use a descriptive title',
    description: 'Titles must describe the content of the post.',
    kind: 'link',
  },
  {
    shortName: 'No reposts',
    description: 'Content posted in the last 30 days will be removed.',
    kind: 'link',
  },
];

const ADJECTIVES = ['Ok', 'Brave', 'Sleepy', 'Lucky', 'Quiet', 'Salty', 'Happy', 'Cosmic', 'Witty', 'Grumpy'];
const NOUNS = ['Fox', 'Panda', 'Goblin', 'Wizard', 'Pixel', 'Otter', 'Knight', 'Falcon', 'Slime', 'Noodle'];

/** A Reddit-style generated username such as `Brave-Otter-4821`. */
export function visitorName(rng: Rng): string {
  return `${rng.pick(ADJECTIVES)}-${rng.pick(NOUNS)}-${rng.int(1000, 9999)}`;
}

/** What visitors say in listening results, around the searched words. */
export const CHATTER_OPENERS = [
  'Anyone else playing',
  'Thoughts on',
  'Just finished',
  'PSA:',
  'Hot take about',
  'Is it worth getting into',
  'I can not stop thinking about',
  'Fan art of',
];

export const CHATTER_ENDINGS = ['?', '— discussion', '(spoilers)', 'after the last patch', 'in 2026', '!'];

/** Private messages players send to the studio. */
export const MESSAGE_TEMPLATES = [
  ['Bug report', 'Hi! My save file disappeared after the last patch. Can you help?'],
  ['Collab?', 'Hey, I run a small gaming channel and would love to cover your game.'],
  ['Refund', 'I bought the season pass twice by mistake, who can I contact?'],
  ['Thank you', 'Just wanted to say your game got me through a rough month. Thank you!'],
  ['Community event', 'Would you be up for an AMA in our subreddit next month?'],
] as const;
