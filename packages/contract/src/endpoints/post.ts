import { z } from 'zod';
import { type UserContentAction, userContentActions } from '../content/transitions.js';
import { defineEndpoint } from '../endpoint.js';
import {
  attemptLogSchema,
  contentEventSchema,
  postHoldSchema,
  postInputSchema,
  postSchema,
} from '../entities/content.js';
import { timeZoneSchema } from '../entities/fields.js';
import {
  contentStatusSchema,
  contentTypeSchema,
  publishResultSchema,
  socialNetworkSchema,
} from '../enums.js';
import { idInput, idSchema, isoTime, keywordSchema } from '../schemas/common.js';
import { pageInputSchema, pageOf } from '../transport.js';

export const userContentActionSchema = z.enum(
  userContentActions as [UserContentAction, ...UserContentAction[]],
);

/** An account a post goes to, as lists show it, with how publishing there went. */
export const postAccountSchema = z.object({
  id: idSchema,
  network: socialNetworkSchema,
  name: z.string(),
  emulated: z.boolean(),
  result: publishResultSchema,
});

/** One row of a content list or a calendar entry. */
export const postSummarySchema = z.object({
  id: idSchema,
  content_type: contentTypeSchema,
  status: contentStatusSchema,
  title: z.string(),
  /** The start of the text, for the list. */
  excerpt: z.string(),
  accounts: z.array(postAccountSchema),
  media_count: z.number().int(),
  /** The first image or the video thumbnail, when there is one. */
  preview_url: z.string().nullable(),
  scheduled_at: isoTime.nullable(),
  time_zone: z.string().nullable(),
  published_at: isoTime.nullable(),
  author: z.string(),
  /** The author's user id (the list's author filter takes it); null once the user is removed. */
  author_id: idSchema.nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  /** Set while a scheduled post is held (a library material it uses can no longer be used). */
  held: postHoldSchema.nullable(),
  actions: z.array(userContentActionSchema),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** The longest label a calendar entry carries (the month view shows a line of it). */
export const CALENDAR_LABEL_MAX = 120;

/**
 * One post on the calendar: only what an entry shows and needs to be moved (a month of a busy team
 * is thousands of entries); the post's page reads the rest when it is opened.
 */
export const calendarEntrySchema = z.object({
  id: idSchema,
  status: contentStatusSchema,
  /** The title, or the text's first line when it has none, cut to CALENDAR_LABEL_MAX characters. */
  label: z.string(),
  /** The networks of its accounts, each once. */
  networks: z.array(socialNetworkSchema),
  /** Where it stands on the calendar: when it is scheduled, else when it went out, else created. */
  at: isoTime,
  /** The zone its schedule was set in (kept when it is moved). */
  time_zone: z.string().nullable(),
  held: postHoldSchema.nullable(),
  /** A scheduled post the caller may move to another time by dragging it. */
  movable: z.boolean(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/** Someone who wrote posts the caller may see, for the lists' author filter. */
export const postAuthorSchema = z.object({ user_id: idSchema, name: z.string() });
export type PostAuthor = z.infer<typeof postAuthorSchema>;

/** The most authors post/authors answers (a game's whole team fits well within it). */
export const AUTHORS_LIMIT = 500;

/** A post with everything the detail page shows: per-account outcomes, calls made, history, actions. */
export const postDetailSchema = z.object({
  post: postSchema,
  accounts: z.array(postAccountSchema),
  attempts: z.array(attemptLogSchema),
  events: z.array(contentEventSchema),
  actions: z.array(userContentActionSchema),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const postSortFields = ['updated_at', 'created_at', 'scheduled_at', 'published_at'] as const;

export const postListInput = pageInputSchema
  .extend({
    keyword: keywordSchema,
    statuses: z.array(contentStatusSchema).max(30).optional(),
    account_ids: z.array(idSchema).max(500).optional(),
    networks: z.array(socialNetworkSchema).max(20).optional(),
    author_ids: z.array(idSchema).max(100).optional(),
    /** Posts whose schedule, publish or creation instant falls in the range. */
    from: isoTime.optional(),
    to: isoTime.optional(),
    sort: z.enum(postSortFields).default('updated_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type PostListInput = z.input<typeof postListInput>;

const saveInput = z.strictObject({
  /** Absent to create a draft; present to save an existing one. */
  id: idSchema.optional(),
  post: postInputSchema,
});

const submitInput = saveInput.extend({
  /** The user saw the risk warnings ("publishing may fail") and goes on anyway. */
  accept_risk: z.boolean().default(false),
});

const rescheduleInput = z.strictObject({
  id: idSchema,
  scheduled_at: isoTime,
  time_zone: timeZoneSchema,
  accept_risk: z.boolean().default(false),
});

const retryInput = z.strictObject({
  id: idSchema,
  /** The user checked on the network that what is marked unknown did not go out (SPEC §4). */
  checked: z.boolean().default(false),
});

export const BATCH_LIMIT = 50;
export const batchActions = ['revoke', 'cancel', 'publish_now', 'to_draft', 'delete'] as const;

/** The outcome of one item of a bulk action. */
export const batchResultSchema = z.object({
  id: idSchema,
  ok: z.boolean(),
  code: z.number().int(),
  msg: z.string(),
});

export const calendarInput = z.strictObject({
  from: isoTime,
  to: isoTime,
  account_ids: z.array(idSchema).max(500).optional(),
  networks: z.array(socialNetworkSchema).max(20).optional(),
  statuses: z.array(contentStatusSchema).max(30).optional(),
});

/** The most entries one calendar answer holds (a month of a busy team fits well within it). */
export const CALENDAR_LIMIT = 5000;

/** Posts (SPEC §2 Content, §7 post and calendar): compose, schedule, publish and follow them. */
export const postEndpoints = {
  list: defineEndpoint({
    path: 'post/list',
    access: 'content_base',
    input: postListInput,
    output: pageOf(postSummarySchema),
    summary: 'Posts of the game the caller may see, filtered, searched, sorted and paged',
  }),
  detail: defineEndpoint({
    path: 'post/detail',
    access: 'content_base',
    input: idInput,
    output: postDetailSchema,
    summary: 'One post with its per-account outcomes, the calls made for it and its history',
  }),
  authors: defineEndpoint({
    path: 'post/authors',
    access: 'content_base',
    input: z.strictObject({}),
    output: z.array(postAuthorSchema),
    summary: 'The people who wrote posts the caller may see, by name, for the author filter',
  }),
  save: defineEndpoint({
    path: 'post/save',
    access: 'content_compose',
    input: saveInput,
    output: postDetailSchema,
    summary: 'Creates or saves a draft (checked for shape only)',
  }),
  submit: defineEndpoint({
    path: 'post/submit',
    access: 'content_compose',
    input: submitInput,
    output: postDetailSchema,
    summary: 'Saves and submits: every compose rule checked, then to approval, the schedule, or out now',
  }),
  cancel: defineEndpoint({
    path: 'post/cancel',
    access: 'content_compose',
    input: idInput,
    output: postDetailSchema,
    summary: 'Withdraws a post from approval; it becomes a draft again',
  }),
  revoke: defineEndpoint({
    path: 'post/revoke',
    access: 'content_compose',
    input: idInput,
    output: postDetailSchema,
    summary: 'Stops a scheduled publish; it becomes a draft again',
  }),
  keep: defineEndpoint({
    path: 'post/keep',
    access: 'content_compose',
    input: idInput,
    output: postDetailSchema,
    summary:
      'Keeps a held post: it publishes as scheduled, at once if its time has passed (post/revoke stops it instead)',
  }),
  reschedule: defineEndpoint({
    path: 'post/reschedule',
    access: 'content_compose',
    input: rescheduleInput,
    output: postDetailSchema,
    summary: 'Moves a scheduled post to another time, checked like a new schedule',
  }),
  publishNow: defineEndpoint({
    path: 'post/publish_now',
    access: 'content_compose',
    input: idInput,
    output: postDetailSchema,
    summary: 'Publishes a scheduled post now',
  }),
  retry: defineEndpoint({
    path: 'post/retry',
    access: 'content_compose',
    input: retryInput,
    output: postDetailSchema,
    summary: 'Publishes again to the accounts that failed (after checking those marked unknown)',
  }),
  toDraft: defineEndpoint({
    path: 'post/to_draft',
    access: 'content_compose',
    input: idInput,
    output: postDetailSchema,
    summary: 'Turns a stopped or failed post (nothing published) back into a draft',
  }),
  delete: defineEndpoint({
    path: 'post/delete',
    access: 'content_compose',
    input: idInput,
    output: postDetailSchema,
    summary: 'Deletes a post; what went out is deleted on the networks first',
  }),
  batch: defineEndpoint({
    path: 'post/batch',
    access: 'content_compose',
    input: z.strictObject({
      action: z.enum(batchActions),
      ids: z.array(idSchema).min(1).max(BATCH_LIMIT),
    }),
    output: z.object({ results: z.array(batchResultSchema) }),
    summary: 'One action on several posts, with a result per post',
  }),
  calendar: defineEndpoint({
    path: 'calendar/list',
    access: 'content_base',
    input: calendarInput,
    output: z.object({ items: z.array(calendarEntrySchema), truncated: z.boolean() }),
    summary: 'Posts scheduled or published in a time range, as calendar entries',
  }),
};
