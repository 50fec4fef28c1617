/** How every network's state starts: the seed it was built from, when, and its registered apps by id. */
export function stateBase<App>(seed: number, now: number, apps: readonly App[], idOf: (app: App) => string) {
  return { seed, createdAt: now, apps: new Map(apps.map((app) => [idOf(app), { ...app }])) };
}

/** Items by their id. */
export const byId = <K, T extends { id: K }>(items: readonly T[]): Map<K, T> =>
  new Map(items.map((item) => [item.id, item]));
