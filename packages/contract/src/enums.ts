import { z } from 'zod';
import { roleTypeSchema, userTypeSchema } from './schemas/perm.js';

/**
 * Every enumeration and state set of SPEC §3 and §4 (plus the lists §1 and §9 name), values exactly
 * as the spec writes them. Each list is an `as const` array with its zod schema and inferred type.
 * Enumerations the spec gives numeric codes for are declared once with `codeMap`.
 */

type Invert<T extends Record<string, number>> = { readonly [K in keyof T as T[K]]: K };

/** A numeric enumeration declared once: name → code, code → name, and a schema for each side. */
export interface CodeMap<T extends Record<string, number>> {
  readonly byName: Readonly<T>;
  readonly byCode: Invert<T>;
  readonly names: readonly (keyof T & string)[];
  readonly codes: readonly T[keyof T][];
  readonly nameSchema: z.ZodEnum<{ [K in keyof T & string]: K }>;
  readonly codeSchema: z.ZodLiteral<T[keyof T]>;
}

/** Builds a CodeMap; codes must be unique, so that every code names exactly one value. */
export function codeMap<const T extends Record<string, number>>(byName: T): CodeMap<T> {
  const names = Object.keys(byName) as (keyof T & string)[];
  const codes = names.map((name) => byName[name]);
  if (names.length === 0 || new Set(codes).size !== codes.length) {
    throw new Error(`codeMap needs unique codes: ${JSON.stringify(byName)}`);
  }
  return Object.freeze({
    byName: Object.freeze({ ...byName }),
    byCode: Object.freeze(Object.fromEntries(names.map((name) => [byName[name], name]))) as Invert<T>,
    names: Object.freeze(names),
    codes: Object.freeze(codes),
    nameSchema: z.enum(names) as z.ZodEnum<{ [K in keyof T & string]: K }>,
    codeSchema: z.literal(codes),
  });
}

// ── SPEC §3 Enumerations ─────────────────────────────────────────────────────────────────────────

export const postTypes = ['text', 'image', 'video', 'page', 'link'] as const;
export const postTypeSchema = z.enum(postTypes);
export type PostType = z.infer<typeof postTypeSchema>;

export const sentiments = ['init', 'positive', 'negative', 'neutral', 'unclassified'] as const;
export const sentimentSchema = z.enum(sentiments);
export type Sentiment = z.infer<typeof sentimentSchema>;

export const feedTypes = [
  'post',
  'comment',
  'comment_reply',
  'other_comment',
  'other_comment_reply',
  'message',
  'other_message',
  'like',
  'vote',
] as const;
export const feedTypeSchema = z.enum(feedTypes);
export type FeedType = z.infer<typeof feedTypeSchema>;

/** Content type names. The spec's list also names `repost`, which has no numeric code. */
export const contentTypes = ['post', 'comment', 'reply', 'message', 'like', 'repost'] as const;
export const contentTypeSchema = z.enum(contentTypes);
export type ContentType = z.infer<typeof contentTypeSchema>;
/** Numeric codes of the content types that have one (every type except `repost`). */
export const contentTypeCodes = codeMap({
  post: 1,
  comment: 2,
  reply: 3,
  message: 4,
  like: 5,
} as const satisfies Partial<Record<ContentType, number>>);
export type ContentTypeCode = z.infer<typeof contentTypeCodes.codeSchema>;

export const mediaTypeCodes = codeMap({ image: 1, video: 2 });
export const mediaTypeSchema = mediaTypeCodes.nameSchema;
export type MediaType = z.infer<typeof mediaTypeSchema>;

/** What can be uploaded: the media posts carry, and documents (PDF) the material library keeps. */
export const uploadKinds = ['image', 'video', 'document'] as const;
export const uploadKindSchema = z.enum(uploadKinds);
export type UploadKind = z.infer<typeof uploadKindSchema>;

/** Where a post is published: through Herald (onsite) or elsewhere (offsite, which has no preview). */
export const publishLocationCodes = codeMap({ onsite: 0, offsite: 1 });
export const publishLocationSchema = publishLocationCodes.nameSchema;
export type PublishLocation = z.infer<typeof publishLocationSchema>;

export const publishResultCodes = codeMap({ init: 0, failed: 1, succeed: 2, exception: 3, delete_failed: 4 });
export const publishResultSchema = publishResultCodes.nameSchema;
export type PublishResult = z.infer<typeof publishResultSchema>;

export const simpleFlowStageCodes = codeMap({ drafted: 1, reviewing: 2, publishing: 3, published: 4 });
export const simpleFlowStageSchema = simpleFlowStageCodes.nameSchema;
export type SimpleFlowStage = z.infer<typeof simpleFlowStageSchema>;

export const topicTypes = [
  'brand',
  'industry',
  'competitive',
  'directional',
  'campaign',
  'event',
  'custom',
] as const;
export const topicTypeSchema = z.enum(topicTypes);
export type TopicType = z.infer<typeof topicTypeSchema>;

export const topicTermKinds = ['keyword', 'span', 'hashtag', 'cashtag', 'mention', 'from', 'to'] as const;
export const topicTermKindSchema = z.enum(topicTermKinds);
export type TopicTermKind = z.infer<typeof topicTermKindSchema>;

export const topicMatchModes = ['contain_any', 'contain_all', 'contain_none'] as const;
export const topicMatchModeSchema = z.enum(topicMatchModes);
export type TopicMatchMode = z.infer<typeof topicMatchModeSchema>;

/** User types live with the user schema; listed here so every enumeration is found in one place. */
export { userTypeSchema };
export const userTypes = userTypeSchema.options;
export type UserType = z.infer<typeof userTypeSchema>;

export const reportContentTypes = [
  'post',
  'boosted',
  'twitter_poll',
  'threads_poll',
  'instagram_story',
  'instagram_reel',
] as const;
export const reportContentTypeSchema = z.enum(reportContentTypes);
export type ReportContentType = z.infer<typeof reportContentTypeSchema>;

/** Report kinds; they are also the kinds metric groups are catalogued by. */
export const reportKinds = ['profile', 'post', 'senti', 'creative', 'listening', 'directional'] as const;
export const reportKindSchema = z.enum(reportKinds);
export type ReportKind = z.infer<typeof reportKindSchema>;

/** Role types live with the role schema; listed here so every enumeration is found in one place. */
export { roleTypeSchema };
export const roleTypes = roleTypeSchema.options;
export type RoleType = z.infer<typeof roleTypeSchema>;

export const metricValueTypes = ['amount', 'percent', 'decimal'] as const;
export const metricValueTypeSchema = z.enum(metricValueTypes);
export type MetricValueType = z.infer<typeof metricValueTypeSchema>;

/** Why a metric has no value: unsupported shows N/A, mismatch and unreach show a dash (SPEC §5). */
export const metricNaTypes = ['unsupport', 'mismatch', 'unreach'] as const;
export const metricNaTypeSchema = z.enum(metricNaTypes);
export type MetricNaType = z.infer<typeof metricNaTypeSchema>;

/** Interface languages the selector offers (the full list has 20 locales; English is the default). */
export const languages = ['en', 'zh-CN'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

// ── SPEC §4 States ───────────────────────────────────────────────────────────────────────────────

export const accountStatuses = ['noconnect', 'connected', 'token_expire', 'oauth_expire'] as const;
export const accountStatusSchema = z.enum(accountStatuses);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const backtrackStatuses = ['init', 'pending', 'failed', 'success'] as const;
export const backtrackStatusSchema = z.enum(backtrackStatuses);
export type BacktrackStatus = z.infer<typeof backtrackStatusSchema>;

export const taskStatuses = ['drafted', 'published', 'ended', 'deleted'] as const;
export const taskStatusSchema = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const taskEvents = [
  'new_draft',
  'new_assign',
  'edit_draft',
  'delete_draft',
  'publish_draft',
  'add_receivers',
  'change_task',
  'abandon_task',
  'task_expired',
  'delete_task',
] as const;
export const taskEventSchema = z.enum(taskEvents);
export type TaskEvent = z.infer<typeof taskEventSchema>;

export const todoStatuses = ['pending', 'completed', 'rejected'] as const;
export const todoStatusSchema = z.enum(todoStatuses);
export type TodoStatus = z.infer<typeof todoStatusSchema>;

export const linkStatuses = ['nolink', 'unlink', 'linked', 'tasked', 'todoed'] as const;
export const linkStatusSchema = z.enum(linkStatuses);
export type LinkStatus = z.infer<typeof linkStatusSchema>;

export const briefStatuses = ['init', 'pending', 'resolved', 'rejected'] as const;
export const briefStatusSchema = z.enum(briefStatuses);
export type BriefStatus = z.infer<typeof briefStatusSchema>;

export const uploadStatuses = ['init', 'pause', 'start', 'stop', 'done', 'fail'] as const;
export const uploadStatusSchema = z.enum(uploadStatuses);
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

export const validationResults = ['safe', 'warn', 'error'] as const;
export const validationResultSchema = z.enum(validationResults);
export type ValidationResult = z.infer<typeof validationResultSchema>;

export const asyncActionStatuses = ['ready', 'pending', 'resolved', 'rejected', 'aborted'] as const;
export const asyncActionStatusSchema = z.enum(asyncActionStatuses);
export type AsyncActionStatus = z.infer<typeof asyncActionStatusSchema>;

export const appPostStatuses = ['pending', 'shared', 'linked'] as const;
export const appPostStatusSchema = z.enum(appPostStatuses);
export type AppPostStatus = z.infer<typeof appPostStatusSchema>;

export const contentStatuses = [
  'drafted',
  'apply_fail',
  'reviewing',
  'agreed',
  'rejected',
  'canceling',
  'canceled',
  'scheduled',
  'revoking',
  'revoked',
  'revoke_fail',
  'mobiling',
  'publishing',
  'published',
  'publish_exc',
  'publish_fail',
  'deleting',
  'deleted',
  'delete_fail',
  'onsited',
  'offsited',
] as const;
export const contentStatusSchema = z.enum(contentStatuses);
export type ContentStatus = z.infer<typeof contentStatusSchema>;

/**
 * Numeric marks shown beside a content status. Only these statuses have one; they are strings so
 * the leading zeros survive.
 */
export const contentStatusMarks = {
  reviewing: '01',
  rejected: '03',
  canceled: '04',
  revoking: '21',
  revoked: '22',
  revoke_fail: '23',
  publishing: '020',
  published: '022',
  publish_exc: '023',
  publish_fail: '021',
  deleting: '112',
  deleted: '122',
  delete_fail: '124',
} as const satisfies Partial<Record<ContentStatus, string>>;
export type MarkedContentStatus = keyof typeof contentStatusMarks;

/** The mark of a content status, or undefined for a status without one. */
export function contentStatusMark(status: ContentStatus): string | undefined {
  const marks: Partial<Record<ContentStatus, string>> = contentStatusMarks;
  return marks[status];
}

export const listeningTopicStatusCodes = codeMap({ draft: 0, active: 1, archive: 2 });
export const listeningTopicStatusSchema = listeningTopicStatusCodes.nameSchema;
export type ListeningTopicStatus = z.infer<typeof listeningTopicStatusSchema>;

/** Ordered smart rules apply the first match only; unordered ones apply every match. */
export const smartRuleOrders = ['ordered', 'unordered'] as const;
export const smartRuleOrderSchema = z.enum(smartRuleOrders);
export type SmartRuleOrder = z.infer<typeof smartRuleOrderSchema>;

export const loginStates = ['unknown', 'logged_in', 'logged_out'] as const;
export const loginStateSchema = z.enum(loginStates);
export type LoginState = z.infer<typeof loginStateSchema>;

/** After an approval timeout: publish right after approval (hold_on), or stop and draft (revoke). */
export const reviewTimeoutActions = ['hold_on', 'revoke'] as const;
export const reviewTimeoutActionSchema = z.enum(reviewTimeoutActions);
export type ReviewTimeoutAction = z.infer<typeof reviewTimeoutActionSchema>;

// ── Networks and per-network options (SPEC §1, §3) ──────────────────────────────────────────────

/**
 * Social networks an account can belong to. X is `twitter` in the call layer. Twitch (chat
 * announcements in the connected channel) is an optional channel and stays last.
 */
export const socialNetworks = [
  'facebook',
  'instagram',
  'threads',
  'twitter',
  'youtube',
  'tiktok',
  'reddit',
  'vk',
  'discord',
  'facebook_group',
  'whatsapp',
  'naver_lounge',
  'twitch',
] as const;
export const socialNetworkSchema = z.enum(socialNetworks);
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

/** Every platform name the call layer's authorization knows: the networks (twitch among them) plus google. */
export const authPlatforms = [...socialNetworks, 'google'] as const;
export const authPlatformSchema = z.enum(authPlatforms);
export type AuthPlatform = z.infer<typeof authPlatformSchema>;

export const youtubePrivacies = ['public', 'private', 'unlisted'] as const;
export const youtubePrivacySchema = z.enum(youtubePrivacies);
export type YoutubePrivacy = z.infer<typeof youtubePrivacySchema>;

/** A Reddit post is either text or media; choosing one hides the other (SPEC §5). */
export const redditContentTypes = ['text', 'media'] as const;
export const redditContentTypeSchema = z.enum(redditContentTypes);
export type RedditContentType = z.infer<typeof redditContentTypeSchema>;

export const messageTypes = ['message', 'mention', 'share'] as const;
export const messageTypeSchema = z.enum(messageTypes);
export type MessageType = z.infer<typeof messageTypeSchema>;

/** Instagram's content types (SPEC §3 names the field; values from platforms/instagram.md). */
export const instagramContentTypes = ['post', 'reel', 'story'] as const;
export const instagramContentTypeSchema = z.enum(instagramContentTypes);
export type InstagramContentType = z.infer<typeof instagramContentTypeSchema>;

/** TikTok's privacy levels (SPEC §3 names the field; values from platforms/tiktok.md). */
export const tiktokPrivacyLevels = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const;
export const tiktokPrivacyLevelSchema = z.enum(tiktokPrivacyLevels);
export type TiktokPrivacyLevel = z.infer<typeof tiktokPrivacyLevelSchema>;

// ── Entity field choices of SPEC §3 (names are the contract's) ──────────────────────────────────

/** Post publish timing: immediately or on a schedule. */
export const publishTimings = ['immediate', 'schedule'] as const;
export const publishTimingSchema = z.enum(publishTimings);
export type PublishTiming = z.infer<typeof publishTimingSchema>;

/** Account visibility: every account available to the user, or only those the user connected. */
export const accountVisibilities = ['available', 'my_connected'] as const;
export const accountVisibilitySchema = z.enum(accountVisibilities);
export type AccountVisibility = z.infer<typeof accountVisibilitySchema>;

// ── Runtime and interface ───────────────────────────────────────────────────────────────────────

export const environments = ['dev', 'test', 'pre', 'prod'] as const;
export const environmentSchema = z.enum(environments);
export type Environment = z.infer<typeof environmentSchema>;

/** Where a notification appears (SPEC §9). */
export const notificationPositions = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'top',
  'bottom',
  'left',
  'right',
  'center',
] as const;
export const notificationPositionSchema = z.enum(notificationPositions);
export type NotificationPosition = z.infer<typeof notificationPositionSchema>;
