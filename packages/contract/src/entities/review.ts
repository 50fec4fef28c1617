import { z } from 'zod';
import { contentTypeSchema, socialNetworkSchema } from '../enums.js';
import { emailSchema, idSchema, isoTime, nameSchema } from '../schemas/common.js';
import { reviewContentTypes } from '../values.js';

/** The deepest approval level a game can configure (the contract's bound; the spec gives none). */
export const REVIEW_LEVEL_LIMIT = 10;

/** Content a reviewer can approve or reject in one batch (SPEC §5 names a limit, not its value). */
export const BATCH_REVIEW_LIMIT = 50;

/** How long an e-mailed or chat-posted approval link stays valid. */
export const REVIEW_LINK_DAYS = 7;

/** An approval level number, 1 being the first reviewer to see a submission. */
export const reviewLevelNumberSchema = z.number().int().min(1).max(REVIEW_LEVEL_LIMIT);

export const reviewContentTypeSchema = z.enum(reviewContentTypes);
export type ReviewContentType = z.infer<typeof reviewContentTypeSchema>;

/** Reviewers as typed in the form: e-mails separated by semicolons. */
export const reviewerListSchema = z
  .string()
  .max(10_000)
  .transform((text) =>
    text
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  )
  .pipe(z.array(emailSchema).max(100));

/** The name of a file to import review flows from: Excel only (.xlsx or .xls). */
export const reviewFlowImportFileSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/\.xlsx?$/i, 'unknown_format');

// ── Configuration: levels, switches, chat ───────────────────────────────────────────────────────

/** One approval level and the name its content is shown under (e.g. "Community lead"). */
export const reviewLevelSchema = z.object({
  level: reviewLevelNumberSchema,
  content_name: nameSchema,
});
export type ReviewLevel = z.infer<typeof reviewLevelSchema>;

/** Whether submissions of a content type to a network go through approval. */
export const reviewSwitchSchema = z.object({
  content_type: reviewContentTypeSchema,
  network: socialNetworkSchema,
  enabled: z.boolean(),
});
export type ReviewSwitch = z.infer<typeof reviewSwitchSchema>;

/** Corporate chats an approval request can be posted to, each with its incoming-webhook payload. */
export const chatKinds = ['generic', 'slack', 'lark', 'wecom'] as const;
export const chatKindSchema = z.enum(chatKinds);
export type ChatKind = z.infer<typeof chatKindSchema>;

/** An incoming webhook of a corporate chat; approval requests are posted there with decision links. */
export const chatWebhookSchema = z.object({
  kind: chatKindSchema,
  /** The webhook address; it is a secret of the chat, shown only to configuration managers. */
  url: z.url({ protocol: /^https?$/ }).max(2000),
  enabled: z.boolean(),
});
export type ChatWebhook = z.infer<typeof chatWebhookSchema>;

/** A game's review configuration: its levels (1 … max_level, each named), switches and chats. */
export const reviewConfigSchema = z.object({
  max_level: reviewLevelNumberSchema,
  levels: z.array(reviewLevelSchema).max(REVIEW_LEVEL_LIMIT),
  switchs: z.array(reviewSwitchSchema).max(200),
  chats: z.array(chatWebhookSchema).max(5),
});
export type ReviewConfig = z.infer<typeof reviewConfigSchema>;

// ── Review flows: who reviews an account, per level ─────────────────────────────────────────────

/** The reviewers of one level of a flow; a level without reviewers is allowed but warned about. */
export const levelReviewersSchema = z.object({
  level: reviewLevelNumberSchema,
  /** Lower-cased e-mails (an answer, so plain strings: the form's input is parsed by reviewerListSchema). */
  reviewers: z.array(z.string().max(254)).max(100),
});
export type LevelReviewers = z.infer<typeof levelReviewersSchema>;

/** An account a flow applies to, as the flow list shows it. */
export const flowAccountSchema = z.object({
  id: idSchema,
  network: socialNetworkSchema,
  name: z.string(),
  social_id: z.string(),
});

/**
 * Who reviews which accounts, per level. An account belongs to at most one flow; the game's one
 * default flow reviews every account no other flow names.
 */
export const reviewFlowSchema = z.object({
  id: idSchema,
  /** Unique within the game. */
  name: nameSchema,
  is_default: z.boolean(),
  levels: z.array(levelReviewersSchema).max(REVIEW_LEVEL_LIMIT),
  accounts: z.array(flowAccountSchema),
  /** Levels up to the configured maximum that have no reviewer (the screen warns about each). */
  empty_levels: z.array(reviewLevelNumberSchema),
  updated_at: isoTime,
});
export type ReviewFlow = z.infer<typeof reviewFlowSchema>;

/** A flow as the form sends it: reviewers of each level typed as e-mails separated by semicolons. */
export const reviewFlowInputSchema = z.strictObject({
  name: nameSchema,
  is_default: z.boolean(),
  account_ids: z.array(idSchema).max(500),
  levels: z
    .array(z.strictObject({ level: reviewLevelNumberSchema, reviewers: reviewerListSchema }))
    .max(REVIEW_LEVEL_LIMIT),
});
export type ReviewFlowInput = z.input<typeof reviewFlowInputSchema>;

/** One row of a flow import that could not be taken; a file with any such row imports nothing. */
export const flowImportProblemSchema = z.object({
  /** The spreadsheet row (1 is the header). */
  row: z.number().int().min(1),
  column: z.string().nullable(),
  message: z.string(),
});
export type FlowImportProblem = z.infer<typeof flowImportProblemSchema>;

/** Per account: which flow reviews it and how many leading levels have reviewers. */
export const accountReviewSchema = z.object({
  account_id: idSchema,
  flow_id: idSchema.nullable(),
  flow_name: z.string().nullable(),
  /** Levels 1 … ready_levels all have reviewers; a post may choose a review level up to it. */
  ready_levels: z.number().int().min(0).max(REVIEW_LEVEL_LIMIT),
  /** The levels the caller reviews this account at. */
  my_levels: z.array(reviewLevelNumberSchema),
});
export type AccountReview = z.infer<typeof accountReviewSchema>;

// ── Requests and decisions ──────────────────────────────────────────────────────────────────────

export const reviewRequestStatuses = ['pending', 'approved', 'rejected', 'canceled', 'timed_out'] as const;
export const reviewRequestStatusSchema = z.enum(reviewRequestStatuses);
export type ReviewRequestStatus = z.infer<typeof reviewRequestStatusSchema>;

export const reviewDecisions = ['approve', 'reject'] as const;
export const reviewDecisionSchema = z.enum(reviewDecisions);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** Where a decision was made. */
export const reviewChannels = ['console', 'email', 'chat'] as const;
export const reviewChannelSchema = z.enum(reviewChannels);
export type ReviewChannel = z.infer<typeof reviewChannelSchema>;

/** A reviewer's comment; a rejection must say why. */
export const reviewCommentSchema = z.string().trim().max(1000);

/** One decision in a request's history. */
export const reviewDecisionLogSchema = z.object({
  level: reviewLevelNumberSchema,
  flow_name: z.string(),
  reviewer: z.string(),
  decision: reviewDecisionSchema,
  comment: z.string(),
  via: reviewChannelSchema,
  at: isoTime,
});

/** One flow's part of a level: the accounts it covers, its reviewers and its decision so far. */
export const reviewStepSchema = z.object({
  flow_name: z.string(),
  account_ids: z.array(idSchema),
  reviewers: z.array(z.string()),
  decision: reviewDecisionSchema.nullable(),
  decided_by: z.string().nullable(),
});

/** One level of a request: done when every flow's part is approved. */
export const reviewStageSchema = z.object({
  level: reviewLevelNumberSchema,
  name: z.string(),
  steps: z.array(reviewStepSchema),
});

/** A submission's approval: its levels, where it stands, and what the caller may do. */
export const reviewRequestSchema = z.object({
  id: idSchema,
  status: reviewRequestStatusSchema,
  /** The level awaiting decisions (the last one once decided). */
  level: reviewLevelNumberSchema,
  level_count: reviewLevelNumberSchema,
  level_name: z.string(),
  stages: z.array(reviewStageSchema),
  history: z.array(reviewDecisionLogSchema),
  submitted_by: z.string(),
  submitted_at: isoTime,
  /** When the approval times out (the scheduled time), and what happens then. */
  timeout_at: isoTime.nullable(),
  timeout_action: z.enum(['hold_on', 'revoke']),
  /** Whether the caller is a reviewer of the current level with something left to decide. */
  can_decide: z.boolean(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

// ── Notifications ───────────────────────────────────────────────────────────────────────────────

export const notificationKinds = [
  'review_requested',
  'review_level_approved',
  'review_approved',
  'review_rejected',
  'review_timed_out',
  'review_canceled',
  'mobile_publish_requested',
  /** A smart rule matched an inbox item; params: rule, count, feed_id, author, excerpt. */
  'smart_rule_matched',
  /**
   * Assign (params always name `task` and `task_id`; a receiver's notice also `todo_id`): a to-do
   * handed out (new assign, publish draft, add receivers; `deadline`, `time_zone`), the task changed
   * (`fields`), abandoned (`reason`), expired, a reminder (`deadline`, `time_zone`); the creator told
   * of a question (`asker`) or a to-do completed or rejected (`receiver`, `reason`); the asker told of
   * the answer (`status`); a receiver told of posts Herald proposes (`count`).
   */
  'assign_todo_assigned',
  'assign_task_changed',
  'assign_task_abandoned',
  'assign_task_expired',
  'assign_task_reminder',
  'assign_brief_asked',
  'assign_brief_answered',
  'assign_todo_completed',
  'assign_todo_rejected',
  'assign_post_proposed',
  /**
   * Material library (params name `material` and `material_id`): a submission waits for review
   * (managers), approved or rejected (`comment`, `by`) for its submitter, rights ending soon
   * (`date`) and ended (`date`, `held`: scheduled posts held for a decision) for its owners.
   */
  'material_submitted',
  'material_approved',
  'material_rejected',
  'material_expiring',
  'material_expired',
  /**
   * Listening (params `topic`, `topic_id`, `alert_id`, `kind` volume or negative, `why`: the terms,
   * authors and networks driving it): a spike in the last hour for every member who may listen.
   */
  'listen_spike',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** An in-console notice for one user; the console words it from kind and params in its language. */
export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  game_id: z.string(),
  content_id: idSchema.nullable(),
  content_type: contentTypeSchema.nullable(),
  /** Values the wording uses: title, level, reviewer, comment. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  read: z.boolean(),
  created_at: isoTime,
});
export type Notification = z.infer<typeof notificationSchema>;
