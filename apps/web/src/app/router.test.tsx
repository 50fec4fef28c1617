import { routes } from '@herald/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRouteTree } from './router.js';

function paths(tree: readonly RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

describe('route tree', () => {
  it('serves every route of the table, the trailing-slash alias, and a 404 for every section', () => {
    const served = new Set(paths(buildRouteTree(false)));
    for (const route of routes) expect(served.has(route.path), route.path).toBe(true);
    expect(served.has('/middle/oauth/')).toBe(true);
    for (const section of ['account', 'content', 'perm', 'system', 'app'])
      expect(served.has(`/${section}/*`)).toBe(true);
    expect(served.has('*')).toBe(true);
  });

  it('keeps only the app routes beside sign-in and the error pages in lite mode', () => {
    const served = paths(buildRouteTree(true)).filter((path) => !path.endsWith('*'));
    const sections = new Set(served.map((path) => path.split('/')[1]));
    expect([...sections].sort()).toEqual(['', 'app', 'error', 'middle', 'policy']);
    expect(served).toContain('/app/post/list');
    expect(served).not.toContain('/content/calendar');
  });

  describe('approval link page', () => {
    it('opens outside the console frame', () => {
      const [root] = buildRouteTree(false);
      const top = (root?.children ?? []).map((route) => route.path);
      expect(top).toContain('/review/decide');
    });
  });
});
