import { findRouteByName, type RouteDef } from '@herald/contract/plain';
import { hrefOf } from './links.js';

const STORAGE_KEY = 'herald.lastRoute';

export interface LastRoute {
  name: string;
  hash: string;
  query: Record<string, string>;
  params: Record<string, string>;
}

/** Checked by hand rather than with zod, which would otherwise be part of every page's first load. */
function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

function isLastRoute(value: unknown): value is LastRoute {
  if (typeof value !== 'object' || value === null) return false;
  const { name, hash, query, params } = value as Partial<Record<keyof LastRoute, unknown>>;
  return (
    typeof name === 'string' && typeof hash === 'string' && isStringRecord(query) && isStringRecord(params)
  );
}

/** Remembers where the user was (SPEC §2), except on routes that opt out (ignoreRefer). */
export function rememberRoute(route: RouteDef, location: LastRoute): void {
  if (route.flags?.ignoreRefer || route.redirect) return;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(location));
}

export function lastRoute(): LastRoute | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isLastRoute(parsed) ? parsed : null;
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * Where "Start" and a fresh sign-in lead: the remembered route in the full app when it still exists,
 * else the default (the app post list in lite mode, the content calendar otherwise).
 */
export function startHref(lite: boolean, search: string): string {
  const remembered = lite ? null : lastRoute();
  if (remembered && findRouteByName(remembered.name)) {
    const query = { ...remembered.query };
    return hrefOf(remembered.name, search, { params: remembered.params, query, hash: remembered.hash });
  }
  return hrefOf(lite ? 'app.post.list' : 'content.calendar', search);
}
