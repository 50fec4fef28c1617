import { z } from 'zod';
import {
  listeningTopicStatusSchema,
  sentimentSchema,
  socialNetworkSchema,
  socialNetworks,
  type TopicTermKind,
  topicMatchModeSchema,
  topicTermKindSchema,
  topicTypeSchema,
} from '../enums.js';
import { INT4_MAX, idSchema, isoTime, nameSchema } from '../schemas/common.js';
import { hashtagSchema, noteSchema, socialIdSchema } from './fields.js';
import { metricValueSchema } from './metrics.js';

/** One search term of a topic: a keyword, exact span, hashtag, cashtag, mention, author or recipient. */
export const topicTermSchema = z.object({
  kind: topicTermKindSchema,
  value: z.string().trim().min(1).max(200),
});

/** A term as people write it, with the mark of its kind: `#tag`, `$CASH`, `@name`, `from:x`, `"a span"`. */
export function topicTermText(term: { kind: TopicTermKind; value: string }): string {
  switch (term.kind) {
    case 'keyword':
      return term.value;
    case 'span':
      return `"${term.value}"`;
    case 'hashtag':
      return `#${term.value}`;
    case 'cashtag':
      return `$${term.value}`;
    case 'mention':
      return `@${term.value}`;
    case 'from':
      return `from:${term.value}`;
    case 'to':
      return `to:${term.value}`;
    default:
      return term.kind satisfies never;
  }
}

/** Terms combined by a match mode: the text contains any, all or none of them. */
export const topicKeywordGroupSchema = z.object({
  match: topicMatchModeSchema,
  terms: z.array(topicTermSchema).min(1).max(100),
});

/** Where a topic listens on one network; a Facebook source needs a public page to read. */
export const topicSourceSchema = z
  .object({
    network: socialNetworkSchema,
    /** Tracked hashtags, within the network's remaining quota. */
    hashtags: z.array(hashtagSchema).max(30),
    page: z.object({ id: socialIdSchema, name: z.string().max(200) }).nullable(),
  })
  .refine((source) => source.network !== 'facebook' || source.page !== null, {
    message: 'required',
    path: ['page'],
  });

/** A listening topic (SPEC §3 Topic): at least one network, included and excluded keywords. */
export const topicSchema = z.object({
  id: idSchema,
  title: nameSchema,
  description: noteSchema,
  type: topicTypeSchema,
  status: listeningTopicStatusSchema,
  sources: z
    .array(topicSourceSchema)
    .min(1, 'required')
    .max(12)
    .refine((sources) => new Set(sources.map((s) => s.network)).size === sources.length, 'invalid_format'),
  /** Groups that must all hold for a mention to count. */
  include_keywords: z.array(topicKeywordGroupSchema).max(20),
  /** A mention containing any of these is dropped. */
  exclude_keywords: z.array(topicTermSchema).max(200),
  /** The game's Steam app id: its public reviews are heard too (null: not on Steam). */
  steam_app_id: z.number().int().positive().max(INT4_MAX).nullable(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type Topic = z.infer<typeof topicSchema>;

/** Active topics a game may listen to at once. */
export const TOPIC_ACTIVE_MAX = 50;
/** How often an active topic is fetched on each network. */
export const LISTEN_POLL_MINUTES = 15;
/** Sample matches a preview shows per network. */
export const LISTEN_PREVIEW_SAMPLES = 10;
/** Topics compared in a share of voice. */
export const SHARE_OF_VOICE_MAX = 10;

/** Where a mention was heard: a social network, or Steam's public reviews. */
export const listenNetworks = [...socialNetworks, 'steam'] as const;
export const listenNetworkSchema = z.enum(listenNetworks);
export type ListenNetwork = z.infer<typeof listenNetworkSchema>;

/** What a topic is made of when it is written (create, update, preview): the topic without its state. */
export const topicFieldsSchema = topicSchema
  .pick({
    title: true,
    description: true,
    type: true,
    sources: true,
    include_keywords: true,
    exclude_keywords: true,
  })
  .extend({ steam_app_id: topicSchema.shape.steam_app_id.default(null) })
  .strict();
export type TopicFields = z.infer<typeof topicFieldsSchema>;

/**
 * How listening on one network of a topic stands:
 * - `waiting`: not fetched yet;
 * - `ok`: the last fetch worked;
 * - `unavailable`: the network offers no search Herald may use (TikTok), or the source is down (Steam);
 * - `no_account`: no connected account of the game can search it;
 * - `quota`: the network's quota is spent until `next_run_at`;
 * - `reconnect`: the account searching it needs reconnecting;
 * - `error`: the last fetch failed; it is tried again at `next_run_at`.
 */
export const listenSourceStates = [
  'waiting',
  'ok',
  'unavailable',
  'no_account',
  'quota',
  'reconnect',
  'error',
] as const;
export const listenSourceStateSchema = z.enum(listenSourceStates);
export type ListenSourceState = z.infer<typeof listenSourceStateSchema>;

export const topicSourceStatusSchema = z.object({
  network: listenNetworkSchema,
  state: listenSourceStateSchema,
  /** Why, in Herald's words (no remote body). */
  detail: z.string().nullable(),
  last_run_at: isoTime.nullable(),
  next_run_at: isoTime.nullable(),
  /** Items this network brought that matched the topic, all time. */
  matched: z.number().int(),
});
export type TopicSourceStatus = z.infer<typeof topicSourceStatusSchema>;

/** Counts by sentiment (positive, neutral, negative; not yet judged counts as neutral). */
export const sentimentCountsSchema = z.object({
  total: z.number().int(),
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
});
export type SentimentCounts = z.infer<typeof sentimentCountsSchema>;

/** A topic in the home list, with its last day's volume and how each network stands. */
export const topicSummarySchema = topicSchema.extend({
  mentions: z.number().int(),
  last_24h: sentimentCountsSchema,
  last_fetched_at: isoTime.nullable(),
  sources_status: z.array(topicSourceStatusSchema),
  /** Unread spike alerts of the last 7 days. */
  alerts: z.number().int(),
});
export type TopicSummary = z.infer<typeof topicSummarySchema>;

export const topicListInput = z.strictObject({
  status: listeningTopicStatusSchema.optional(),
  type: topicTypeSchema.optional(),
  keyword: z.string().trim().max(100).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
});

/** A topic with what deleting it would lose. */
export const topicConfigSchema = z.object({
  topic: topicSchema,
  sources_status: z.array(topicSourceStatusSchema),
  mentions: z.number().int(),
  alerts: z.number().int(),
});
export type TopicConfig = z.infer<typeof topicConfigSchema>;

export const listenAuthorSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  handle: z.string().nullable(),
  /** Followers or subscribers where the network tells; null where it does not. */
  reach: z.number().int().nullable(),
});

/** One item heard for a topic (SPEC §1 listening with sentiment). */
export const listenMentionSchema = z.object({
  /** The item's id; one item heard by two topics has one id. */
  id: idSchema,
  network: listenNetworkSchema,
  url: z.string().nullable(),
  text: z.string(),
  author: listenAuthorSchema,
  published_at: isoTime,
  sentiment: sentimentSchema,
  /** Set by a person for this topic (the classifier's judgement is kept beside it). */
  corrected: z.boolean(),
  /** The topic's terms found in it, as written in the topic. */
  terms: z.array(z.string()),
});
export type ListenMention = z.infer<typeof listenMentionSchema>;

/** A time range of a topic's figures: instants, at most a year apart. */
export const listenRangeSchema = z.strictObject({ start: isoTime, end: isoTime });
export type ListenRange = z.infer<typeof listenRangeSchema>;

export const listenMentionsInput = z.strictObject({
  topic_id: idSchema,
  range: listenRangeSchema.optional(),
  networks: z.array(listenNetworkSchema).max(20).optional(),
  sentiment: z.enum(['positive', 'neutral', 'negative']).optional(),
  keyword: z.string().trim().max(100).optional(),
  author: z.string().trim().max(200).optional(),
  /** Opaque: the last page's `next`. */
  cursor: z.string().max(200).nullable().default(null),
  limit: z.number().int().min(1).max(200).default(50),
});
export type ListenMentionsInput = z.infer<typeof listenMentionsInput>;

/** A topic's range, compared with nothing or the previous range of equal length. */
export const listenOverviewInput = z.strictObject({
  topic_id: idSchema,
  range: listenRangeSchema,
  compare: z.enum(['none', 'previous']).default('previous'),
});

/** One bucket of the volume chart (an hour for ranges up to 3 days, else a UTC day). */
export const listenBucketSchema = sentimentCountsSchema.extend({ at: isoTime });

/** A topic's overview: the figures of the range and the compared range, volume over time, networks. */
export const listenOverviewSchema = z.object({
  granularity: z.enum(['hour', 'day']),
  /** Metric values by key of the topic's kind (listening or directional), with the compared range. */
  metrics: z.record(z.string(), metricValueSchema),
  series: z.array(listenBucketSchema),
  networks: z.array(sentimentCountsSchema.extend({ network: listenNetworkSchema })),
});
export type ListenOverview = z.infer<typeof listenOverviewSchema>;

export const listenTopAuthorSchema = listenAuthorSchema.extend({
  network: listenNetworkSchema,
  mentions: z.number().int(),
  negative: z.number().int(),
});

export const listenTermCountSchema = z.object({ term: z.string(), count: z.number().int() });

/** Top words (Chinese segmented, with the game's own dictionary) and hashtags of a topic's mentions. */
export const listenTermsSchema = z.object({
  words: z.array(listenTermCountSchema),
  hashtags: z.array(listenTermCountSchema),
});

/** One topic's share of the compared topics' mentions. */
export const shareOfVoiceSchema = z.object({
  topic_id: idSchema,
  title: z.string(),
  counts: sentimentCountsSchema,
  /** Share of all the compared topics' mentions, in 1/10000. */
  share: z.number().int(),
});

export const listenAlertKinds = ['volume', 'negative'] as const;

/** A spike: the last hour far above the topic's baseline, and what drove it. */
export const listenAlertSchema = z.object({
  id: idSchema,
  topic_id: idSchema,
  kind: z.enum(listenAlertKinds),
  window_start: isoTime,
  window_end: isoTime,
  /** The hour's mentions (volume) or negative share in 1/10000 (negative). */
  observed: z.number().int(),
  /** The baseline's mean, same unit. */
  baseline: z.number().int(),
  drivers: z.object({
    terms: z.array(listenTermCountSchema),
    authors: z.array(listenTermCountSchema),
    networks: z.array(listenTermCountSchema),
  }),
  created_at: isoTime,
});
export type ListenAlert = z.infer<typeof listenAlertSchema>;

/** What one network gives a preview: sample matches now, or why nothing can be fetched. */
export const listenPreviewSchema = z.object({
  network: listenNetworkSchema,
  state: listenSourceStateSchema,
  detail: z.string().nullable(),
  /** The network's own queries, as they will be sent. */
  queries: z.array(z.string()),
  /** Items fetched and, of them, those the exact matcher kept. */
  fetched: z.number().int(),
  matched: z.number().int(),
  samples: z.array(listenMentionSchema.omit({ id: true, corrected: true })),
});
export type ListenPreview = z.infer<typeof listenPreviewSchema>;

/** An Instagram account's hashtag budget (SPEC §7 "hashtag remain"). */
export const hashtagRemainSchema = z.object({
  account_id: idSchema,
  account_name: z.string(),
  limit: z.number().int(),
  used: z.array(z.string()),
  remaining: z.number().int(),
  next_free_at: isoTime.nullable(),
});

/** The networks' search quotas as the game uses them. */
export const listenQuotaSchema = z.object({
  network: listenNetworkSchema,
  unit: z.enum(['post_reads', 'queries', 'quota_units', 'hashtags', 'calls', 'none']),
  limit: z.number().int().nullable(),
  per: z.enum(['minute', 'day', 'rolling_24h', 'rolling_7d', 'month']),
  used: z.number().int(),
  /** X only: what the month's reads cost in US dollars (pay per read). */
  cost_usd: z.number().nullable(),
});

/** Terms proposed from a patch note. */
export const patchTermSchema = z.object({
  term: topicTermSchema,
  reason: z.enum(['name', 'buff', 'nerf', 'mode', 'fix']),
});

/** Sentiment before and after a patch went out. */
export const patchCompareSchema = z.object({
  before: sentimentCountsSchema,
  after: sentimentCountsSchema,
  /** Negative share after minus before, in 1/10000. */
  negative_change: z.number().int(),
});
