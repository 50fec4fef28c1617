import { z } from 'zod';
import {
  contentStatusSchema,
  messageTypeSchema,
  reviewTimeoutActionSchema,
  socialNetworkSchema,
} from '../enums.js';
import { idSchema, isoTime } from '../schemas/common.js';
import type { engagementGroups } from '../values.js';
import { publishPlanSchema } from './content.js';
import { socialIdSchema, urlSchema } from './fields.js';
import { reviewLevelNumberSchema } from './review.js';

/** Engagement: what an account does to someone else's (or its own) post, comment or conversation. */
export const engagementTypes = ['comment', 'reply', 'like', 'message'] as const;
export type EngagementType = (typeof engagementTypes)[number];

export type EngagementGroup = keyof typeof engagementGroups;

/** The reaction a like sends (the networks' APIs send a plain like; richer reactions are not open to apps). */
export const likeTypes = ['like'] as const;
export const likeTypeSchema = z.enum(likeTypes);

/** The most accounts one comment or like goes out from. */
export const ENGAGEMENT_ACCOUNTS_MAX = 50;

/**
 * The longest comment or reply each network takes, in the network's own count (SPEC §5 "Comment
 * length 1 to {0}"). Networks missing here take no comments through their API.
 */
export const commentTextMax: Readonly<Partial<Record<z.infer<typeof socialNetworkSchema>, number>>> = {
  facebook: 8000,
  instagram: 2200,
  threads: 500,
  twitter: 280,
  youtube: 10_000,
  tiktok: 150,
  reddit: 10_000,
  vk: 4096,
  discord: 2000,
  whatsapp: 4096,
};

/** The longest private message each network takes. */
export const messageTextMax: Readonly<Partial<Record<z.infer<typeof socialNetworkSchema>, number>>> = {
  facebook: 2000,
  instagram: 1000,
  twitter: 10_000,
  reddit: 10_000,
  vk: 4096,
  discord: 2000,
  whatsapp: 4096,
};

/** What is acted on, as read from the network when the user picked it. */
export const engagementTargetSchema = z.strictObject({
  network: socialNetworkSchema,
  /** The network's id of the post or comment (comment, reply, like) or of the conversation (message). */
  social_id: socialIdSchema,
  /** For a reply: the post its comment belongs to (looking the reply up needs it). */
  post_id: socialIdSchema.nullable(),
  /** For a message: the person written to. */
  recipient_id: socialIdSchema.nullable(),
  /** Who wrote the target, and its words, as lists and reviewers show them. */
  author: z.string().trim().max(200),
  excerpt: z.string().max(1000),
  link: urlSchema.nullable(),
});
export type EngagementTarget = z.infer<typeof engagementTargetSchema>;

const engagementBase = {
  account_ids: z.array(idSchema).max(ENGAGEMENT_ACCOUNTS_MAX),
  target: engagementTargetSchema,
  review_level: reviewLevelNumberSchema.nullable(),
  publish: publishPlanSchema,
  timeout_action: reviewTimeoutActionSchema,
};
const engagementText = z.string().max(10_000);

/** A comment on a post, or a reply to a comment. */
export const commentInputSchema = z.strictObject({
  content_type: z.enum(['comment', 'reply']),
  ...engagementBase,
  text: engagementText,
});
/** A like of a post or comment. */
export const likeInputSchema = z.strictObject({
  content_type: z.literal('like'),
  ...engagementBase,
  like_type: likeTypeSchema,
});
/** A private message answering someone who wrote to the account. */
export const messageInputSchema = z.strictObject({
  content_type: z.literal('message'),
  ...engagementBase,
  message_type: messageTypeSchema,
  text: engagementText,
});

/** A comment, reply, like or private message as the form sends it. */
export const engagementInputSchema = z.union([commentInputSchema, likeInputSchema, messageInputSchema]);
export type EngagementInput = z.infer<typeof engagementInputSchema>;
export type CommentInput = z.infer<typeof commentInputSchema>;
export type LikeInput = z.infer<typeof likeInputSchema>;
export type MessageInput = z.infer<typeof messageInputSchema>;

/** A stored comment, reply, like or message with how it went on each account. */
export const engagementSchema = z.object({
  id: idSchema,
  content_type: z.enum(engagementTypes),
  status: contentStatusSchema,
  account_ids: z.array(idSchema),
  target: engagementTargetSchema,
  text: z.string(),
  like_type: likeTypeSchema.nullable(),
  message_type: messageTypeSchema.nullable(),
  review_level: reviewLevelNumberSchema.nullable(),
  publish: publishPlanSchema,
  timeout_action: reviewTimeoutActionSchema,
  author: z.string(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type Engagement = z.infer<typeof engagementSchema>;

/** A comment or reply read from a network, for picking what to answer or like. */
export const networkCommentSchema = z.object({
  id: socialIdSchema,
  parent_id: socialIdSchema.nullable(),
  author_id: z.string().nullable(),
  author: z.string().nullable(),
  text: z.string(),
  created_at: isoTime,
  like_count: z.number().int().nullable(),
  /** Written by the account it was read through. */
  own: z.boolean(),
});
export type NetworkCommentView = z.infer<typeof networkCommentSchema>;

/** One conversation of an account's inbox, with whether a reply can still go out (the 24-hour window). */
export const conversationSchema = z.object({
  id: socialIdSchema,
  /** The person the account talks to. */
  recipient_id: z.string().nullable(),
  recipient: z.string().nullable(),
  last_text: z.string(),
  last_at: isoTime,
  /** When the person last wrote; replies are open until 24 hours after it (SPEC §5). */
  last_inbound_at: isoTime.nullable(),
  reply_open_until: isoTime.nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** One message of a conversation. */
export const threadMessageSchema = z.object({
  id: socialIdSchema,
  sender: z.string().nullable(),
  from_account: z.boolean(),
  text: z.string(),
  created_at: isoTime,
});
