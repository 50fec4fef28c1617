/**
 * Review configuration: levels, switches, reviewers per account and level, flows (with .xlsx
 * import and export) and the chats approval requests are posted to.
 */
export { postToChat } from './chat.js';
export { chatOutcomeText, chatRequestMessage } from './chat-messages.js';
export { openChat } from './config.js';
export type { ReviewConfigDeps } from './deps.js';
export { flowsForAccounts, levelsOf, readyLevels, reviewConfigOf, reviewersAt } from './resolve.js';
export { reviewConfigRoutes } from './routes.js';
