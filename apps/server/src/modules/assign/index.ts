/**
 * Assign (SPEC §1, §4): a game's lead briefs the people who post with tasks filed under a label tree;
 * each receiver gets a to-do, links the published posts that fulfil it (Herald proposes the ones that
 * carry the task's hashtags or deeplink) and completes or rejects it; questions on the brief; the
 * minute's sweep that ends tasks at their deadline and reminds before it. docs/assign.md has the
 * state machines.
 */
export { type AssignDeps, assignDeps } from './deps.js';
export { assignJobs } from './jobs/index.js';
export { assignJobSpecs } from './jobs/specs.js';
export { type MediaTaskUse, mediaTaskCounts, tasksUsingMedia } from './material-uses.js';
export { assignRoutes } from './routes.js';
export { likePattern } from './tasks/filters.js';
