/**
 * The inbox: every connected account's incoming comments, replies, messages and mentions in one
 * table, with their sentiment, tags, state and assignee; the smart rules that act on them; the live
 * stream. Replies go out through content's publishing pipeline.
 */
export type { FeedsDeps } from './deps.js';
export { pendingRoutes, pendingSentimentHooks } from './pending.js';
