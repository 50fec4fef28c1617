/**
 * Content: posts, comments, likes and messages — composing, the rules of SPEC §5, targets, the states
 * and transitions of SPEC §4, and the exactly-once publishing pipeline. Approval reaches it only as the
 * `Approval` port in its deps; the review, engagement and app modules use what is exported here.
 */
export { batchPosts, cancelPost, deletePost, publishNow, retryPost, revokePost, toDraft } from './actions.js';
export { type Draft, submitDraft, writeDraft } from './compose.js';
export type { Approval, ApprovalSubmission, LevelRequest } from './deps.js';
export { type ContentDeps, contentDeps, type MediaStore } from './deps.js';
export { type EngagementBody, engagementOf } from './engagement-body.js';
export { mediaFileOf, mediaOf } from './facts.js';
export { type HoldRequest, holdContents } from './hold.js';
export { contentJobSpecs, contentJobs } from './jobs.js';
export { mediaPostCounts, type PostUse, postsUsingUploads, scheduledUsing } from './media-uses.js';
export { linkMobile } from './pipeline/mobile.js';
export { publishRequestFor } from './pipeline/request.js';
export { settleContent } from './pipeline/settle.js';
export { mobileLinkSpec, mobilePushSpec } from './pipeline/specs.js';
export { sweepSpec } from './pipeline/sweep-job.js';
export { publishedPost } from './published.js';
export { listPosts, visibleContent } from './queries.js';
export { release } from './release.js';
export { contentRoutes } from './routes.js';
export type { ContentPlan } from './store.js';
export { bodyOf, type ContentRow, contentFor, type TargetRow, targetsOf } from './store.js';
export { fieldIssues } from './submission.js';
export { networkOf, publishableAccounts } from './targets.js';
export { move } from './transition.js';
export { accountsOf, detailOf, historyOf, namesOf, summariesOf, targetsWithAccounts } from './views.js';
export { visibleContents } from './visibility.js';
