import { findRouteByName, type RouteDef } from '@herald/contract';
import { z } from 'zod';
import { hrefOf } from './links.js';

const STORAGE_KEY = 'herald.lastRoute';

const lastRouteSchema = z.object({
  name: z.string(),
  hash: z.string(),
  query: z.record(z.string(), z.string()),
  params: z.record(z.string(), z.string()),
});
export type LastRoute = z.infer<typeof lastRouteSchema>;

/** Remembers where the user was (SPEC §2), except on routes that opt out (ignoreRefer). */
export function rememberRoute(route: RouteDef, location: LastRoute): void {
  if (route.flags?.ignoreRefer || route.redirect) return;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(location));
}

export function lastRoute(): LastRoute | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = lastRouteSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
