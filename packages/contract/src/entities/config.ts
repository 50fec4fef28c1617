import { z } from 'zod';
import { sentimentSchema, smartRuleOrderSchema, topicMatchModeSchema } from '../enums.js';
import { idSchema, nameSchema } from '../schemas/common.js';
import { countSchema } from './fields.js';

/** A tag put on posts and feeds (tag reports group by it). */
export const tagSchema = z.object({ id: idSchema, name: nameSchema });
export type Tag = z.infer<typeof tagSchema>;

/** Text that marks a feed with a sentiment when any of its keywords appears. */
export const sentimentRuleSchema = z.object({
  id: idSchema,
  name: nameSchema,
  keywords: z.array(z.string().trim().min(1).max(100)).min(1).max(200),
  sentiment: sentimentSchema,
  enabled: z.boolean(),
});
export type SentimentRule = z.infer<typeof sentimentRuleSchema>;

/** What a smart rule criterion looks at (the contract's choice; the spec does not list them). */
export const smartRuleFields = ['text', 'author', 'feed_type', 'social_channel'] as const;
export const smartRuleFieldSchema = z.enum(smartRuleFields);

/** One condition of a smart rule: the field contains any, all or none of the values. */
export const smartRuleCriterionSchema = z.object({
  field: smartRuleFieldSchema,
  match: topicMatchModeSchema,
  values: z.array(z.string().trim().min(1).max(200)).min(1).max(100),
});

/** What a smart rule does to a matching feed. */
export const smartRuleActionSchema = z.object({
  tag_ids: z.array(idSchema).max(50),
  sentiment: sentimentSchema.nullable(),
  hide: z.boolean(),
});

/**
 * A smart rule: when every criterion holds, apply the action. Ordered rules are tried by position
 * and only the first match applies; unordered rules all apply. A rule can move between the two.
 */
export const smartRuleSchema = z.object({
  id: idSchema,
  name: nameSchema,
  order: smartRuleOrderSchema,
  position: countSchema,
  criteria: z.array(smartRuleCriterionSchema).min(1).max(20),
  action: smartRuleActionSchema,
  enabled: z.boolean(),
});
export type SmartRule = z.infer<typeof smartRuleSchema>;
