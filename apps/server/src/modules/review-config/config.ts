import type { ChatWebhook, ReviewConfig, ReviewSwitch } from '@herald/contract';
import { reviewConfigs, type StoredChat } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { ReviewConfigDeps } from './deps.js';
import { type GameReviewConfig, reviewConfigOf } from './resolve.js';

/** Shown instead of a chat's address to callers who may read but not manage the configuration. */
const HIDDEN_URL = 'https://hidden.invalid/';

/** A stored chat with its address opened. */
export function openChat(deps: Pick<ReviewConfigDeps, 'vault'>, chat: StoredChat): ChatWebhook {
  return {
    kind: chat.kind,
    url: deps.vault.open(chat.url_sealed),
    enabled: chat.enabled,
  };
}

function viewOf(deps: ReviewConfigDeps, config: GameReviewConfig, showUrls: boolean): ReviewConfig {
  return {
    max_level: config.maxLevel,
    levels: config.levels,
    switchs: config.switches,
    chats: config.chats.map((chat) =>
      showUrls ? openChat(deps, chat) : { ...openChat(deps, chat), url: HIDDEN_URL },
    ),
  };
}

export async function getReviewConfig(
  deps: ReviewConfigDeps,
  ctx: TenantRequestContext,
): Promise<ReviewConfig> {
  const config = await reviewConfigOf(deps.db, ctx.tenant.gameId);
  return viewOf(deps, config, ctx.tenant.resources.has('config_manage'));
}

/** One switch per content type × network: the last one sent for a pair wins. */
function uniqueSwitches(switches: readonly ReviewSwitch[]): ReviewSwitch[] {
  const byKey = new Map(switches.map((entry) => [`${entry.content_type}:${entry.network}`, entry]));
  return [...byKey.values()];
}

/** Replaces the configuration; levels must be exactly 1 … max_level, each named once. */
export async function saveReviewConfig(
  deps: ReviewConfigDeps,
  ctx: TenantRequestContext,
  input: ReviewConfig,
): Promise<ReviewConfig> {
  const numbers = input.levels.map((entry) => entry.level).sort((a, b) => a - b);
  const exact = numbers.length === input.max_level && numbers.every((level, index) => level === index + 1);
  if (!exact) throw new AppError('review_levels_invalid', { params: { max: input.max_level } });
  // Approvals are posted to these addresses later, by a job: refuse what the policy never sends to now.
  for (const chat of input.chats) deps.outbound.vet(chat.url);
  const values = {
    maxLevel: input.max_level,
    levels: [...input.levels].sort((a, b) => a.level - b.level),
    switches: uniqueSwitches(input.switchs),
    chats: input.chats.map((chat) => ({
      kind: chat.kind,
      url_sealed: deps.vault.seal(chat.url),
      enabled: chat.enabled,
    })),
    updatedAt: new Date(),
    updatedBy: ctx.user.id,
  };
  await deps.db
    .insert(reviewConfigs)
    .values({ gameId: ctx.tenant.gameId, ...values })
    .onConflictDoUpdate({ target: reviewConfigs.gameId, set: values });
  return getReviewConfig(deps, ctx);
}
