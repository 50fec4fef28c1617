import type { Rng } from './prng.js';

/** Vocabulary the networks draw their seeded people, games and chatter from. */

const FIRST = [
  'Alex',
  'Mina',
  'Jonas',
  'Priya',
  'Lucas',
  'Hana',
  'Diego',
  'Sofia',
  'Kenji',
  'Amara',
  'Noah',
  'Yuna',
  'Mateo',
  'Lea',
  'Omar',
  'Ingrid',
  'Chen',
  'Zoe',
  'Tomasz',
  'Aisha',
  'Felix',
  'Nadia',
  'Ravi',
  'Elena',
];
const LAST = [
  'Moreau',
  'Kim',
  'Novak',
  'Sharma',
  'Silva',
  'Tanaka',
  'Garcia',
  'Rossi',
  'Okafor',
  'Berg',
  'Wang',
  'Haddad',
  'Schmidt',
  'Lopez',
  'Ivanova',
  'Park',
  'Nguyen',
  'Costa',
  'Larsen',
  'Mendes',
];
const TITLE_A = [
  'Starfall',
  'Iron',
  'Ember',
  'Neon',
  'Crystal',
  'Shadow',
  'Hollow',
  'Solar',
  'Frost',
  'Crimson',
  'Echo',
  'Void',
  'Verdant',
  'Astral',
];
const TITLE_B = [
  'Odyssey',
  'Tide',
  'Realms',
  'Drift',
  'Crown',
  'Legends',
  'Frontier',
  'Knights',
  'Protocol',
  'Saga',
  'Harbor',
  'Rift',
  'Dominion',
  'Arena',
];

/** What a game studio posts; `{v}` a version, `{n}` a season number, `{title}` the game. */
export const PAGE_POST_TEMPLATES = [
  'Patch {v} is live! Balance changes, new cosmetics and a fix for the matchmaking queue. Full notes on our site.',
  'Dev stream this Friday at 18:00 UTC — we are showing the new {title} map for the first time. Bring questions!',
  'Thank you for 1 million downloads of {title}! A small gift is waiting in your in-game mailbox. 🎁',
  'Season {n} starts next week. Which faction are you picking? ⚔️',
  'Maintenance tonight 02:00–04:00 UTC. Servers will be briefly offline while we deploy {v}.',
  'Fan art Friday! Tag us with your {title} creations and we will feature our favourites.',
  'Community event: double XP all weekend. See you on the battlefield!',
  'Sneak peek at the next hero coming to {title}. Any guesses who it is? 👀',
];

/** What players answer. */
export const VISITOR_COMMENTS = [
  'Finally!! Been waiting for this 🔥',
  'When is it coming to console?',
  'Servers are lagging again in EU 😩',
  'This looks amazing, great work team',
  'Please fix the login bug on Android',
  'Day one player here ❤️',
  'Any news on cross-play?',
  'The last patch broke my save file, please help',
  'Can we get a ranked mode?',
  'Best game I have played this year',
  'Is there a discount for returning players?',
  'Who else is grinding tonight?',
  'The new map is gorgeous',
  'Matchmaking takes 10 minutes for me…',
  'Will there be a physical edition?',
  'Hype! 🚀',
  'Please add controller support on PC',
  'My whole guild is logging in for this',
  'Refund my gems, the event did not pay out',
  'Love the art direction',
  'Is the soundtrack on Spotify?',
];

/** What players write to a studio in private (Messenger, Instagram Direct). */
export const DIRECT_MESSAGES = [
  'Hey! My account got banned by mistake, can someone look into it?',
  'When does the next season start?',
  'I bought the battle pass but it is not showing up',
  'Is there a creator program I can apply to?',
  'Love the new update, thank you!! 🙌',
  'Can I get a refund for a purchase I made by accident?',
  'The game crashes on launch since the last patch (Android 14)',
  'Are you hiring community moderators?',
  'Hi, is the tournament open to players from Brazil?',
  'How do I link my console account?',
  'My friend code does not work, can you help?',
  'Do you ship the collector edition to Europe?',
];

/** How a studio's community team answers a private message. */
export const PAGE_REPLIES = [
  'Thanks for reaching out! Could you send us your player ID?',
  'Sorry about that — our support team is on it and will get back to you shortly.',
  'Glad you like it! More is coming next season 🎮',
  'Thanks! We have passed this on to the team.',
];

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
}

/** A made-up game title such as "Ember Tide". */
export function gameTitle(rng: Rng): string {
  return `${rng.pick(TITLE_A)} ${rng.pick(TITLE_B)}`;
}

/** A studio announcement about `title` (a random template with its placeholders filled). */
export function gamePostText(rng: Rng, title: string): string {
  return rng
    .pick(PAGE_POST_TEMPLATES)
    .replace('{v}', `${rng.int(1, 3)}.${rng.int(0, 9)}.${rng.int(0, 9)}`)
    .replace('{n}', String(rng.int(2, 9)))
    .replace('{title}', title);
}
