import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  hashtagRemainSchema,
  listenAlertSchema,
  listenMentionSchema,
  listenMentionsInput,
  listenOverviewInput,
  listenOverviewSchema,
  listenPreviewSchema,
  listenQuotaSchema,
  listenRangeSchema,
  listenTermsSchema,
  listenTopAuthorSchema,
  patchCompareSchema,
  patchTermSchema,
  SHARE_OF_VOICE_MAX,
  shareOfVoiceSchema,
  topicConfigSchema,
  topicFieldsSchema,
  topicListInput,
  topicSchema,
  topicSourceStatusSchema,
  topicSummarySchema,
} from '../entities/listen.js';
import { metricGroupSchema } from '../entities/metrics.js';
import { idInput, idSchema, isoTime } from '../schemas/common.js';
import { okOutput, pageOf } from '../transport.js';

const topicIdRange = z.strictObject({ topic_id: idSchema, range: listenRangeSchema });

/**
 * Topics (SPEC §2 /listen/*, §7 Listen calls): the home list, the editor with its preview and the
 * networks' quotas, and the lifecycle draft (0) → active (1) → archive (2) and back. Every call is
 * `listen_base`; a topic belongs to its game.
 */
export const listenTopicEndpoints = {
  list: defineEndpoint({
    path: 'listen/topic/list',
    access: 'listen_base',
    input: topicListInput,
    output: pageOf(topicSummarySchema),
    summary:
      "The game's topics by status, type and title, with their last day's volume and each network's state",
  }),
  config: defineEndpoint({
    path: 'listen/topic/config',
    access: 'listen_base',
    input: idInput,
    output: topicConfigSchema,
    summary: 'One topic as saved, how each network stands, and what deleting it would lose',
  }),
  create: defineEndpoint({
    path: 'listen/topic/create',
    access: 'listen_base',
    input: topicFieldsSchema.extend({ activate: z.boolean().default(false) }),
    output: topicSchema,
    summary: 'Save a new topic as a draft, or activate it at once (compiled for every network first)',
  }),
  update: defineEndpoint({
    path: 'listen/topic/update',
    access: 'listen_base',
    input: topicFieldsSchema.extend({ id: idSchema }),
    output: topicSchema,
    summary: 'Change a draft or active topic (an archived one is restored first); its mentions are kept',
  }),
  activate: defineEndpoint({
    path: 'listen/topic/activate',
    access: 'listen_base',
    input: idInput,
    output: topicSchema,
    summary: 'Start listening: a draft becomes active, or an archived topic is restored with its data',
  }),
  archive: defineEndpoint({
    path: 'listen/topic/archive',
    access: 'listen_base',
    input: idInput,
    output: topicSchema,
    summary: 'Stop listening and keep every mention (restore with activate)',
  }),
  delete: defineEndpoint({
    path: 'listen/topic/delete',
    access: 'listen_base',
    input: idInput,
    output: okOutput,
    summary: 'Delete a topic with its matches and alerts (items other topics heard stay theirs)',
  }),
  preview: defineEndpoint({
    path: 'listen/topic/preview',
    access: 'listen_base',
    input: topicFieldsSchema,
    output: z.array(listenPreviewSchema),
    summary:
      "Run the topic's compiled searches now and show what the exact matcher keeps, per network; nothing is stored",
  }),
  refresh: defineEndpoint({
    path: 'listen/topic/refresh',
    access: 'listen_base',
    input: idInput,
    output: z.array(topicSourceStatusSchema),
    summary: 'Fetch an active topic now on every network whose quota allows it',
  }),
  last: defineEndpoint({
    path: 'listen/topic/last',
    access: 'listen_base',
    input: idInput,
    output: z.object({
      last_fetched_at: isoTime.nullable(),
      sources_status: z.array(topicSourceStatusSchema),
    }),
    summary: 'When the topic was last fetched, per network (SPEC §7 "query last")',
  }),
} as const;

/** The networks' quotas the editor shows as the user types (SPEC §5, §7 "hashtag remain"). */
export const listenQuotaEndpoints = {
  hashtagRemain: defineEndpoint({
    path: 'listen/hashtag/remain',
    access: 'listen_base',
    input: z.strictObject({}),
    output: z.array(hashtagRemainSchema),
    summary: "Each connected Instagram account's hashtag searches left in the rolling 7 days",
  }),
  quota: defineEndpoint({
    path: 'listen/quota',
    access: 'listen_base',
    input: z.strictObject({}),
    output: z.array(listenQuotaSchema),
    summary: "The game's use of each network's search quota (X reads this month and their cost)",
  }),
} as const;

/** A topic's insight tabs: overview, mentions, authors, terms, share of voice, alerts. */
export const listenInsightEndpoints = {
  metrics: defineEndpoint({
    path: 'listen/metrics',
    access: 'listen_base',
    input: z.strictObject({ topic_type: z.enum(['custom', 'directional']) }),
    output: z.array(metricGroupSchema),
    summary: 'The metrics catalogue of a topic kind (SPEC §9: custom and directional)',
  }),
  overview: defineEndpoint({
    path: 'listen/overview',
    access: 'listen_base',
    input: listenOverviewInput,
    output: listenOverviewSchema,
    summary:
      "Volume over time, sentiment share and trend, potential reach and top networks of a topic's range",
  }),
  mentions: defineEndpoint({
    path: 'listen/mentions',
    access: 'listen_base',
    input: listenMentionsInput,
    output: z.object({
      list: z.array(listenMentionSchema),
      next: z.string().nullable(),
      total: z.number().int(),
    }),
    summary: "A topic's mentions, newest first, by network, sentiment, keyword and author (scrolling)",
  }),
  correct: defineEndpoint({
    path: 'listen/mention/sentiment',
    access: 'listen_base',
    input: z.strictObject({
      topic_id: idSchema,
      id: idSchema,
      sentiment: z.enum(['positive', 'neutral', 'negative']),
    }),
    output: listenMentionSchema,
    summary: "Correct a mention's sentiment for this topic; the figures follow",
  }),
  authors: defineEndpoint({
    path: 'listen/authors',
    access: 'listen_base',
    input: topicIdRange.extend({ limit: z.number().int().min(1).max(100).default(20) }),
    output: z.array(listenTopAuthorSchema),
    summary: 'Top authors of a topic by mentions, with their reach',
  }),
  terms: defineEndpoint({
    path: 'listen/terms',
    access: 'listen_base',
    input: topicIdRange,
    output: listenTermsSchema,
    summary: 'Top words and hashtags of a topic (Chinese segmented with the game dictionary)',
  }),
  share: defineEndpoint({
    path: 'listen/share',
    access: 'listen_base',
    input: z.strictObject({
      topic_ids: z.array(idSchema).min(2).max(SHARE_OF_VOICE_MAX),
      range: listenRangeSchema,
    }),
    output: z.array(shareOfVoiceSchema),
    summary: 'Share of voice across compared topics (competitive topics)',
  }),
  alerts: defineEndpoint({
    path: 'listen/alerts',
    access: 'listen_base',
    input: z.strictObject({ topic_id: idSchema }),
    output: z.array(listenAlertSchema),
    summary: "A topic's spike alerts of the last 30 days, newest first, with what drove each",
  }),
} as const;

/** Patch notes to topic: terms proposed from a patch note, sentiment before and after it. */
export const listenPatchEndpoints = {
  terms: defineEndpoint({
    path: 'listen/patch/terms',
    access: 'listen_base',
    input: z.strictObject({ text: z.string().trim().min(1).max(20_000) }),
    output: z.array(patchTermSchema),
    summary: 'Propose topic terms from a pasted patch note (heroes, items, modes; buff and nerf words)',
  }),
  compare: defineEndpoint({
    path: 'listen/patch/compare',
    access: 'listen_base',
    input: z.strictObject({
      topic_id: idSchema,
      at: isoTime,
      days: z.number().int().min(1).max(30).default(7),
    }),
    output: patchCompareSchema,
    summary: "A topic's sentiment in the days before and after a patch went out",
  }),
} as const;
