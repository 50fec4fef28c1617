import {
  checkPost,
  type FieldIssue,
  formatRuleMessage,
  networkNames,
  type RuleIssue,
  type SocialNetwork,
} from '@herald/contract';
import type { Tx } from '../../db/client.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { assertMobilePublisher } from '../perm/index.js';
import type { ContentDeps } from './deps.js';
import { factsOf, mediaOf } from './facts.js';
import { type PostBody, type TargetRow, targetsOf } from './store.js';
import { networkOf } from './targets.js';

export function fieldIssues(issues: readonly RuleIssue[], ctx: TenantRequestContext): FieldIssue[] {
  return issues.map((issue) => ({
    path: issue.path,
    message: formatRuleMessage(issue, ctx.locale, (network) => networkNames[network as SocialNetwork]),
  }));
}

/**
 * The compose rules (SPEC §5) on what is about to be submitted or rescheduled: an error refuses it
 * (validation_failed, each issue on its field, in the caller's language); warnings refuse it too
 * (risky_release) unless the user accepted the risk. Answers the targets it checked.
 */
export async function assertPublishable(
  tx: Tx,
  deps: ContentDeps,
  ctx: TenantRequestContext,
  contentId: number,
  body: PostBody,
  acceptRisk: boolean,
): Promise<TargetRow[]> {
  const targets = await targetsOf(tx, contentId);
  const media = await mediaOf(tx, deps.media, ctx.tenant.gameId, body);
  // The preview screenshot is shown to reviewers, never published: a picture, nothing else.
  if (media.preview && media.preview.kind !== 'image') throw new AppError('file_type_unsupported');
  const networks = targets.map((target) => networkOf({ socialChannel: target.network }));
  const issues = checkPost(factsOf(body, media, networks), { now: new Date(), submitting: true });
  const errors = issues.filter((issue) => issue.level === 'error');
  if (errors.length > 0) throw new AppError('validation_failed', { issues: fieldIssues(errors, ctx) });
  if (body.mobile_publisher_id !== null)
    await assertMobilePublisher(tx, ctx.tenant.gameId, body.mobile_publisher_id);
  if (!acceptRisk && issues.length > 0)
    throw new AppError('risky_release', { issues: fieldIssues(issues, ctx) });
  return targets;
}
