import { TAGS_PER_ITEM_MAX } from '@herald/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { feeds, feedTags, memberships, smartRules, tags } from '../../../db/schema/index.js';
import { callPorts } from './act-ports.js';
import { type Decision, decide, type RuleMatch } from './decisions.js';
import type { SmartRuleApplyDeps } from './ports.js';
import type { SmartRuleRow } from './views.js';

export interface ApplySummary {
  /** Items some rule acted on. */
  items: number;
  /** Items per rule. */
  byRule: Map<number, number>;
  /** Tags not added because the item already had TAGS_PER_ITEM_MAX. */
  tagsSkipped: number;
}

/** Ids per statement, well under PostgreSQL's bound parameters. */
const CHUNK = 5000;
/** Items per field update: each brings up to eight parameters. */
const FIELD_CHUNK = 2000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Tags and members the rules name that still exist in the game (a tag or a member may be gone since). */
async function liveReferences(
  tx: Tx,
  gameId: number,
  decisions: readonly Decision[],
  rules: readonly SmartRuleRow[],
) {
  const tagIds = [...new Set(decisions.flatMap((decision) => decision.tagIds))];
  const userIds = [
    ...new Set([
      ...decisions.flatMap((decision) => (decision.assigneeId === null ? [] : [decision.assigneeId])),
      ...rules.flatMap((rule) => rule.actions.notify_user_ids),
    ]),
  ];
  const liveTags =
    tagIds.length === 0
      ? []
      : await tx
          .select({ id: tags.id })
          .from(tags)
          .where(and(eq(tags.gameId, gameId), inArray(tags.id, tagIds)));
  const members =
    userIds.length === 0
      ? []
      : await tx
          .select({ id: memberships.userId })
          .from(memberships)
          .where(and(eq(memberships.gameId, gameId), inArray(memberships.userId, userIds)));
  return { tags: new Set(liveTags.map((row) => row.id)), members: new Set(members.map((row) => row.id)) };
}

/**
 * Adds the decided tags, never beyond TAGS_PER_ITEM_MAX per item: extras are skipped (and counted),
 * never an error, so a busy rule set cannot stop ingestion.
 */
async function addTags(tx: Tx, gameId: number, decisions: readonly Decision[], live: ReadonlySet<number>) {
  const wanting = decisions.filter((decision) => decision.tagIds.some((id) => live.has(id)));
  if (wanting.length === 0) return 0;
  const held = new Map<number, Set<number>>();
  for (const part of chunks(wanting.map((decision) => decision.row.id))) {
    const rows = await tx
      .select({ feedId: feedTags.feedId, tagId: feedTags.tagId })
      .from(feedTags)
      .where(inArray(feedTags.feedId, part));
    for (const row of rows) held.set(row.feedId, (held.get(row.feedId) ?? new Set()).add(row.tagId));
  }
  let skipped = 0;
  const pairs: { feedId: number; tagId: number; gameId: number }[] = [];
  for (const decision of wanting) {
    const has = held.get(decision.row.id) ?? new Set<number>();
    const fresh = decision.tagIds.filter((id) => live.has(id) && !has.has(id));
    const room = Math.max(0, TAGS_PER_ITEM_MAX - has.size);
    skipped += Math.max(0, fresh.length - room);
    for (const tagId of fresh.slice(0, room)) pairs.push({ feedId: decision.row.id, tagId, gameId });
  }
  for (const part of chunks(pairs)) await tx.insert(feedTags).values(part).onConflictDoNothing();
  return skipped;
}

/** `case id when … then … end`: a value per item, or `otherwise` for the items not listed. */
function perItem<T>(pairs: readonly [number, T][], cast: SQL, otherwise: SQL): SQL | null {
  if (pairs.length === 0) return null;
  const whens = pairs.map(([id, value]) => sql`when ${id} then ${value}::${cast}`);
  return sql`(case ${feeds.id} ${sql.join(whens, sql` `)} else ${otherwise} end)`;
}

/**
 * Sentiment, assignee and state in one statement, so each item is written once. A rule never undoes
 * a person's work: no sentiment over a correction, no assignee over another, no state once someone
 * moved it.
 */
async function setFields(
  tx: Tx,
  decisions: readonly Decision[],
  members: ReadonlySet<number>,
): Promise<void> {
  const deciding = decisions.filter(
    (decision) =>
      decision.sentiment !== null ||
      decision.state !== null ||
      (decision.assigneeId !== null && members.has(decision.assigneeId)),
  );
  for (const part of chunks(deciding, FIELD_CHUNK)) {
    const pick = <T>(value: (decision: Decision) => T | null) =>
      part.flatMap((decision): [number, T][] => {
        const picked = value(decision);
        return picked === null ? [] : [[decision.row.id, picked]];
      });
    const sentiment = perItem(
      pick((d) => d.sentiment),
      sql.raw('text'),
      sql`${feeds.sentiment}`,
    );
    const source = perItem(
      pick((d) => (d.sentiment === null ? null : 'smart_rule')),
      sql.raw('text'),
      sql`${feeds.sentimentSource}`,
    );
    const assignee = perItem(
      pick((d) => (d.assigneeId !== null && members.has(d.assigneeId) ? d.assigneeId : null)),
      sql.raw('int'),
      sql`null`,
    );
    const state = perItem(
      pick((d) => d.state),
      sql.raw('text'),
      sql`${feeds.state}`,
    );
    const uncorrected = sql`${feeds.sentimentCorrected} is null`;
    await tx
      .update(feeds)
      .set({
        ...(sentiment && source
          ? {
              sentiment: sql`case when ${uncorrected} then ${sentiment} else ${feeds.sentiment} end`,
              sentimentSource: sql`case when ${uncorrected} then ${source} else ${feeds.sentimentSource} end`,
            }
          : {}),
        ...(assignee ? { assigneeId: sql`coalesce(${feeds.assigneeId}, ${assignee})` } : {}),
        ...(state
          ? { state: sql`case when ${feeds.state} = 'new' then ${state} else ${feeds.state} end` }
          : {}),
        updatedAt: new Date(),
      })
      .where(
        inArray(
          feeds.id,
          part.map((decision) => decision.row.id),
        ),
      );
  }
}

async function countMatches(tx: Tx, byRule: ReadonlyMap<number, number>): Promise<void> {
  if (byRule.size === 0) return;
  const increments = sql.join(
    [...byRule].map(([id, n]) => sql`when ${id} then ${n}::int`),
    sql` `,
  );
  await tx
    .update(smartRules)
    .set({ matchCount: sql`${smartRules.matchCount} + (case ${smartRules.id} ${increments} else 0 end)` })
    .where(inArray(smartRules.id, [...byRule.keys()]));
}

/** Does what the matched rules say to the items of one game, set-based, inside the caller's transaction. */
export async function actOn(
  deps: SmartRuleApplyDeps,
  tx: Tx,
  gameId: number,
  matches: readonly RuleMatch[],
): Promise<ApplySummary> {
  const summary: ApplySummary = { items: 0, byRule: new Map(), tagsSkipped: 0 };
  const acting = matches.filter((match) => match.rules.length > 0);
  if (acting.length === 0) return summary;
  const decisions = acting.map(decide);
  const rules = [...new Map(acting.flatMap((match) => match.rules.map((rule) => [rule.id, rule]))).values()];
  const live = await liveReferences(tx, gameId, decisions, rules);
  summary.tagsSkipped = await addTags(tx, gameId, decisions, live.tags);
  await setFields(tx, decisions, live.members);
  for (const match of acting)
    for (const rule of match.rules) summary.byRule.set(rule.id, (summary.byRule.get(rule.id) ?? 0) + 1);
  await countMatches(tx, summary.byRule);
  await callPorts(deps, tx, gameId, decisions, acting, live.members);
  summary.items = acting.length;
  if (summary.tagsSkipped > 0)
    deps.logger.info(
      { gameId, skipped: summary.tagsSkipped },
      'smart rule tags skipped: items at their tag limit',
    );
  return summary;
}
