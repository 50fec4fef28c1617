/** The rows of a raw statement's answer (both drivers answer `{ rows }`). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows))
    return result.rows as Record<string, unknown>[];
  throw new Error('unexpected driver result from execute()');
}

/** A timestamp column of a raw answer (a Date from either driver, or its text). */
export function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
