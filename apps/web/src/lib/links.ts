import { findRouteByName, type RouteDef } from '@herald/contract/plain';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { GLOBAL_QUERY } from './environment.js';

export interface LinkTarget {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  hash?: string;
}

function fillPath(route: RouteDef, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z_]+)/g, (_match, key: string) => encodeURIComponent(params[key] ?? ''));
}

/**
 * The href of a named route. The current game_id, game_area and test parameters ride along unless the
 * target route is outside the game context (ignoreGlobal).
 */
export function hrefOf(name: string, currentSearch: string, target: LinkTarget = {}): string {
  const route = findRouteByName(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  const current = new URLSearchParams(currentSearch);
  const query = new URLSearchParams();
  if (!route.flags?.ignoreGlobal) {
    for (const key of GLOBAL_QUERY) {
      const value = current.get(key);
      if (value !== null) query.set(key, value);
    }
  } else {
    const test = current.get('test');
    if (test !== null) query.set('test', test);
  }
  for (const [key, value] of Object.entries(target.query ?? {}))
    if (value !== undefined) query.set(key, value);
  const search = query.toString();
  return `${fillPath(route, target.params)}${search ? `?${search}` : ''}${target.hash ?? ''}`;
}

/** A link builder bound to the current location. */
export function useRouteLink(): (name: string, target?: LinkTarget) => string {
  const location = useLocation();
  return useCallback((name, target) => hrefOf(name, location.search, target), [location.search]);
}

/** The current URL with its game switched, for the full-page reload a game change needs. */
export function withGame(href: string, gameId: number, area: string): string {
  const url = new URL(href, window.location.origin);
  url.searchParams.set('game_id', String(gameId));
  url.searchParams.set('game_area', area);
  return `${url.pathname}${url.search}${url.hash}`;
}
