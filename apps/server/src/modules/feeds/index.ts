/**
 * The inbox: every connected account's incoming comments, replies, messages and mentions in one
 * table, with their sentiment, tags, state and assignee; the smart rules that act on them; the live
 * stream. Replies go out through content's publishing pipeline.
 */
export type { FeedsDeps } from './deps.js';
export { pendingRoutes, pendingRulePorts, pendingSentimentHooks } from './pending.js';
export type { ApplySummary } from './smart-rules/act.js';
export { applySmartRules } from './smart-rules/apply.js';
export { smartRuleApplyJob, smartRuleApplySpec } from './smart-rules/jobs.js';
export type { SmartRuleApplyDeps, SmartRuleDeps, SmartRulePorts } from './smart-rules/ports.js';
export { smartRuleRoutes } from './smart-rules/routes.js';
export { type TagDeps, tagRoutes } from './tags/routes.js';
