/**
 * VK access rights as bits (platforms/vk.md §1a). User and community rights share one name space:
 * where both have a right at the same bit (photos 4, messages 4096, docs 131072) it means the same,
 * and community `manage` sits at the bit of user `groups` (262144). A user consent's token gets the
 * user bits of the mask asked, a community consent's tokens its community bits.
 */
export const USER_SCOPES: Readonly<Record<string, number>> = {
  notify: 1,
  friends: 2,
  photos: 4,
  audio: 8,
  video: 16,
  stories: 64,
  pages: 128,
  menu: 256,
  status: 1024,
  notes: 2048,
  messages: 4096,
  wall: 8192,
  ads: 32768,
  offline: 65536,
  docs: 131072,
  groups: 262144,
  notifications: 524288,
  stats: 1048576,
  email: 4194304,
  market: 134217728,
  phone_number: 268435456,
};

export const COMMUNITY_SCOPES: Readonly<Record<string, number>> = {
  stories: 1,
  photos: 4,
  app_widget: 64,
  messages: 4096,
  docs: 131072,
  manage: 262144,
};

const sum = (bits: Readonly<Record<string, number>>) =>
  Object.values(bits).reduce((mask, bit) => mask | bit, 0);
export const USER_MASK = sum(USER_SCOPES);
export const COMMUNITY_MASK = sum(COMMUNITY_SCOPES);
export const OFFLINE = USER_SCOPES.offline ?? 65536;

export class ScopeError extends Error {}

/** `scope` as a bit mask (`1519636`) or as names (`wall,photos,offline`). */
export function parseScope(raw: string | undefined): number {
  const value = (raw ?? '').trim();
  if (value === '') return 0;
  if (/^\d+$/.test(value)) return Number(value) & (USER_MASK | COMMUNITY_MASK);
  let mask = 0;
  for (const name of value.split(/[\s,+]+/).filter(Boolean)) {
    const bit = USER_SCOPES[name] ?? COMMUNITY_SCOPES[name];
    if (bit === undefined) throw new ScopeError(`Unknown scope "${name}".`);
    mask |= bit;
  }
  return mask;
}

/** The names of the bits a token of this kind holds. */
export function scopeNames(mask: number, kind: 'user' | 'group'): string[] {
  const table = kind === 'user' ? USER_SCOPES : COMMUNITY_SCOPES;
  return Object.entries(table)
    .filter(([, bit]) => (mask & bit) !== 0)
    .map(([name]) => name);
}
