import type { Rng } from '../../core/prng.js';
import { gameTitle, personName } from '../../core/seed-text.js';
import type { VkGroup, VkUser } from './types.js';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** A person with a VK id (9 digits, as new accounts get). */
export function seedUser(rng: Rng, taken: ReadonlySet<number>): VkUser {
  const [firstName = 'Alex', lastName = 'Kim'] = personName(rng).split(' ');
  let id = Number(rng.digits(9));
  while (taken.has(id)) id += 1;
  return { id, firstName, lastName, screenName: `id${id}` };
}

/**
 * The studio's communities: the official one, its esports and creators communities (all administered
 * by the person who signs in), and a fan community run by a player (not administered).
 */
export function seedGroups(rng: Rng, admin: VkUser, fanAdmin: VkUser): VkGroup[] {
  const title = gameTitle(rng);
  const names = [title, `${title} Esports`, `${title} Creators`, `${title} Fans`];
  const taken = new Set<number>();
  return names.map((name, index) => {
    let id = rng.int(200_000_000, 239_999_999);
    while (taken.has(id)) id += 1;
    taken.add(id);
    return {
      id,
      name,
      screenName: slug(name),
      members: rng.int(index === 0 ? 40 : 5, index === 0 ? 400 : 60) * 1_000,
      adminIds: [index === 3 ? fanAdmin.id : admin.id],
      linksForbidden: false,
    };
  });
}
