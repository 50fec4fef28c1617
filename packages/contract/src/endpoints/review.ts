import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  accountReviewSchema,
  BATCH_REVIEW_LIMIT,
  chatWebhookSchema,
  flowImportProblemSchema,
  notificationSchema,
  REVIEW_LEVEL_LIMIT,
  reviewCommentSchema,
  reviewConfigSchema,
  reviewContentTypeSchema,
  reviewDecisionSchema,
  reviewDecisions,
  reviewFlowImportFileSchema,
  reviewFlowInputSchema,
  reviewFlowSchema,
  reviewLevelNumberSchema,
  reviewLevelSchema,
  reviewRequestSchema,
  reviewRequestStatuses,
  reviewSwitchSchema,
} from '../entities/review.js';
import { socialNetworkSchema } from '../enums.js';
import { idInput, idSchema, keywordSchema } from '../schemas/common.js';
import { emptyInput, fileOutput, pageInputSchema, pageOf } from '../transport.js';
import { engagementDetailSchema } from './engagement.js';
import { postDetailSchema, postSummarySchema } from './post.js';

/** What the compose form needs to offer review levels: the levels and each account's readiness. */
export const reviewLookupSchema = z.object({
  max_level: reviewLevelNumberSchema,
  levels: z.array(reviewLevelSchema),
  switchs: z.array(reviewSwitchSchema),
  accounts: z.array(accountReviewSchema),
});
export type ReviewLookup = z.infer<typeof reviewLookupSchema>;

const configInput = z.strictObject({
  max_level: reviewLevelNumberSchema,
  levels: z.array(reviewLevelSchema.strict()).max(REVIEW_LEVEL_LIMIT),
  switchs: z.array(reviewSwitchSchema.strict()).max(200),
  chats: z.array(chatWebhookSchema.strict()).max(5),
});

/** Review configuration (SPEC §2 Config, §3 review config and flows): levels, switches, flows. */
export const reviewConfigEndpoints = {
  configGet: defineEndpoint({
    path: 'config/review/get',
    access: 'config_base',
    input: emptyInput,
    output: reviewConfigSchema,
    summary: 'The game review configuration: levels, switches and corporate chats',
  }),
  configSave: defineEndpoint({
    path: 'config/review/save',
    access: 'config_manage',
    input: configInput,
    output: reviewConfigSchema,
    summary: 'Replace the review configuration (levels must be exactly 1 … max_level)',
  }),
  chatTest: defineEndpoint({
    path: 'config/review/chat/test',
    access: 'config_manage',
    input: z.strictObject({ chat: chatWebhookSchema.strict() }),
    output: z.object({ delivered: z.boolean(), status: z.number().int().nullable(), message: z.string() }),
    summary: 'Post a test message to a corporate chat webhook and report what it answered',
  }),
  flowList: defineEndpoint({
    path: 'config/review/flow/list',
    access: 'config_base',
    input: z.strictObject({ keyword: keywordSchema }),
    output: z.array(reviewFlowSchema),
    summary: 'Review flows of the game, the default first, with the levels that lack reviewers',
  }),
  flowCreate: defineEndpoint({
    path: 'config/review/flow/create',
    access: 'config_manage',
    input: reviewFlowInputSchema,
    output: reviewFlowSchema,
    summary: 'Create a review flow (unique name; the first flow of a game becomes its default)',
  }),
  flowUpdate: defineEndpoint({
    path: 'config/review/flow/update',
    access: 'config_manage',
    input: reviewFlowInputSchema.extend({ id: idSchema }),
    output: reviewFlowSchema,
    summary: 'Update a review flow; submissions already under review keep the reviewers they were sent to',
  }),
  flowDelete: defineEndpoint({
    path: 'config/review/flow/delete',
    access: 'config_manage',
    input: idInput,
    output: z.null(),
    summary: 'Delete a review flow (not the default while other flows exist)',
  }),
  flowImport: defineEndpoint({
    path: 'config/review/flow/import',
    access: 'config_manage',
    input: z.strictObject({
      file_name: reviewFlowImportFileSchema,
      /** The workbook, base64-encoded (at most 2 MB once decoded). */
      content: z.base64().max(2_800_000),
    }),
    output: z.object({
      imported: z.number().int(),
      problems: z.array(flowImportProblemSchema),
    }),
    summary: 'Import review flows from Excel; a file with any problem row imports nothing',
  }),
  flowExport: defineEndpoint({
    path: 'config/review/flow/export',
    access: 'config_base',
    input: emptyInput,
    output: fileOutput,
    download: true,
    summary: 'Every review flow as an Excel workbook (.xlsx), in the layout the import reads',
  }),
  lookup: defineEndpoint({
    path: 'base/review/config',
    access: 'base_game',
    input: emptyInput,
    output: reviewLookupSchema,
    summary: 'Review levels, switches and per-account readiness, for the compose form',
  }),
  accountFlows: defineEndpoint({
    path: 'account/review_flow/all',
    access: 'account_base',
    input: emptyInput,
    output: z.array(accountReviewSchema),
    summary: 'Which review flow reviews each account of the game',
  }),
};

export const reviewTabs = ['pending', 'decided', 'all'] as const;

/** One row of a review list: the content and where its approval stands. */
export const reviewItemSchema = z.object({
  content: postSummarySchema,
  request: reviewRequestSchema.omit({ stages: true, history: true }),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

const decideInput = z.strictObject({ content_id: idSchema, comment: reviewCommentSchema.default('') });

/** The review screens (SPEC §2 Review): lists by content type, decisions, batches. */
export const reviewEndpoints = {
  list: defineEndpoint({
    path: 'review/list',
    access: 'review_base',
    input: pageInputSchema
      .extend({
        type: reviewContentTypeSchema,
        /** pending: awaiting the caller; decided: the caller decided a level; all: every request. */
        tab: z.enum(reviewTabs).default('pending'),
        keyword: keywordSchema,
        account_ids: z.array(idSchema).max(500).optional(),
        networks: z.array(socialNetworkSchema).max(20).optional(),
      })
      .strict(),
    output: pageOf(reviewItemSchema),
    summary: 'Content under or after approval, newest submission first',
  }),
  detail: defineEndpoint({
    path: 'review/detail',
    access: 'review_base',
    input: z.strictObject({ content_id: idSchema }),
    output: z.object({
      /** A post under approval; null for a comment, like or message (then `engagement`). */
      content: postDetailSchema.nullable(),
      engagement: engagementDetailSchema.nullable(),
      request: reviewRequestSchema.nullable(),
    }),
    summary: 'A content with its latest approval request: levels, steps, decisions',
  }),
  approve: defineEndpoint({
    path: 'review/approve',
    access: 'review_base',
    input: decideInput,
    output: reviewRequestSchema,
    summary: 'Approve the current level for the flows the caller reviews',
  }),
  reject: defineEndpoint({
    path: 'review/reject',
    access: 'review_base',
    input: decideInput.extend({ comment: reviewCommentSchema.min(1) }),
    output: reviewRequestSchema,
    summary: 'Reject the content back to its author, with the reason',
  }),
  batch: defineEndpoint({
    path: 'review/batch',
    access: 'review_base',
    input: z.strictObject({
      decision: reviewDecisionSchema,
      content_ids: z.array(idSchema).min(1).max(BATCH_REVIEW_LIMIT),
      comment: reviewCommentSchema.default(''),
    }),
    output: z.array(
      z.object({
        content_id: idSchema,
        ok: z.boolean(),
        code: z.number().int(),
        message: z.string(),
      }),
    ),
    summary: 'Approve or reject several contents; each has its own result',
  }),
};

/** What an approval link shows before its reviewer decides. */
export const reviewLinkInfoSchema = z.object({
  game_name: z.string(),
  reviewer: z.string(),
  decision: reviewDecisionSchema,
  level: reviewLevelNumberSchema,
  level_name: z.string(),
  title: z.string(),
  text: z.string(),
  accounts: z.array(z.object({ network: socialNetworkSchema, name: z.string() })),
  author: z.string(),
  scheduled_at: z.string().nullable(),
  /** open: the link can decide; decided: this level was already decided (by anyone, any path). */
  state: z.enum(['open', 'decided', 'closed']),
  /** Once not open: the decision taken on this reviewer's part of the level, else the request's status. */
  outcome: z.enum([...reviewDecisions, ...reviewRequestStatuses]).nullable(),
});
export type ReviewLinkInfo = z.infer<typeof reviewLinkInfoSchema>;

const linkToken = z.string().min(20).max(400);

/** Decision links sent by e-mail or posted to a chat: signed, expiring, single-use; no sign-in. */
export const reviewLinkEndpoints = {
  info: defineEndpoint({
    path: 'review/link/info',
    access: 'public',
    input: z.strictObject({ token: linkToken }),
    output: reviewLinkInfoSchema,
    summary: 'What an approval link decides, and whether it still can',
  }),
  decide: defineEndpoint({
    path: 'review/link/decide',
    access: 'public',
    input: z.strictObject({ token: linkToken, comment: reviewCommentSchema.default('') }),
    output: reviewLinkInfoSchema,
    summary: 'Decide through an approval link (a reject needs a comment); a second use says it was decided',
  }),
};

/** In-console notifications (SPEC §7 notify). */
export const notifyEndpoints = {
  list: defineEndpoint({
    path: 'notify/list',
    access: 'base_auth',
    input: pageInputSchema.extend({ unread_only: z.boolean().default(false) }).strict(),
    output: pageOf(notificationSchema).extend({ unread: z.number().int() }),
    summary: 'The caller’s notifications, newest first, with the unread count',
  }),
  read: defineEndpoint({
    path: 'notify/read',
    access: 'base_auth',
    input: z.strictObject({ ids: z.array(idSchema).max(200).optional(), all: z.boolean().default(false) }),
    output: z.object({ unread: z.number().int() }),
    summary: 'Mark notifications (or all of them) as read',
  }),
};
