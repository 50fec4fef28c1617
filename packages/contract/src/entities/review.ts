import { z } from 'zod';
import { contentTypeSchema } from '../enums.js';
import { emailSchema, idSchema, nameSchema } from '../schemas/common.js';
import { socialIdSchema } from './fields.js';

/** The deepest approval level a game can configure (the contract's bound; the spec gives none). */
export const REVIEW_LEVEL_LIMIT = 10;

/** An approval level number, 1 being the first reviewer to see a submission. */
export const reviewLevelNumberSchema = z.number().int().min(1).max(REVIEW_LEVEL_LIMIT);

/** The reviewers of one level; a level without reviewers is allowed but warned about. */
export const levelReviewersSchema = z.object({
  level: reviewLevelNumberSchema,
  reviewers: z.array(emailSchema).max(100),
});

/** Who reviews an account's submissions, per level; a game needs one default flow. */
export const reviewFlowSchema = z.object({
  id: idSchema,
  /** Unique within the game. */
  name: nameSchema,
  reviewers: z.array(levelReviewersSchema).max(REVIEW_LEVEL_LIMIT),
  /** The social account the flow applies to. */
  social_id: socialIdSchema,
  is_default: z.boolean(),
});
export type ReviewFlow = z.infer<typeof reviewFlowSchema>;

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
  .pipe(z.array(emailSchema).min(1, 'required').max(100));

/** The name of a file to import review flows from: Excel only (.xlsx or .xls). */
export const reviewFlowImportFileSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/\.xlsx?$/i, 'unknown_format');

/** One approval level and the name its content is shown under. */
export const reviewLevelSchema = z.object({
  level: reviewLevelNumberSchema,
  content_name: nameSchema,
});
export type ReviewLevel = z.infer<typeof reviewLevelSchema>;

/** Whether submissions of a content type go through approval. */
export const reviewSwitchSchema = z.object({
  content_type: contentTypeSchema,
  enabled: z.boolean(),
});
export type ReviewSwitch = z.infer<typeof reviewSwitchSchema>;

/** A game's review configuration: its levels (up to max_level) and its switches. */
export const reviewConfigSchema = z.object({
  levels: z.array(reviewLevelSchema).max(REVIEW_LEVEL_LIMIT),
  switchs: z.array(reviewSwitchSchema),
  max_level: reviewLevelNumberSchema,
});
export type ReviewConfig = z.infer<typeof reviewConfigSchema>;
