import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { smartRules } from '../../../db/schema/index.js';
import { compileRules, type RuleMatcher } from './compile.js';
import { enabledRules } from './store.js';
import { specOf } from './views.js';

type Matcher = RuleMatcher<ReturnType<typeof specOf>>;

/** Games whose compiled rules a process keeps; the least recently used beyond it is dropped. */
const GAMES_KEPT = 256;
const compiled = new Map<number, { version: string; matcher: Matcher }>();

/**
 * A digest of what the compiled rules are made of: every enabled rule's id, list, position, name,
 * criteria and actions. Any write (a new rule, an edit, a move, a delete, a tag taken out of a rule)
 * changes it; match counts are left out, so counting matches does not throw the compiled rules away.
 */
function versionOf(db: DbOrTx, gameId: number) {
  return db
    .select({
      version: sql<string | null>`md5(string_agg(
        ${smartRules.id} || ':' || ${smartRules.position} || ':' || ${smartRules.orderKind} || ':' ||
        ${smartRules.name} || ':' || ${smartRules.criteria}::text || ':' || ${smartRules.actions}::text,
        ',' order by ${smartRules.id}))`,
    })
    .from(smartRules)
    .where(and(eq(smartRules.gameId, gameId), eq(smartRules.enabled, true)));
}

/**
 * The game's enabled rules compiled, or null when it has none. Ingestion asks for every batch (a
 * webhook may bring a single item): an unchanged rule set costs one small query, not a compile.
 */
export async function matcherOf(db: DbOrTx, gameId: number): Promise<Matcher | null> {
  const [row] = await versionOf(db, gameId);
  const version = row?.version ?? null;
  if (version === null) {
    compiled.delete(gameId);
    return null;
  }
  const kept = compiled.get(gameId);
  if (kept?.version === version) {
    compiled.delete(gameId);
    compiled.set(gameId, kept);
    return kept.matcher;
  }
  const rules = await enabledRules(db, gameId);
  const matcher = compileRules(rules.map(specOf));
  compiled.set(gameId, { version, matcher });
  if (compiled.size > GAMES_KEPT) {
    const [oldest] = compiled.keys();
    if (oldest !== undefined) compiled.delete(oldest);
  }
  return matcher;
}
