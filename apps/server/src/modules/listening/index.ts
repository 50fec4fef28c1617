/**
 * Listening: topics heard on the networks. Its pure cores: the exact local matcher every fetched item
 * passes through, and the compilers that turn a topic into each network's own search requests.
 */
export { compileTopics } from './match/matcher.js';
export type { ListenItem, TopicMatcher, TopicMeaning, TopicTerm, TopicTermGroup } from './match/types.js';
