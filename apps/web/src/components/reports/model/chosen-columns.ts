/** Where a person's chosen report columns are kept in the browser, per user, game and report. */
const PREFIX = 'herald.reportColumns';

export function chosenColumnsKey(userId: number, gameId: number, report: string): string {
  return `${PREFIX}:${userId}:${gameId}:${report}`;
}

/**
 * The columns stored under `key`, only those `known` still names, in stored order; null when none is
 * stored, the stored value is unreadable, or none of its metrics exists any more (the defaults apply).
 */
export function readChosenColumns(key: string, known: readonly string[]): string[] | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  if (!Array.isArray(parsed)) return null;
  const kept = parsed.filter((item): item is string => typeof item === 'string' && known.includes(item));
  return kept.length > 0 ? [...new Set(kept)] : null;
}

export function writeChosenColumns(key: string, columns: readonly string[]): void {
  localStorage.setItem(key, JSON.stringify(columns));
}
