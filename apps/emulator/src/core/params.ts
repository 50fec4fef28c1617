/** Request parameters from a query string, a urlencoded/multipart form or a JSON body. */
export type Params = Record<string, unknown>;

/** The value as a parameter bag (anything but a plain object is empty). */
export function asRecord(value: unknown): Params {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};
}

/** Graph-style: query string and body form one bag (the body wins). */
export function mergeParams(query: unknown, body: unknown): Params {
  return { ...asRecord(query), ...asRecord(body) };
}

export function str(params: Params, key: string): string | undefined {
  const value = params[key];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (typeof first === 'number' || typeof first === 'boolean') return String(first);
  return undefined;
}

export function bool(params: Params, key: string): boolean | undefined {
  const value = str(params, key)?.toLowerCase();
  if (value === undefined) return undefined;
  return value === 'true' || value === '1';
}

export function int(params: Params, key: string): number | undefined {
  const value = str(params, key);
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : Number.NaN;
}

/** A list given as `a,b,c`, as repeated keys, or as a JSON array. */
export function list(params: Params, key: string): string[] | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [String(item)]))
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * A list of names split on `separators` (spaces or `+` unless given), as an authorize URL writes its
 * scopes; an array of such strings is flattened. Empty names are dropped.
 */
export function splitList(value: unknown, separators: RegExp = /[\s+]+/): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((item) => (typeof item === 'string' ? item.split(separators) : []))
    .filter((name) => name.length > 0);
}

/** Unix seconds, or a date string (`2026-07-01`, ISO 8601), as the Graph API accepts. Returns ms. */
export function timeParam(params: Params, key: string): number | undefined {
  const value = str(params, key);
  if (value === undefined || value === '') return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? Number.NaN : parsed;
}
