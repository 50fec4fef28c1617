import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  SENTIMENT_RULES_MAX,
  sentimentRuleInputSchema,
  sentimentRuleSchema,
  sentimentVerdictSchema,
  smartRuleInputSchema,
  smartRuleSchema,
  tagInputSchema,
  tagSchema,
} from '../entities/config.js';
import { feedSchema } from '../entities/feeds.js';
import { smartRuleOrderSchema } from '../enums.js';
import { idInput, idSchema, isoTime } from '../schemas/common.js';
import { memberRefSchema } from '../schemas/perm.js';
import { emptyInput, okOutput } from '../transport.js';
import { groupManagement } from './perm.js';

/** A background re-run over stored items (re-classification, a rule applied to the past). */
export const rerunSchema = z.object({
  state: z.enum(['idle', 'running', 'done', 'failed']),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  started_at: isoTime.nullable(),
  finished_at: isoTime.nullable(),
});
export type Rerun = z.infer<typeof rerunSchema>;

/** Tags (SPEC §2 /config/tag); every member of the game may list them to filter and tag. */
export const tagEndpoints = {
  all: defineEndpoint({
    path: 'tag/all',
    access: 'base_game',
    input: emptyInput,
    output: z.array(tagSchema),
    summary: "The game's tags, built-in issue classes first",
  }),
  create: defineEndpoint({
    path: 'tag/create',
    access: 'config_manage',
    input: tagInputSchema,
    output: tagSchema,
    summary: 'Add a tag (names are unique in the game, ignoring case)',
  }),
  update: defineEndpoint({
    path: 'tag/update',
    access: 'config_manage',
    input: tagInputSchema.extend({ id: idSchema }),
    output: tagSchema,
    summary: 'Rename or recolour a tag',
  }),
  delete: defineEndpoint({
    path: 'tag/delete',
    access: 'config_manage',
    input: idInput,
    output: okOutput,
    summary: 'Delete a tag and take it off every item (built-in tags cannot be deleted)',
  }),
};

/** Sentiment rules (SPEC §2 /config/senti, §7 config senti_rule). */
export const sentimentRuleEndpoints = {
  list: defineEndpoint({
    path: 'config/senti_rule/list',
    access: 'config_base',
    input: emptyInput,
    output: z.object({
      list: z.array(sentimentRuleSchema),
      rerun: rerunSchema,
      corrections: z.number().int(),
    }),
    summary: "The game's sentiment rules by priority, the re-classification's progress and corrections",
  }),
  create: defineEndpoint({
    path: 'config/senti_rule/create',
    access: 'config_manage',
    input: sentimentRuleInputSchema,
    output: sentimentRuleSchema,
    summary: `Add a rule (at most ${SENTIMENT_RULES_MAX}); stored items are re-classified in the background`,
  }),
  update: defineEndpoint({
    path: 'config/senti_rule/update',
    access: 'config_manage',
    input: sentimentRuleInputSchema.extend({ id: idSchema }),
    output: sentimentRuleSchema,
    summary: 'Change a rule; stored items are re-classified in the background',
  }),
  move: defineEndpoint({
    path: 'config/senti_rule/move',
    access: 'config_manage',
    input: z.strictObject({ id: idSchema, position: z.number().int().min(0) }),
    output: z.array(sentimentRuleSchema),
    summary: 'Move a rule to another priority',
  }),
  delete: defineEndpoint({
    path: 'config/senti_rule/delete',
    access: 'config_manage',
    input: idInput,
    output: okOutput,
    summary: 'Delete a rule; stored items are re-classified in the background',
  }),
  test: defineEndpoint({
    path: 'config/senti_rule/test',
    access: 'config_base',
    input: z.strictObject({ text: z.string().trim().min(1).max(5000) }),
    output: sentimentVerdictSchema,
    summary: "Judge a text with the game's rules and the classifier, showing what decided it",
  }),
};

/** A rule's dry run over the stored items of the last days. */
export const smartRuleDryRunSchema = z.object({
  scanned: z.number().int(),
  matched: z.number().int(),
  examples: z.array(feedSchema),
});

/** Smart rules (SPEC §2 /config/smart_rule, §4 ordered and unordered, movable). */
export const smartRuleEndpoints = {
  list: defineEndpoint({
    path: 'config/smart_rule/list',
    access: 'config_base',
    input: emptyInput,
    output: z.object({
      ordered: z.array(smartRuleSchema),
      unordered: z.array(smartRuleSchema),
      rerun: rerunSchema,
    }),
    summary: 'The ordered rules (first match only) and the unordered ones (every match), by position',
  }),
  create: defineEndpoint({
    path: 'config/smart_rule/create',
    access: 'config_manage',
    input: smartRuleInputSchema,
    output: smartRuleSchema,
    summary: 'Add a rule at the end of its list',
  }),
  update: defineEndpoint({
    path: 'config/smart_rule/update',
    access: 'config_manage',
    input: smartRuleInputSchema.extend({ id: idSchema }),
    output: smartRuleSchema,
    summary: 'Change a rule',
  }),
  move: defineEndpoint({
    path: 'config/smart_rule/move',
    access: 'config_manage',
    input: z.strictObject({ id: idSchema, order: smartRuleOrderSchema, position: z.number().int().min(0) }),
    output: z.object({ ordered: z.array(smartRuleSchema), unordered: z.array(smartRuleSchema) }),
    summary: 'Move a rule within its list or to the other list',
  }),
  delete: defineEndpoint({
    path: 'config/smart_rule/delete',
    access: 'config_manage',
    input: idInput,
    output: okOutput,
    summary: 'Delete a rule (what it already did stays)',
  }),
  dryRun: defineEndpoint({
    path: 'config/smart_rule/dry_run',
    access: 'config_base',
    input: smartRuleInputSchema
      .pick({ criteria: true })
      .extend({ days: z.number().int().min(1).max(90).default(30) }),
    output: smartRuleDryRunSchema,
    summary: 'What a rule would have matched in the last days, with counts and examples',
  }),
  apply: defineEndpoint({
    path: 'config/smart_rule/apply',
    access: 'config_manage',
    input: z.strictObject({ id: idSchema, from: isoTime, to: isoTime }),
    output: rerunSchema,
    summary: 'Apply a rule to the items written in a past range, in the background',
  }),
};

/** Config (SPEC §2): publishing groups; tags, sentiment and smart rules above; review in review.ts. */
export const configEndpoints = {
  ...groupManagement('config/group', 'config_base', 'config_manage'),
  groupMembers: defineEndpoint({
    path: 'config/group/members',
    access: 'config_base',
    input: emptyInput,
    output: z.array(memberRefSchema),
    summary: 'Every member of the game, to pick group members from',
  }),
};
