import { z } from 'zod';
import { feedTypeSchema, sentimentSchema, smartRuleOrderSchema, socialNetworkSchema } from '../enums.js';
import { idSchema, nameSchema } from '../schemas/common.js';
import { countSchema } from './fields.js';

/** Tags on one feed item or post (SPEC §5 "tags per post limited to {0}"). */
export const TAGS_PER_ITEM_MAX = 10;
/** Tags a game may keep. */
export const TAGS_PER_GAME_MAX = 500;

/** The issue classes a game team triages, detected on arrival and kept as built-in tags. */
export const issueClasses = ['crash', 'lag', 'payment', 'cheating', 'account'] as const;
export const issueClassSchema = z.enum(issueClasses);
export type IssueClass = z.infer<typeof issueClassSchema>;

/** Built-in tags' names as stored; the console shows them in the reader's language until renamed. */
export const issueClassTagNames: Record<IssueClass, string> = {
  crash: 'Crash',
  lag: 'Lag',
  payment: 'Payment',
  cheating: 'Cheating',
  account: 'Account & login',
};

/** Colours offered for tags: white text on each keeps WCAG AA contrast (at least 4.5:1). */
export const tagPalette = [
  '#c62828',
  '#bf360c',
  '#9e5d00',
  '#2e7d32',
  '#00695c',
  '#0277bd',
  '#1565c0',
  '#283593',
  '#6a1b9a',
  '#ad1457',
  '#5d4037',
  '#455a64',
] as const;

/** `#rrggbb`, the colour a tag is shown in. */
export const tagColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'invalid_format')
  .transform((value) => value.toLowerCase());

/** A tag put on feed items and posts (tag reports group by it). Built-in tags mark an issue class. */
export const tagSchema = z.object({
  id: idSchema,
  name: nameSchema,
  color: z.string(),
  /** The issue class it stands for (built in: renamed and recoloured, never deleted). */
  issue_class: issueClassSchema.nullable(),
  /** Feed items carrying it. */
  feed_count: countSchema,
});
export type Tag = z.infer<typeof tagSchema>;

export const tagInputSchema = z.strictObject({ name: nameSchema, color: tagColorSchema });
export type TagInput = z.input<typeof tagInputSchema>;

/** A word or phrase of a sentiment rule, matched case-insensitively (Traditional Chinese folded). */
export const ruleTermSchema = z.string().trim().min(1).max(100);

/** Sentiments a rule or a person may set: `init` and `unclassified` are the classifier's own answers. */
export const judgedSentiments = ['positive', 'negative', 'neutral'] as const;
export const judgedSentimentSchema = z.enum(judgedSentiments);
export type JudgedSentiment = z.infer<typeof judgedSentimentSchema>;

/**
 * Words or phrases that mark a feed item with a sentiment, before and above the classifier. When several
 * rules match, the one with the lowest position decides.
 */
export const sentimentRuleSchema = z.object({
  id: idSchema,
  terms: z.array(z.string()),
  sentiment: judgedSentimentSchema,
  enabled: z.boolean(),
  position: countSchema,
  updated_at: z.iso.datetime({ offset: true }),
});
export type SentimentRule = z.infer<typeof sentimentRuleSchema>;

export const SENTIMENT_RULES_MAX = 1000;
export const sentimentRuleInputSchema = z.strictObject({
  terms: z.array(ruleTermSchema).min(1).max(100),
  sentiment: judgedSentimentSchema,
  enabled: z.boolean().default(true),
});
export type SentimentRuleInput = z.input<typeof sentimentRuleInputSchema>;

/** Languages the built-in classifier tells apart; anything else is `other`. */
export const feedLanguages = ['en', 'zh', 'other'] as const;
export const feedLanguageSchema = z.enum(feedLanguages);
export type FeedLanguage = z.infer<typeof feedLanguageSchema>;

/** What decided an item's sentiment. */
export const sentimentSources = ['classifier', 'rule', 'smart_rule', 'person'] as const;
export const sentimentSourceSchema = z.enum(sentimentSources);
export type SentimentSource = z.infer<typeof sentimentSourceSchema>;

/** A sentiment judgement with its reasons (the "try it" panel shows all of it). */
export const sentimentVerdictSchema = z.object({
  sentiment: sentimentSchema,
  language: feedLanguageSchema.nullable(),
  /** −1 (negative) … 1 (positive); 0 when nothing carried a signal. */
  score: z.number(),
  source: sentimentSourceSchema,
  /** The terms that carried the decision, as found in the text. */
  terms: z.array(z.object({ term: z.string(), weight: z.number() })),
  /** The rule that decided, when one did. */
  rule_id: idSchema.nullable(),
});
export type SentimentVerdict = z.infer<typeof sentimentVerdictSchema>;

/** A keyword group of a smart rule: the item's text contains any, all or none of the terms. */
export const keywordGroupSchema = z.strictObject({
  match: z.enum(['any', 'all', 'none']),
  terms: z.array(z.string().trim().min(1).max(100)).min(1).max(100),
});

/** What a smart rule looks at; every field given must hold (empty lists and nulls are ignored). */
export const smartRuleCriteriaSchema = z.strictObject({
  networks: z.array(socialNetworkSchema).max(20).default([]),
  account_ids: z.array(idSchema).max(500).default([]),
  feed_types: z.array(feedTypeSchema).max(9).default([]),
  keywords: z.array(keywordGroupSchema).max(10).default([]),
  sentiments: z.array(sentimentSchema).max(5).default([]),
  languages: z.array(feedLanguageSchema).max(3).default([]),
  /** Author names or network ids, matched exactly (case-insensitive). */
  authors: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  min_followers: countSchema.nullable().default(null),
});
export type SmartRuleCriteria = z.infer<typeof smartRuleCriteriaSchema>;

/** What a smart rule does to a matching item; every field given is done. */
export const smartRuleActionsSchema = z.strictObject({
  tag_ids: z.array(idSchema).max(TAGS_PER_ITEM_MAX).default([]),
  sentiment: judgedSentimentSchema.nullable().default(null),
  assignee_id: idSchema.nullable().default(null),
  state: z.enum(['pending', 'resolved']).nullable().default(null),
  /** Hide the item on the network, where its API allows. */
  hide: z.boolean().default(false),
  /** Reply publicly with this text, through the normal reply path and its approval. */
  reply_template: z.string().trim().min(1).max(2000).nullable().default(null),
  /** Members told in the console when it matches. */
  notify_user_ids: z.array(idSchema).max(50).default([]),
});
export type SmartRuleActions = z.infer<typeof smartRuleActionsSchema>;

/**
 * A smart rule: when its criteria hold, do its actions. Ordered rules are tried by position and only
 * the first match applies; unordered rules all apply. A rule can move between the two lists.
 */
export const smartRuleSchema = z.object({
  id: idSchema,
  name: nameSchema,
  order: smartRuleOrderSchema,
  position: countSchema,
  criteria: smartRuleCriteriaSchema,
  actions: smartRuleActionsSchema,
  enabled: z.boolean(),
  /** Items it has acted on. */
  match_count: countSchema,
  updated_at: z.iso.datetime({ offset: true }),
});
export type SmartRule = z.infer<typeof smartRuleSchema>;

export const SMART_RULES_MAX = 200;
export const smartRuleInputSchema = z.strictObject({
  name: nameSchema,
  order: smartRuleOrderSchema,
  criteria: smartRuleCriteriaSchema,
  actions: smartRuleActionsSchema,
  enabled: z.boolean().default(true),
});
export type SmartRuleInput = z.input<typeof smartRuleInputSchema>;
