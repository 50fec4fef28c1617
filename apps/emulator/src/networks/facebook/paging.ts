import type { FastifyRequest } from 'fastify';
import { decodeCursor, encodeCursor } from '../../core/cursor.js';
import { int, type Params, str } from '../../core/params.js';
import { invalidParam } from './errors.js';

export interface Paging {
  cursors: { before: string; after: string };
  next?: string;
  previous?: string;
}

function pageUrl(request: FastifyRequest, params: Params, change: Record<string, string>): string {
  const path = request.originalUrl.split('?')[0] ?? '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'after' || key === 'before') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query.set(key, String(value));
    }
  }
  for (const [key, value] of Object.entries(change)) query.set(key, value);
  return `${request.protocol}://${request.host}${path}?${query.toString()}`;
}

/** Cursor-based paging like the Graph API (`limit`, `after`, `before`, `paging.cursors`, `paging.next`). */
export function paginate<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  params: Params,
  request: FastifyRequest,
  defaultLimit = 25,
): { data: T[]; paging?: Paging } {
  const limit = int(params, 'limit') ?? defaultLimit;
  if (Number.isNaN(limit) || limit < 0) throw invalidParam('Param limit must be a non-negative integer');
  const size = Math.min(limit, 100);
  const after = str(params, 'after');
  const before = str(params, 'before');
  let start = 0;
  let end = items.length;
  if (after) {
    const index = items.findIndex((item) => idOf(item) === decodeCursor(after));
    start = index === -1 ? items.length : index + 1;
    end = Math.min(items.length, start + size);
  } else if (before) {
    const index = items.findIndex((item) => idOf(item) === decodeCursor(before));
    end = index === -1 ? 0 : index;
    start = Math.max(0, end - size);
  } else end = Math.min(items.length, size);
  const data = items.slice(start, end);
  const first = data[0];
  const last = data[data.length - 1];
  if (!first || !last) return { data };
  const cursors = { before: encodeCursor(idOf(first)), after: encodeCursor(idOf(last)) };
  const paging: Paging = { cursors };
  if (end < items.length)
    paging.next = pageUrl(request, params, { limit: String(size), after: cursors.after });
  if (start > 0) paging.previous = pageUrl(request, params, { limit: String(size), before: cursors.before });
  return { data, paging };
}
