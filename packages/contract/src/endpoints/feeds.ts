import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  FEED_BATCH_MAX,
  FEED_NOTE_MAX,
  feedChangeSchema,
  feedDetailSchema,
  feedFilterSchema,
  feedListInput,
  feedNoteSchema,
  feedPageSchema,
  feedPresenceSchema,
  feedRemoteActionSchema,
  feedSchema,
  feedStreamEventSchema,
  feedSyncSchema,
  feedViewSchema,
} from '../entities/feeds.js';
import { idInput, idSchema, nameSchema } from '../schemas/common.js';
import { emptyInput, okOutput } from '../transport.js';
import { batchResultSchema } from './post.js';

/** The inbox (SPEC §2 /content/feeds/list and /detail, §7 feeds). */
export const feedsEndpoints = {
  list: defineEndpoint({
    path: 'feeds/list',
    access: 'content_base',
    input: feedListInput,
    output: feedPageSchema,
    summary: 'The inbox of the accounts the caller may see, newest first, filtered, by cursor',
  }),
  detail: defineEndpoint({
    path: 'feeds/detail',
    access: 'content_base',
    input: idInput,
    output: feedDetailSchema,
    summary: 'One item with its conversation, post, author, notes, replies and what can be done',
  }),
  change: defineEndpoint({
    path: 'feeds/change',
    access: 'content_base',
    input: z.strictObject({ id: idSchema, change: feedChangeSchema }),
    output: feedSchema,
    summary: "Set an item's state, assignee or sentiment, or add or remove tags",
  }),
  batch: defineEndpoint({
    path: 'feeds/batch',
    access: 'content_base',
    input: z.strictObject({ ids: z.array(idSchema).min(1).max(FEED_BATCH_MAX), change: feedChangeSchema }),
    output: z.object({ results: z.array(batchResultSchema) }),
    summary: 'One change on several items, with a result per item',
  }),
  reply: defineEndpoint({
    path: 'feeds/reply',
    access: 'content_compose',
    input: z.strictObject({
      id: idSchema,
      kind: z.enum(['public', 'private']),
      text: z.string().trim().min(1).max(10_000),
    }),
    output: feedDetailSchema,
    summary: 'Answer an item publicly or privately through the publishing pipeline and its approval',
  }),
  remote: defineEndpoint({
    path: 'feeds/remote',
    access: 'content_compose',
    input: z.strictObject({ id: idSchema, action: feedRemoteActionSchema }),
    output: feedDetailSchema,
    summary: 'Like, hide, unhide or delete the item on the network, where its API allows',
  }),
  note: defineEndpoint({
    path: 'feeds/note/add',
    access: 'content_base',
    input: z.strictObject({ id: idSchema, text: z.string().trim().min(1).max(FEED_NOTE_MAX) }),
    output: feedNoteSchema,
    summary: 'Add an internal note to an item',
  }),
  presence: defineEndpoint({
    path: 'feeds/presence',
    access: 'content_base',
    input: z.strictObject({ id: idSchema, replying: z.boolean() }),
    output: z.array(feedPresenceSchema),
    summary: 'Say the caller is looking at or answering an item; answers who else is',
  }),
  assignees: defineEndpoint({
    path: 'feeds/assignees',
    access: 'content_base',
    input: emptyInput,
    output: z.array(z.object({ user_id: idSchema, name: z.string() })),
    summary: 'The members items can be assigned to: those who may open the inbox',
  }),
  syncStatus: defineEndpoint({
    path: 'feeds/sync/status',
    access: 'content_base',
    input: emptyInput,
    output: z.array(feedSyncSchema),
    summary: "How each visible account's inbox sync is doing: last sync, lag, failures",
  }),
  syncRun: defineEndpoint({
    path: 'feeds/sync/run',
    access: 'content_base',
    input: z.strictObject({ account_id: idSchema }),
    output: feedSyncSchema,
    summary: "Sync an account's inbox now",
  }),
  stream: defineEndpoint({
    path: 'feeds/stream',
    method: 'GET',
    access: 'content_base',
    input: emptyInput,
    output: feedStreamEventSchema,
    stream: true,
    summary: 'Server-sent events: items that arrived or changed in the game',
  }),
  viewList: defineEndpoint({
    path: 'feeds/view/list',
    access: 'content_base',
    input: emptyInput,
    output: z.array(feedViewSchema),
    summary: "The caller's saved inbox views and those shared with the game",
  }),
  viewSave: defineEndpoint({
    path: 'feeds/view/save',
    access: 'content_base',
    input: z.strictObject({
      id: idSchema.optional(),
      name: nameSchema,
      shared: z.boolean().default(false),
      filter: feedFilterSchema,
    }),
    output: feedViewSchema,
    summary: 'Save a set of filters (a shared view is changed only by its author)',
  }),
  viewDelete: defineEndpoint({
    path: 'feeds/view/delete',
    access: 'content_base',
    input: idInput,
    output: okOutput,
    summary: "Delete one of the caller's saved views",
  }),
};
