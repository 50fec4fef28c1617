/**
 * Reading and writing list filters in the URL query, so a filtered list is shared by link and Back
 * undoes a change. Anything unknown or malformed in a query is left out, never an error.
 */

function partsOf(search: URLSearchParams, key: string): string[] {
  return (search.get(key) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Positive integer ids of a comma-separated parameter. */
export function idsParam(search: URLSearchParams, key: string): number[] {
  return partsOf(search, key)
    .filter((part) => /^\d{1,15}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
}

/** The values of a comma-separated parameter that belong to `allowed`. */
export function enumParam<T extends string>(
  search: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T[] {
  return partsOf(search, key).filter((part): part is T => (allowed as readonly string[]).includes(part));
}

/** A yes/no parameter: present as `1`, absent otherwise. */
export function flagParam(search: URLSearchParams, key: string): boolean {
  return search.get(key) === '1';
}

/** A positive integer parameter, else the fallback. */
export function numberParam(search: URLSearchParams, key: string, fallback: number, max: number): number {
  const value = Number(search.get(key));
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

/** Sets or removes one parameter: an empty list, false, '' or a default value leaves it out. */
export function setParam(
  search: URLSearchParams,
  key: string,
  value: readonly (string | number)[] | boolean | string | number,
  fallback?: number,
): void {
  let text: string;
  if (Array.isArray(value)) text = value.join(',');
  else if (typeof value === 'boolean') text = value ? '1' : '';
  else text = value === fallback ? '' : String(value).trim();
  if (text === '') search.delete(key);
  else search.set(key, text);
}

/** The id of `?id=` (or another key), or null when there is none usable. */
export function idParam(search: URLSearchParams, key = 'id'): number | null {
  const value = search.get(key) ?? '';
  return /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
