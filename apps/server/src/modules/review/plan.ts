import { networkNames, type ReviewContentType, type SocialNetwork } from '@herald/contract';
import type { DbOrTx } from '../../db/client.js';
import type { ReviewPlanStage } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import {
  flowsForAccounts,
  levelsOf,
  readyLevels,
  reviewConfigOf,
  reviewersAt,
} from '../review-config/index.js';

/** A target account as approval sees it. */
export interface PlanAccount {
  id: number;
  network: SocialNetwork;
  name: string;
}

export interface PlanRequest {
  gameId: number;
  contentType: ReviewContentType;
  /** How many levels the author chose (null: none). */
  reviewLevel: number | null;
  authorEmail: string;
  accounts: readonly PlanAccount[];
}

/**
 * The approval a submission needs (SPEC §5), or null when it needs none. Refuses: no level while a
 * switch requires approval for a target's network; a level beyond the configured ones; a level some
 * account's flow has no reviewer for; and a level below the highest when the author reviews a target
 * (a reviewer cannot route around their peers). Each level holds one step per flow.
 */
type ReviewConfig = Awaited<ReturnType<typeof reviewConfigOf>>;
type LevelQuestion = Pick<PlanRequest, 'gameId' | 'contentType' | 'authorEmail'> & {
  accounts: readonly Pick<PlanAccount, 'id' | 'network'>[];
};

/** The first account whose network's switch requires approval of this kind of content. */
function switchedOn(config: ReviewConfig, request: LevelQuestion) {
  return request.accounts.find((account) =>
    config.switches.some(
      (entry) =>
        entry.enabled && entry.content_type === request.contentType && entry.network === account.network,
    ),
  );
}

/**
 * The least approval a submission whose author chose no level needs: none unless a switch requires
 * it; then level 1, or the highest ready level where the author reviews one of its accounts (the
 * level `planFor` would otherwise refuse as too low).
 */
export async function leastLevel(db: DbOrTx, request: LevelQuestion): Promise<number | null> {
  const config = await reviewConfigOf(db, request.gameId);
  if (!switchedOn(config, request)) return null;
  const flows = await flowsForAccounts(
    db,
    request.gameId,
    request.accounts.map((account) => account.id),
  );
  let level = 1;
  for (const account of request.accounts) {
    const levels = flows.get(account.id)?.levels ?? [];
    if (levelsOf(levels, request.authorEmail).some((mine) => mine <= config.maxLevel))
      level = Math.max(level, readyLevels(levels, config.maxLevel));
  }
  return level;
}

export async function planFor(db: DbOrTx, request: PlanRequest): Promise<ReviewPlanStage[] | null> {
  const config = await reviewConfigOf(db, request.gameId);
  const level = request.reviewLevel;
  if (level === null) {
    const required = switchedOn(config, request);
    if (required)
      throw new AppError('review_required', {
        params: { network: networkNames[required.network], type: request.contentType },
      });
    return null;
  }
  if (level > config.maxLevel)
    throw new AppError('review_level_unknown', { params: { level, max: config.maxLevel } });
  const flows = await flowsForAccounts(
    db,
    request.gameId,
    request.accounts.map((account) => account.id),
  );
  for (const account of request.accounts) {
    const levels = flows.get(account.id)?.levels ?? [];
    const ready = readyLevels(levels, config.maxLevel);
    if (ready < level) throw new AppError('review_not_configured');
    const own = levelsOf(levels, request.authorEmail).filter((mine) => mine <= config.maxLevel);
    if (own.length > 0 && level < ready)
      throw new AppError('review_level_too_low', {
        params: { level: Math.max(...own), account: account.name, max: ready },
      });
  }
  return Array.from({ length: level }, (_, index) => {
    const number = index + 1;
    const byFlow = new Map<string, ReviewPlanStage['steps'][number]>();
    for (const account of request.accounts) {
      const flow = flows.get(account.id);
      const key = `flow-${flow?.flowId ?? 0}`;
      const step = byFlow.get(key) ?? {
        key,
        flow_name: flow?.flowName ?? '',
        account_ids: [],
        reviewers: reviewersAt(flow?.levels ?? [], number),
      };
      step.account_ids.push(account.id);
      byFlow.set(key, step);
    }
    const name = config.levels.find((entry) => entry.level === number)?.content_name ?? String(number);
    return { level: number, name, steps: [...byFlow.values()] };
  });
}
