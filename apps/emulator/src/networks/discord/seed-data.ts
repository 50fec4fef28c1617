import type { GuildRole } from './types.js';

export interface ChannelSpec {
  name: string;
  type: number;
  topic?: string;
  private?: boolean;
  under?: string;
}

export interface GuildSpec {
  name(title: string): string;
  role: GuildRole;
  members: readonly [number, number];
  channels: readonly ChannelSpec[];
}

const OFFICIAL: readonly ChannelSpec[] = [
  { name: 'Information', type: 4 },
  { name: 'announcements', type: 5, under: 'Information', topic: 'News, events and patch notes' },
  { name: 'patch-notes', type: 5, under: 'Information', topic: 'Every update, in detail' },
  { name: 'rules', type: 0, under: 'Information' },
  { name: 'Community', type: 4 },
  { name: 'general', type: 0, under: 'Community', topic: 'Chat about anything' },
  { name: 'screenshots', type: 0, under: 'Community' },
  { name: 'looking-for-group', type: 0, under: 'Community' },
  { name: 'feedback', type: 15, under: 'Community', topic: 'Ideas and bug reports: one post per topic' },
  { name: 'Staff', type: 4 },
  { name: 'moderators', type: 0, under: 'Staff', private: true },
];

/** The servers of the signed-in person: two they own, one they administer, one they only chat in. */
export const GUILDS: readonly GuildSpec[] = [
  { name: (title) => `${title} Official`, role: 'owner', members: [12_000, 48_000], channels: OFFICIAL },
  {
    name: (title) => `${title} Beta Testers`,
    role: 'admin',
    members: [600, 2_400],
    channels: [
      { name: 'announcements', type: 5 },
      { name: 'general', type: 0 },
      { name: 'bug-reports', type: 15, topic: 'One post per bug, please' },
    ],
  },
  {
    name: (title) => `${title} Creators Hub`,
    role: 'owner',
    members: [150, 900],
    channels: [
      { name: 'news', type: 5 },
      { name: 'general', type: 0 },
      { name: 'showcase', type: 15 },
    ],
  },
  {
    name: () => 'Indie Dev Lounge',
    role: 'member',
    members: [3_000, 9_000],
    channels: [
      { name: 'general', type: 0 },
      { name: 'announcements', type: 5 },
    ],
  },
];

export const FORUM_TITLES = [
  'Controller drift after the last patch',
  'Suggestion: a photo mode',
  'Ranked season rewards feedback',
  'Crash when joining a party',
  'Please add colour-blind options',
  'Fan art thread',
];
