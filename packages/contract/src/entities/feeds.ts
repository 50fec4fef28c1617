import { z } from 'zod';
import { type FeedType, feedTypeSchema, sentimentSchema, socialNetworkSchema } from '../enums.js';
import { idSchema, isoTime } from '../schemas/common.js';
import {
  feedLanguageSchema,
  issueClassSchema,
  judgedSentimentSchema,
  sentimentSourceSchema,
} from './config.js';
import { countSchema } from './fields.js';

/**
 * What each feed type holds (SPEC §3). "Own" is the connected account itself: what the team wrote, in
 * Herald or in the network's own app, kept so a conversation reads whole and a first response can be
 * timed.
 */
export const feedTypeMeaning: Record<FeedType, string> = {
  post: "someone else's public post that mentions or tags the account",
  comment: "someone else's comment on one of the account's posts",
  comment_reply: "someone else's reply to a comment on one of the account's posts",
  other_comment: 'a comment written by the account itself',
  other_comment_reply: 'a reply written by the account itself',
  message: 'a private message a person sent to the account',
  other_message: 'a private message the account sent',
  like: "a like or reaction on the account's content, where the network tells who",
  vote: "an up- or down-vote on the account's content, where the network tells who",
};

/** Feed types the account itself wrote (never waiting for an answer). */
export const ownFeedTypes = [
  'other_comment',
  'other_comment_reply',
  'other_message',
] as const satisfies readonly FeedType[];

/** Where an item is in the team's work: new on arrival, pending once someone takes it, resolved. */
export const feedStates = ['new', 'pending', 'resolved'] as const;
export const feedStateSchema = z.enum(feedStates);
export type FeedState = z.infer<typeof feedStateSchema>;

/** A person who wrote on the network, as far as the network tells. */
export const feedAuthorSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  followers: countSchema.nullable(),
});

/** One item of the inbox: exactly one row per network item, however often it arrived. */
export const feedSchema = z.object({
  id: idSchema,
  account_id: idSchema,
  account_name: z.string(),
  social_channel: socialNetworkSchema,
  feed_type: feedTypeSchema,
  /** The item's id on the network. */
  remote_id: z.string(),
  /** The post it belongs to on the network, when it belongs to one. */
  post_remote_id: z.string().nullable(),
  /** The comment it answers. */
  parent_remote_id: z.string().nullable(),
  /** The private conversation it is part of. */
  conversation_id: z.string().nullable(),
  author: feedAuthorSchema,
  text: z.string(),
  permalink: z.string().nullable(),
  language: feedLanguageSchema.nullable(),
  sentiment: sentimentSchema,
  sentiment_source: sentimentSourceSchema.nullable(),
  state: feedStateSchema,
  assignee_id: idSchema.nullable(),
  assignee_name: z.string().nullable(),
  tag_ids: z.array(idSchema),
  issue_classes: z.array(issueClassSchema),
  hidden: z.boolean(),
  /** Written on the network. */
  created_at: isoTime,
  /** First stored by Herald. */
  received_at: isoTime,
  edited_at: isoTime.nullable(),
  /** Deleted on the network (kept, marked). */
  deleted_at: isoTime.nullable(),
  /** When the team first answered it (a reply by the account after it). */
  first_response_at: isoTime.nullable(),
});
export type Feed = z.infer<typeof feedSchema>;

/** The inbox's filters; every one given narrows the list. */
export const feedFilterSchema = z.strictObject({
  account_ids: z.array(idSchema).max(500).default([]),
  networks: z.array(socialNetworkSchema).max(20).default([]),
  feed_types: z.array(feedTypeSchema).max(9).default([]),
  sentiments: z.array(sentimentSchema).max(5).default([]),
  tag_ids: z.array(idSchema).max(50).default([]),
  states: z.array(feedStateSchema).max(3).default([]),
  /** Assigned to these members; `unassigned` includes the items assigned to nobody. */
  assignee_ids: z.array(idSchema).max(100).default([]),
  unassigned: z.boolean().default(false),
  issue_classes: z.array(issueClassSchema).max(5).default([]),
  /** Written on the network in this range. */
  from: isoTime.nullable().default(null),
  to: isoTime.nullable().default(null),
  /** Words in the text or the author's name; Chinese matched by its characters' pairs. */
  keyword: z.string().trim().max(100).default(''),
  /** Include the account's own comments and messages (left out by default). */
  include_own: z.boolean().default(false),
});
export type FeedFilter = z.infer<typeof feedFilterSchema>;
export type FeedFilterInput = z.input<typeof feedFilterSchema>;

/** A page of the infinite list, newest first; `next` continues it, `newer` fetches what arrived since. */
export const feedListInput = z.strictObject({
  filter: feedFilterSchema.default(feedFilterSchema.parse({})),
  /** From a previous page's `next` (older) or `newest` (newer items). */
  cursor: z.string().max(200).nullable().default(null),
  direction: z.enum(['older', 'newer']).default('older'),
  limit: z.number().int().min(1).max(100).default(50),
});

export const feedPageSchema = z.object({
  list: z.array(feedSchema),
  /** Cursor of the next older page; null at the end. */
  next: z.string().nullable(),
  /** Cursor of the newest item shown, to ask for newer ones. */
  newest: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** An internal note on an item, seen by the team only. */
export const feedNoteSchema = z.object({
  id: idSchema,
  author_id: idSchema.nullable(),
  author_name: z.string(),
  text: z.string(),
  created_at: isoTime,
});
export const FEED_NOTE_MAX = 2000;

/** The post an item belongs to, as the account published it. */
export const feedPostSchema = z.object({
  remote_id: z.string(),
  text: z.string().nullable(),
  permalink: z.string().nullable(),
  posted_at: isoTime.nullable(),
});

/** Whether a public or private reply can be sent now, and within what. */
export const replyOptionSchema = z.object({
  allowed: z.boolean(),
  /** The error id that says why not (reply_window_closed, capability_unsupported…). */
  reason: z.string().nullable(),
  max_length: countSchema.nullable(),
  /** The private reply window's end (SPEC §5: 24 hours after the person's last message). */
  window_ends_at: isoTime.nullable(),
});

/** A reply sent from the inbox, followed through the publishing pipeline. */
export const feedReplySchema = z.object({
  content_id: idSchema,
  kind: z.enum(['public', 'private']),
  text: z.string(),
  status: z.string(),
  author_name: z.string().nullable(),
  created_at: isoTime,
});

/** Someone else looking at or answering the same item right now (the collision warning). */
export const feedPresenceSchema = z.object({
  user_id: idSchema,
  name: z.string(),
  replying: z.boolean(),
  seen_at: isoTime,
});

/** What can be done on the network to an item. */
export const feedRemoteActions = ['like', 'hide', 'unhide', 'delete'] as const;
export const feedRemoteActionSchema = z.enum(feedRemoteActions);

export const feedDetailSchema = z.object({
  feed: feedSchema,
  /** The whole conversation or comment thread it belongs to, oldest first. */
  thread: z.array(feedSchema),
  post: feedPostSchema.nullable(),
  /** The author's earlier items in this game, newest first. */
  author_items: z.array(feedSchema),
  author_item_count: countSchema,
  notes: z.array(feedNoteSchema),
  replies: z.array(feedReplySchema),
  public_reply: replyOptionSchema,
  private_reply: replyOptionSchema,
  remote_actions: z.array(feedRemoteActionSchema),
  presence: z.array(feedPresenceSchema),
});
export type FeedDetail = z.infer<typeof feedDetailSchema>;

/** A change to one item or, in bulk, to several. */
export const feedChangeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('state'), state: feedStateSchema }),
  z.strictObject({ kind: z.literal('assign'), assignee_id: idSchema.nullable() }),
  z.strictObject({ kind: z.literal('sentiment'), sentiment: judgedSentimentSchema }),
  z.strictObject({ kind: z.literal('tags_add'), tag_ids: z.array(idSchema).min(1).max(10) }),
  z.strictObject({ kind: z.literal('tags_remove'), tag_ids: z.array(idSchema).min(1).max(10) }),
]);
export type FeedChange = z.infer<typeof feedChangeSchema>;
export const FEED_BATCH_MAX = 200;

/** How an account's inbox sync is doing (shown in the inbox). */
export const feedSyncSchema = z.object({
  account_id: idSchema,
  account_name: z.string(),
  social_channel: socialNetworkSchema,
  /** The network gives nothing to read (manual networks, or no read calls). */
  supported: z.boolean(),
  last_sync_at: isoTime.nullable(),
  last_success_at: isoTime.nullable(),
  /** Seconds between now and the last successful sync. */
  lag_seconds: countSchema.nullable(),
  failures: countSchema,
  last_error: z.string().nullable(),
  needs_reconnect: z.boolean(),
  backfilled: z.boolean(),
});
export type FeedSync = z.infer<typeof feedSyncSchema>;

/** A saved set of filters: the member's own, or shared with the game. */
export const feedViewSchema = z.object({
  id: idSchema,
  name: z.string(),
  shared: z.boolean(),
  mine: z.boolean(),
  filter: feedFilterSchema,
});
export type FeedView = z.infer<typeof feedViewSchema>;

/** What the live stream (`feeds/stream`, server-sent events) announces. */
export const feedStreamEventSchema = z.discriminatedUnion('type', [
  /** New items stored: fetch newer ones. */
  z.object({ type: z.literal('arrived'), ids: z.array(idSchema) }),
  /** Items changed (state, tags, sentiment, edited or deleted on the network). */
  z.object({ type: z.literal('changed'), ids: z.array(idSchema) }),
]);
export type FeedStreamEvent = z.infer<typeof feedStreamEventSchema>;
