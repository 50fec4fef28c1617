/**
 * Listening: topics heard on the networks. Its pure cores: the exact local matcher every fetched item
 * passes through, and the compilers that turn a topic into each network's own search requests.
 */

export { insightJobs } from './alerts/jobs.js';
export { insightJobSpecs } from './alerts/specs.js';
export { compileSource, compileTopic, toCompile } from './compile/compile.js';
export {
  type HashtagRemain,
  type HashtagUse,
  hashtagRemain,
  INSTAGRAM_HASHTAG_LIMIT,
} from './compile/instagram-quota.js';
export {
  type CostUnit,
  SEARCH_QUOTAS,
  type SearchQuota,
  X_QUERY_LIMITS,
  type XReadUsage,
  type XTier,
  xReadUsage,
} from './compile/quotas.js';
export type {
  CompileContext,
  CompiledSearch,
  CompileOutcome,
  CompileRefusal,
  RefusalCode,
  SearchCost,
  SearchRequest,
  TopicSourceInput,
  TopicToCompile,
  UnavailableSearch,
} from './compile/types.js';
export { type ListeningDeps, listeningDeps } from './deps.js';
export { listeningFetchJobs } from './jobs/index.js';
export { listeningFetchSpecs } from './jobs/specs.js';
export { compileTopics } from './match/matcher.js';
export { meaningOf } from './match/meaning.js';
export type { ListenItem, TopicMatcher, TopicMeaning, TopicTerm, TopicTermGroup } from './match/types.js';
export { listeningRoutes } from './routes.js';
