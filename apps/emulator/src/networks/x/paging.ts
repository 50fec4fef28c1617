import { decodeCursor, encodeCursor } from '../../core/cursor.js';
import { int, type Params, str } from '../../core/params.js';
import { invalidRequest } from './errors.js';
import { compareIds, isNumericId } from './state.js';

export interface PageRule {
  min: number;
  max: number;
  fallback: number;
  /** Whether `meta` carries `newest_id` / `oldest_id` (post timelines and search). */
  idRange?: boolean;
}

export function maxResults(query: Params, rule: PageRule): number {
  const value = int(query, 'max_results');
  if (value === undefined) return rule.fallback;
  if (Number.isNaN(value) || value < rule.min || value > rule.max) {
    throw invalidRequest(
      `The \`max_results\` query parameter value [${str(query, 'max_results')}] is not between ${rule.min} and ${rule.max}`,
      'max_results',
      [str(query, 'max_results') ?? ''],
    );
  }
  return value;
}

interface Cursor {
  direction: 'next' | 'previous';
  id: string;
}

function cursorOf(query: Params): Cursor | undefined {
  const name = str(query, 'pagination_token') !== undefined ? 'pagination_token' : 'next_token';
  const raw = str(query, name);
  if (raw === undefined) return undefined;
  const [direction, id = ''] = decodeCursor(raw).split(':');
  if ((direction !== 'next' && direction !== 'previous') || !isNumericId(id)) {
    throw invalidRequest(`The \`${name}\` query parameter value [${raw}] is not valid`, name, [raw]);
  }
  return { direction, id };
}

/**
 * One page of `items` (newest first, numeric ids), with X's opaque `next_token` / `previous_token`.
 * Tokens name the boundary item, so posts arriving meanwhile never shift a page.
 */
export function pageOf<T extends { id: string }>(items: readonly T[], query: Params, rule: PageRule) {
  const size = maxResults(query, rule);
  const cursor = cursorOf(query);
  let start = 0;
  let end = Math.min(items.length, size);
  if (cursor?.direction === 'next') {
    start = items.findIndex((item) => compareIds(item.id, cursor.id) < 0);
    if (start === -1) start = items.length;
    end = Math.min(items.length, start + size);
  } else if (cursor?.direction === 'previous') {
    end = items.findIndex((item) => compareIds(item.id, cursor.id) <= 0);
    if (end === -1) end = items.length;
    start = Math.max(0, end - size);
  }
  const page = items.slice(start, end);
  const first = page[0];
  const last = page[page.length - 1];
  const meta: Record<string, unknown> = {};
  if (rule.idRange && first && last) {
    meta.newest_id = first.id;
    meta.oldest_id = last.id;
  }
  meta.result_count = page.length;
  if (last && end < items.length) meta.next_token = encodeCursor(`next:${last.id}`);
  if (first && start > 0) meta.previous_token = encodeCursor(`previous:${first.id}`);
  return { page, meta };
}
