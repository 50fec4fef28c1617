import { decodeCursor, encodeCursor } from '../../core/cursor.js';
import { int, type Params, str } from '../../core/params.js';
import { badRequest, invalidParameter, missingParameter } from './errors.js';
import { etag } from './ids.js';

/**
 * The `part` parameter: which parts of the resource to return (required; unknown parts answer 400
 * unknownPart, as the API does).
 */
export function partsOf(query: Params, known: readonly string[]): Set<string> {
  const raw = str(query, 'part');
  if (!raw) throw missingParameter('part');
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = parts.find((part) => part !== 'id' && !known.includes(part));
  if (unknown) throw badRequest('unknownPart', `'${unknown}'`);
  return new Set(parts);
}

/** maxResults within [min, max] (default `fallback`). */
export function maxResults(query: Params, fallback: number, max: number): number {
  const value = int(query, 'maxResults');
  if (value === undefined) return fallback;
  if (Number.isNaN(value) || value < 0 || value > max) {
    throw invalidParameter(
      'maxResults',
      `Invalid value '${str(query, 'maxResults')}'. Values must be within the range: [0, ${max}]`,
    );
  }
  return value;
}

/** Page tokens stand for an offset (like the real ones), opaque to clients. */
function offsetOf(query: Params): number {
  const token = str(query, 'pageToken');
  if (token === undefined) return 0;
  const match = /^PT:(\d+)$/.exec(decodeCursor(token));
  if (!match) throw badRequest('invalidPageToken', 'The request specifies an invalid page token.');
  return Number(match[1]);
}

/** One page of a list response: `items`, `pageInfo`, `nextPageToken` / `prevPageToken`. */
export function pageOf<T>(
  kind: string,
  all: readonly T[],
  query: Params,
  render: (item: T) => unknown,
  size: { fallback: number; max: number },
  extra: Record<string, unknown> = {},
) {
  const perPage = maxResults(query, size.fallback, size.max);
  const start = offsetOf(query);
  const items = all.slice(start, start + perPage).map(render);
  const next = start + perPage < all.length ? encodeCursor(`PT:${start + perPage}`) : undefined;
  const prev = start > 0 ? encodeCursor(`PT:${Math.max(0, start - perPage)}`) : undefined;
  return listOf(kind, items, {
    ...(next ? { nextPageToken: next } : {}),
    ...(prev ? { prevPageToken: prev } : {}),
    ...extra,
    pageInfo: { totalResults: all.length, resultsPerPage: perPage },
  });
}

/** A `…ListResponse` envelope. */
export function listOf(kind: string, items: unknown[], extra: Record<string, unknown> = {}) {
  return {
    kind: `youtube#${kind}ListResponse`,
    etag: etag(items),
    ...extra,
    ...(extra.pageInfo ? {} : { pageInfo: { totalResults: items.length, resultsPerPage: items.length } }),
    items,
  };
}
