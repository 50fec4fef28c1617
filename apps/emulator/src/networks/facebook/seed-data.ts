import type { Rng } from '../../core/prng.js';
import { gamePostText, gameTitle, personName } from '../../core/seed-text.js';
import type { FbActor, FbPage } from './types.js';

const CATEGORIES = ['Video Game', 'Video Game Publisher', 'Games/Toys'];
export const ALL_TASKS = ['ANALYZE', 'ADVERTISE', 'MESSAGING', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'];

export function seedUser(rng: Rng): FbActor {
  return { id: rng.digits(15), name: personName(rng) };
}

export function seedVisitors(rng: Rng, count: number): FbActor[] {
  return Array.from({ length: count }, () => ({ id: rng.digits(16), name: personName(rng) }));
}

export function seedPages(rng: Rng, count: number): FbPage[] {
  const pages: FbPage[] = [];
  const used = new Set<string>();
  while (pages.length < count) {
    const title = gameTitle(rng);
    if (used.has(title)) continue;
    used.add(title);
    const name = pages.length === 0 ? `${title} Studios` : title;
    pages.push({
      id: `1${rng.digits(14)}`,
      name,
      category: pages.length === 0 ? 'Video Game Publisher' : rng.pick(CATEGORIES),
      about: `Official page of ${name}.`,
      username: name.replace(/[^A-Za-z]/g, '').toLowerCase(),
      followers: rng.int(8, 400) * 250,
      tasks: [...ALL_TASKS],
    });
  }
  return pages;
}

export function postMessage(rng: Rng, page: FbPage): string {
  return gamePostText(rng, page.name.replace(/ Studios$/, ''));
}
