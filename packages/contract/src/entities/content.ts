import { z } from 'zod';
import {
  appPostStatusSchema,
  contentStatusSchema,
  contentTypeSchema,
  instagramContentTypeSchema,
  linkStatusSchema,
  messageTypeSchema,
  postTypeSchema,
  publishLocationSchema,
  publishResultSchema,
  publishTimingSchema,
  redditContentTypeSchema,
  reviewTimeoutActionSchema,
  socialNetworkSchema,
  tiktokPrivacyLevelSchema,
  youtubePrivacySchema,
} from '../enums.js';
import { idSchema, isoTime } from '../schemas/common.js';
import { memberRefSchema } from '../schemas/perm.js';
import {
  countSchema,
  mediaFileSchema,
  socialIdSchema,
  timeZoneSchema,
  urlSchema,
  videoFileSchema,
} from './fields.js';
import { reviewLevelNumberSchema } from './review.js';

/** The longest post text any network takes (Facebook's 63,206 characters). */
export const POST_TEXT_MAX = 63_206;

/** A poll: its options and how long it runs (Threads polls are fixed at 24 hours). */
export const pollSchema = z.object({
  options: z.array(z.string().trim().min(1).max(100)).min(2).max(10),
  duration: z
    .object({
      days: z.number().int().min(0).max(7),
      hours: z.number().int().min(0).max(23),
      minutes: z.number().int().min(0).max(59),
    })
    .refine((d) => d.days + d.hours + d.minutes > 0, { message: 'required', path: ['minutes'] }),
});

/** A video thumbnail: a frame at an offset into the video, or an uploaded image. */
export const thumbnailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offset'), offset_ms: countSchema }),
  z.object({ kind: z.literal('file'), file: mediaFileSchema }),
]);
export type Thumbnail = z.infer<typeof thumbnailSchema>;

/** A thumbnail as the form sends it: the uploaded image by its upload id. */
export const thumbnailInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offset'), offset_ms: countSchema }),
  z.object({ kind: z.literal('file'), file_id: idSchema }),
]);

/** A place attached to a post. */
export const locationSchema = z.object({ id: socialIdSchema, name: z.string().trim().min(1).max(200) });

/** A person tagged in a post, optionally at a point of the image (0–1 from the top left). */
export const taggedPersonSchema = z.object({
  username: z.string().trim().min(1).max(100),
  x: z.number().min(0).max(1).nullable(),
  y: z.number().min(0).max(1).nullable(),
});

/** When a post goes out: at once, or at a scheduled time in the zone it was set in. */
export const publishPlanSchema = z.discriminatedUnion('timing', [
  z.object({ timing: publishTimingSchema.extract(['immediate']) }),
  z.object({
    timing: publishTimingSchema.extract(['schedule']),
    scheduled_at: isoTime,
    time_zone: timeZoneSchema,
  }),
]);

/** Facebook options. */
export const facebookOptionsSchema = z.object({ content_category: z.string().max(64).nullable() });

/** Instagram options: feed post, reel or story; a first comment; whether a reel also shows in the feed. */
export const instagramOptionsSchema = z.object({
  content_type: instagramContentTypeSchema,
  first_comment: z.string().max(2200).nullable(),
  share_to_feed: z.boolean(),
});

/** YouTube options; `made_for_kids` is the audience declaration. */
export const youtubeOptionsSchema = z.object({
  video_tags: z.array(z.string().trim().min(1).max(100)).max(50),
  privacy: youtubePrivacySchema,
  category_id: z.string().max(16).nullable(),
  made_for_kids: z.boolean(),
});

/** TikTok options, as its posting rules require the user to choose them; branded content is never private. */
const tiktokOptionsObject = z.object({
  auto_add_music: z.boolean(),
  brand_organic_toggle: z.boolean(),
  brand_content_toggle: z.boolean(),
  disable_comment: z.boolean(),
  disable_duet: z.boolean(),
  disable_stitch: z.boolean(),
  privacy_level: tiktokPrivacyLevelSchema,
  /** The creator's longest allowed video, in seconds. */
  max_duration_sec: countSchema,
});
export const tiktokOptionsSchema = tiktokOptionsObject.refine(
  (o) => !(o.brand_content_toggle && o.privacy_level === 'SELF_ONLY'),
  {
    message: 'not_supported',
    path: ['privacy_level'],
  },
);

/** Reddit options: a text post hides media and a media post hides text. */
export const redditOptionsSchema = z.object({
  content_type: redditContentTypeSchema,
  subreddit: z.string().trim().min(1).max(21),
  flair_id: z.string().max(64).nullable(),
});

/** Discord options: the channel of the server to post in; an announcement can also go to followers. */
export const discordOptionsSchema = z.object({
  channel_id: socialIdSchema,
  crosspost: z.boolean(),
});

/**
 * WhatsApp options: a business starts conversations only with an approved template, sent to people who
 * opted in (phone numbers in international format).
 */
export const whatsappOptionsSchema = z.object({
  template: z.string().trim().min(1).max(512),
  language: z.string().trim().min(2).max(16),
  recipients: z
    .array(z.string().regex(/^\+?[1-9]\d{6,14}$/, 'invalid_format'))
    .min(1)
    .max(1000),
});

/** Per-network options of a post; only the networks it targets carry theirs. */
export const networkOptionsSchema = z.object({
  facebook: facebookOptionsSchema.optional(),
  instagram: instagramOptionsSchema.optional(),
  youtube: youtubeOptionsSchema.optional(),
  tiktok: tiktokOptionsSchema.optional(),
  reddit: redditOptionsSchema.optional(),
  discord: discordOptionsSchema.optional(),
  whatsapp: whatsappOptionsSchema.optional(),
});
export type NetworkOptions = z.infer<typeof networkOptionsSchema>;

/**
 * Per-network options a draft keeps while they are not complete yet (a TikTok privacy level not chosen,
 * a subreddit or WhatsApp template not typed, a recipient not valid yet), so saving a draft loses
 * nothing the user set. Never published: submitting needs complete `options`.
 */
export const networkOptionDraftsSchema = z.strictObject({
  facebook: facebookOptionsSchema.optional(),
  instagram: instagramOptionsSchema.extend({ first_comment: z.string().max(2200) }).optional(),
  youtube: youtubeOptionsSchema.optional(),
  tiktok: tiktokOptionsObject.extend({ privacy_level: tiktokPrivacyLevelSchema.nullable() }).optional(),
  reddit: redditOptionsSchema.extend({ subreddit: z.string().max(21) }).optional(),
  discord: discordOptionsSchema.extend({ channel_id: z.string().max(64) }).optional(),
  whatsapp: whatsappOptionsSchema
    .extend({
      template: z.string().max(512),
      language: z.string().max(16),
      recipients: z.array(z.string().max(32)).max(1000),
    })
    .optional(),
});
export type NetworkOptionDrafts = z.infer<typeof networkOptionDraftsSchema>;

/** Networks whose posts cannot go out without their options (the choices the network requires). */
export const optionsRequiredBy = ['youtube', 'tiktok', 'reddit', 'discord', 'whatsapp'] as const;

/** Text written for one network when the post's text is not synced across networks. */
export const networkTextsSchema = z.partialRecord(socialNetworkSchema, z.string().max(POST_TEXT_MAX));

/** The most accounts one post goes to. */
export const POST_ACCOUNTS_MAX = 100;

/**
 * A post as the compose form sends it. Media travel as upload ids: the server trusts only what it
 * recorded for them. A draft may be incomplete; submitting checks every rule of SPEC §5.
 */
export const postInputSchema = z.strictObject({
  account_ids: z.array(idSchema).max(POST_ACCOUNTS_MAX),
  title: z.string().max(300),
  text: z.string().max(POST_TEXT_MAX),
  network_texts: networkTextsSchema,
  text_synced: z.boolean(),
  poll: pollSchema.nullable(),
  image_ids: z.array(idSchema).max(35),
  video_ids: z.array(idSchema).max(10),
  thumbnail: thumbnailInputSchema.nullable(),
  review_level: reviewLevelNumberSchema.nullable(),
  emoji: z.string().max(32).nullable(),
  location: locationSchema.nullable(),
  tag_people: z.array(taggedPersonSchema).max(20),
  attached_link: urlSchema.nullable(),
  publish: publishPlanSchema,
  timeout_action: reviewTimeoutActionSchema,
  collaborators: z.array(z.string().trim().min(1).max(100)).max(10),
  mobile_publisher_id: idSchema.nullable(),
  options: networkOptionsSchema,
  option_drafts: networkOptionDraftsSchema.default({}),
  /**
   * The per-network preview as the author saw it when submitting, captured as a PNG and uploaded
   * (SPEC §4 preview screenshot); reviewers see it. Never published.
   */
  preview_id: idSchema.nullable().default(null),
});
export type PostInput = z.infer<typeof postInputSchema>;

/** A post form with nothing chosen yet (published at once, no review), with the given fields set. */
export function emptyPostInput(fields: Partial<PostInput> = {}): PostInput {
  return {
    account_ids: [],
    title: '',
    text: '',
    network_texts: {},
    text_synced: true,
    poll: null,
    image_ids: [],
    video_ids: [],
    thumbnail: null,
    review_level: null,
    emoji: null,
    location: null,
    tag_people: [],
    attached_link: null,
    publish: { timing: 'immediate' },
    timeout_action: 'hold_on',
    collaborators: [],
    mobile_publisher_id: null,
    options: {},
    option_drafts: {},
    preview_id: null,
    ...fields,
  };
}

/** How publishing a post to one account went. */
export const publishAttemptSchema = z.object({
  account_id: idSchema,
  network: socialNetworkSchema,
  account_name: z.string(),
  result: publishResultSchema,
  /** The network's id of what went out there (for reading its comments), once it did. */
  post_id: socialIdSchema.nullable(),
  post_link: urlSchema.nullable(),
  /** Where the account's post stands with the mobile publisher, when it goes out from the phone. */
  mobile_status: appPostStatusSchema.nullable(),
  message: z.string().max(1000).nullable(),
  published_at: isoTime.nullable(),
});

/** One call Herald made to a network for a post, as the detail page's attempt log shows it. */
export const attemptLogSchema = z.object({
  id: idSchema,
  account_id: idSchema,
  action: z.enum(['publish', 'reconcile', 'delete']),
  outcome: z.enum(['pending', 'succeeded', 'failed', 'ambiguous', 'found', 'absent', 'deferred']),
  /**
   * The network's own words when it refused or failed (a look-up that failed: `reconcile` ending
   * `ambiguous`). Herald's outcomes carry none: the console says them in the reader's language.
   */
  message: z.string().nullable(),
  /** The network's id of the post this call published or found. */
  post_id: socialIdSchema.nullable(),
  /** Where that post is live, when the account's post is it. */
  post_link: urlSchema.nullable(),
  started_at: isoTime,
  finished_at: isoTime.nullable(),
});
export type AttemptLog = z.infer<typeof attemptLogSchema>;

/** One change of a content's status: who did what, when. */
export const contentEventSchema = z.object({
  action: z.string(),
  from: contentStatusSchema.nullable(),
  to: contentStatusSchema,
  by: z.string().nullable(),
  at: isoTime,
});

export const holdReasons = ['material_expired', 'material_deleted'] as const;

/** Why a scheduled post is held, since when, and the materials concerned. */
export const postHoldSchema = z.object({
  reason: z.enum(holdReasons),
  at: isoTime,
  materials: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type PostHold = z.infer<typeof postHoldSchema>;

/** A post (SPEC §3 Post/content): what is composed, reviewed and published to accounts. */
export const postSchema = z.object({
  id: idSchema,
  content_type: contentTypeSchema,
  post_type: postTypeSchema,
  status: contentStatusSchema,
  publish_location: publishLocationSchema,
  account_ids: z.array(idSchema).max(500),
  title: z.string().max(300),
  text: z.string().max(POST_TEXT_MAX),
  network_texts: networkTextsSchema,
  poll: pollSchema.nullable(),
  images: z.array(mediaFileSchema).max(35),
  videos: z.array(videoFileSchema).max(10),
  thumbnail: thumbnailSchema.nullable(),
  /** The approval level it goes through; null when it needs no approval. */
  review_level: reviewLevelNumberSchema.nullable(),
  /** A feeling emoji shown with the post. */
  emoji: z.string().max(32).nullable(),
  location: locationSchema.nullable(),
  tag_people: z.array(taggedPersonSchema).max(20),
  attached_link: urlSchema.nullable(),
  /** Whether one text is shared by every network, or each network has its own. */
  text_synced: z.boolean(),
  publish: publishPlanSchema,
  timeout_action: reviewTimeoutActionSchema,
  collaborators: z.array(z.string().trim().min(1).max(100)).max(10),
  /** The person who receives a push to publish from the mobile app. */
  mobile_publisher: memberRefSchema.nullable(),
  options: networkOptionsSchema,
  /** Options of a draft not complete yet, kept as the user left them. */
  option_drafts: networkOptionDraftsSchema,
  /** The preview screenshot taken when it was submitted, if one was. */
  preview: mediaFileSchema.nullable(),
  link_status: linkStatusSchema,
  todo_id: idSchema.nullable(),
  /**
   * A scheduled post held because a library material it uses can no longer be used (its rights ended,
   * or it was deleted): it does not go out until a person keeps it (post/keep) or revokes it.
   */
  held: postHoldSchema.nullable(),
  results: z.array(publishAttemptSchema),
  author: z.string(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type Post = z.infer<typeof postSchema>;

/** A like (or other reaction) submitted from an account, subject to approval like any content. */
export const likeSchema = z.object({
  id: idSchema,
  account_id: idSchema,
  /** The reaction kind; the spec does not list its values. */
  like_type: z.string().trim().min(1).max(32),
  /** What is liked, as shown to the reviewer. */
  like_content: z.string().max(POST_TEXT_MAX),
  target_id: socialIdSchema,
  status: contentStatusSchema,
  created_at: isoTime,
});
export type Like = z.infer<typeof likeSchema>;

/** A private message, mention or share in an account's inbox; replies only within 24 hours. */
export const messageSchema = z.object({
  id: idSchema,
  account_id: idSchema,
  type: messageTypeSchema,
  sender: z.string().trim().min(1).max(200),
  text: z.string().max(POST_TEXT_MAX),
  images: z.array(mediaFileSchema).max(10),
  status: contentStatusSchema.nullable(),
  created_at: isoTime,
});
export type Message = z.infer<typeof messageSchema>;
