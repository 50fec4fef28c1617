import type { ReviewLevel, ReviewSwitch } from '@herald/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  reviewConfigs,
  reviewFlowAccounts,
  reviewFlows,
  type StoredChat,
  type StoredLevelReviewers,
} from '../../db/schema/index.js';

/** A game's review configuration as the services read it (chat addresses still sealed). */
export interface GameReviewConfig {
  maxLevel: number;
  levels: ReviewLevel[];
  switches: ReviewSwitch[];
  chats: StoredChat[];
}

/** What a game without a saved configuration has: one level, nothing switched on, no chat. */
export const defaultReviewConfig: GameReviewConfig = {
  maxLevel: 1,
  levels: [{ level: 1, content_name: 'Review' }],
  switches: [],
  chats: [],
};

export async function reviewConfigOf(db: DbOrTx, gameId: number): Promise<GameReviewConfig> {
  const [row] = await db.select().from(reviewConfigs).where(eq(reviewConfigs.gameId, gameId));
  if (!row) return defaultReviewConfig;
  return {
    maxLevel: row.maxLevel,
    levels: row.levels,
    switches: row.switches,
    chats: row.chats,
  };
}

/** The flow that reviews an account: the one naming it, else the game's default, else none. */
export interface AccountFlow {
  accountId: number;
  flowId: number | null;
  flowName: string | null;
  levels: StoredLevelReviewers[];
}

export async function flowsForAccounts(
  db: DbOrTx,
  gameId: number,
  accountIds: readonly number[],
): Promise<Map<number, AccountFlow>> {
  const flows = await db.select().from(reviewFlows).where(eq(reviewFlows.gameId, gameId));
  const named =
    accountIds.length === 0
      ? []
      : await db
          .select()
          .from(reviewFlowAccounts)
          .where(
            and(
              eq(reviewFlowAccounts.gameId, gameId),
              inArray(reviewFlowAccounts.accountId, [...accountIds]),
            ),
          );
  const byId = new Map(flows.map((flow) => [flow.id, flow]));
  const fallback = flows.find((flow) => flow.isDefault);
  const result = new Map<number, AccountFlow>();
  for (const accountId of accountIds) {
    const link = named.find((row) => row.accountId === accountId);
    const flow = (link && byId.get(link.flowId)) ?? fallback;
    result.set(accountId, {
      accountId,
      flowId: flow?.id ?? null,
      flowName: flow?.name ?? null,
      levels: flow?.levels ?? [],
    });
  }
  return result;
}

/** The reviewers a flow has at a level (none when the level is empty or missing). */
export function reviewersAt(levels: readonly StoredLevelReviewers[], level: number): string[] {
  return levels.find((entry) => entry.level === level)?.reviewers ?? [];
}

/** How many leading levels (1, 2, …, up to maxLevel) all have at least one reviewer. */
export function readyLevels(levels: readonly StoredLevelReviewers[], maxLevel: number): number {
  let ready = 0;
  while (ready < maxLevel && reviewersAt(levels, ready + 1).length > 0) ready += 1;
  return ready;
}

/** The levels at which an e-mail reviews under a flow. */
export function levelsOf(levels: readonly StoredLevelReviewers[], email: string): number[] {
  const lower = email.toLowerCase();
  return levels.filter((entry) => entry.reviewers.includes(lower)).map((entry) => entry.level);
}
