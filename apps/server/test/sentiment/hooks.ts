import type { ErrorId, Rerun } from '@herald/contract';
import { count, eq } from 'drizzle-orm';
import { sentimentRules } from '../../src/db/schema/index.js';
import { AppError } from '../../src/http/errors.js';
import type { SentimentHooks } from '../../src/modules/sentiment/index.js';

export interface HookCall {
  gameId: number;
  /** The game's rules as the hook's transaction sees them: the change is there before it commits. */
  rulesSeen: number;
}

/** Hooks that record each rule change, answer a fixed re-run and correction count, and can refuse. */
export function recordingHooks() {
  const calls: HookCall[] = [];
  let refusal: ErrorId | null = null;
  const rerun: Rerun = {
    state: 'running',
    done: 40,
    total: 120,
    started_at: '2026-01-05T08:00:00.000Z',
    finished_at: null,
  };
  const hooks: SentimentHooks = {
    async rulesChanged(tx, gameId) {
      const [row] = await tx
        .select({ n: count() })
        .from(sentimentRules)
        .where(eq(sentimentRules.gameId, gameId));
      calls.push({ gameId, rulesSeen: row?.n ?? 0 });
      if (refusal) throw new AppError(refusal);
    },
    rerun: async () => rerun,
    corrections: async () => 7,
  };
  return {
    hooks,
    calls,
    rerun,
    refuseWith(id: ErrorId | null) {
      refusal = id;
    },
  };
}
