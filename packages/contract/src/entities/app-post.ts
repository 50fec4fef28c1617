import { z } from 'zod';
import { appPostStatusSchema, instagramContentTypeSchema, socialNetworkSchema } from '../enums.js';
import { idSchema, isoTime } from '../schemas/common.js';
import { mediaFileSchema, socialIdSchema, urlSchema } from './fields.js';

/**
 * A post handed to a person to publish from their phone (SPEC §2 App shell): Instagram accounts of a
 * post with a mobile publisher are not published through the API; the publisher receives a push,
 * shares the post to Instagram from the app shell, and Herald links it to what appeared on the account.
 * pending: waiting for the publisher; shared: handed to Instagram, not seen on the account yet;
 * linked: found on the account, the post's target is published.
 */
export const appPostSchema = z.object({
  id: idSchema,
  content_id: idSchema,
  status: appPostStatusSchema,
  account: z.object({
    id: idSchema,
    network: socialNetworkSchema,
    name: z.string(),
    emulated: z.boolean(),
  }),
  title: z.string(),
  /** The caption to paste in Instagram: the post's Instagram text. */
  text: z.string(),
  /** Instagram's kind of post: feed post, reel or story. */
  content_type: instagramContentTypeSchema,
  first_comment: z.string().nullable(),
  images: z.array(mediaFileSchema),
  videos: z.array(mediaFileSchema),
  author: z.string(),
  /** When the publisher was asked (the push). */
  requested_at: isoTime,
  shared_at: isoTime.nullable(),
  /** How many times it was handed to Instagram (a repost counts again). */
  share_count: z.number().int().min(0),
  linked_at: isoTime.nullable(),
  post_id: socialIdSchema.nullable(),
  post_link: urlSchema.nullable(),
});
export type AppPost = z.infer<typeof appPostSchema>;

/** A browser's Web Push subscription (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z.url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** A member who may be chosen as mobile publisher, and whether a push can reach them today. */
export const mobilePublisherSchema = z.object({
  user_id: idSchema,
  name: z.string(),
  email: z.string(),
  /** Whether the member has allowed push notifications on at least one device. */
  push_ready: z.boolean(),
});
export type MobilePublisher = z.infer<typeof mobilePublisherSchema>;
