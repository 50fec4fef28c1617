import { z } from 'zod';
import {
  listeningTopicStatusSchema,
  socialNetworkSchema,
  topicMatchModeSchema,
  topicTermKindSchema,
  topicTypeSchema,
} from '../enums.js';
import { idSchema, isoTime, nameSchema } from '../schemas/common.js';
import { hashtagSchema, noteSchema, socialIdSchema } from './fields.js';

/** One search term of a topic: a keyword, exact span, hashtag, cashtag, mention, author or recipient. */
export const topicTermSchema = z.object({
  kind: topicTermKindSchema,
  value: z.string().trim().min(1).max(200),
});

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
  created_at: isoTime,
  updated_at: isoTime,
});
export type Topic = z.infer<typeof topicSchema>;
