/**
 * The inbox: every connected account's incoming comments, replies, messages and mentions in one
 * table, with their sentiment, tags, state and assignee; the smart rules that act on them; the live
 * stream. Replies go out through content's publishing pipeline.
 */
export { replyToFeed } from './api/reply.js';
export { type FeedsApiDeps, feedsApiRoutes } from './api/routes.js';
export type { FeedsDeps } from './deps.js';
export { markDeleted, markVanished } from './ingest/deletions.js';
export { type IngestDeps, ingestItems } from './ingest/ingest.js';
export { issueClassesOf } from './ingest/issue-classes.js';
export { commentItems, isOwnAuthor, mentionItems, messageItems } from './ingest/items.js';
export type {
  AfterInsert,
  IncomingItem,
  IngestAccount,
  IngestedItem,
  IngestOutcome,
} from './ingest/types.js';
export { feedsJobSpecs, feedsJobs } from './jobs.js';
export { feedSentimentHooks } from './reclassify/hooks.js';
export { reclassify } from './reclassify/job.js';
export { rulePorts, smartRulesAfterInsert } from './rule-effects.js';
export type { ApplySummary } from './smart-rules/act.js';
export { applySmartRules } from './smart-rules/apply.js';
export { smartRuleApplyJob, smartRuleApplySpec } from './smart-rules/jobs.js';
export type { SmartRuleApplyDeps, SmartRuleDeps, SmartRulePorts } from './smart-rules/ports.js';
export { smartRuleRoutes } from './smart-rules/routes.js';
export { queueDueSyncs } from './sync/jobs.js';
export { feedSyncRoutes } from './sync/routes.js';
export { syncAccountFeeds } from './sync/sync.js';
export { type TagDeps, tagRoutes } from './tags/routes.js';
export {
  META_WEBHOOK_PATH,
  registerFeedWebhooks,
  THREADS_WEBHOOK_PATH,
  VK_WEBHOOK_PATH,
} from './webhooks/routes.js';
export { type WebhookSettings, webhookSettings } from './webhooks/settings.js';
