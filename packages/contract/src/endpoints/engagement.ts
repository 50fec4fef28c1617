import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { attemptLogSchema, contentEventSchema } from '../entities/content.js';
import {
  commentInputSchema,
  conversationSchema,
  type EngagementGroup,
  engagementSchema,
  likeInputSchema,
  messageInputSchema,
  networkCommentSchema,
  threadMessageSchema,
} from '../entities/engagement.js';
import { socialIdSchema } from '../entities/fields.js';
import { idInput, idSchema } from '../schemas/common.js';
import { pageOf } from '../transport.js';
import {
  BATCH_LIMIT,
  batchActions,
  batchResultSchema,
  postAccountSchema,
  postListInput,
  postSummarySchema,
  userContentActionSchema,
} from './post.js';

/** A comment, like or message with everything its detail page shows. */
export const engagementDetailSchema = z.object({
  engagement: engagementSchema,
  accounts: z.array(postAccountSchema),
  attempts: z.array(attemptLogSchema),
  events: z.array(contentEventSchema),
  actions: z.array(userContentActionSchema),
});
export type EngagementDetail = z.infer<typeof engagementDetailSchema>;

const words: Record<EngagementGroup, string> = {
  comment: 'comments and replies',
  like: 'likes',
  message: 'private messages',
};

/** What can be done to a comment, like or message after it is written (allowed by its status). */
export const engagementActions = ['cancel', 'revoke', 'publish_now', 'retry', 'to_draft', 'delete'] as const;
export type EngagementAction = (typeof engagementActions)[number];

/**
 * The list, detail, save and submit calls of one engagement group (SPEC §7 comment, like, message).
 * The lifecycle actions are the posts' ones, reached through `act` and `batch`.
 */
function engagementCalls<T extends z.ZodType>(group: EngagementGroup, input: T) {
  const saveInput = z.strictObject({ id: idSchema.optional(), engagement: input });
  return {
    list: defineEndpoint({
      path: `${group}/list`,
      access: 'content_base',
      input: postListInput,
      output: pageOf(postSummarySchema),
      summary: `The game's ${words[group]} the caller may see, filtered, searched, sorted and paged`,
    }),
    detail: defineEndpoint({
      path: `${group}/detail`,
      access: 'content_base',
      input: idInput,
      output: engagementDetailSchema,
      summary: `One of the ${words[group]} with its per-account outcomes, calls and history`,
    }),
    save: defineEndpoint({
      path: `${group}/save`,
      access: 'content_compose',
      input: saveInput,
      output: engagementDetailSchema,
      summary: 'Creates or saves a draft (checked for shape only)',
    }),
    submit: defineEndpoint({
      path: `${group}/submit`,
      access: 'content_compose',
      input: saveInput,
      output: engagementDetailSchema,
      summary: 'Saves and submits: every rule checked, then to approval, the schedule, or out now',
    }),
    act: defineEndpoint({
      path: `${group}/act`,
      access: 'content_compose',
      input: z.strictObject({
        id: idSchema,
        action: z.enum(engagementActions),
        /** For a retry: the user checked on the network that what is marked unknown did not go out. */
        checked: z.boolean().default(false),
      }),
      output: engagementDetailSchema,
      summary: 'Cancel approval, stop the schedule, send now, retry, back to draft, or delete',
    }),
    batch: defineEndpoint({
      path: `${group}/batch`,
      access: 'content_compose',
      input: z.strictObject({
        action: z.enum(batchActions),
        ids: z.array(idSchema).min(1).max(BATCH_LIMIT),
      }),
      output: z.object({ results: z.array(batchResultSchema) }),
      summary: `One action on several ${words[group]}, with a result per item`,
    }),
  };
}

/** The calls of one engagement group, for a server binding them alike. */
export type EngagementCalls<T extends z.ZodType> = ReturnType<typeof engagementCalls<T>>;

const cursorSchema = z.string().max(2048).nullable().default(null);

export const commentEndpoints = {
  ...engagementCalls('comment', commentInputSchema),
  remote: defineEndpoint({
    path: 'comment/remote',
    access: 'content_base',
    input: z.strictObject({ account_id: idSchema, post_id: socialIdSchema, cursor: cursorSchema }),
    output: z.object({ comments: z.array(networkCommentSchema), next: z.string().nullable() }),
    summary: 'Comments and replies of a post, read from the network through one of the accounts',
  }),
};

export const likeEndpoints = engagementCalls('like', likeInputSchema);

export const messageEndpoints = {
  ...engagementCalls('message', messageInputSchema),
  conversations: defineEndpoint({
    path: 'message/conversations',
    access: 'content_base',
    input: z.strictObject({ account_id: idSchema }),
    output: z.object({ conversations: z.array(conversationSchema) }),
    summary: "An account's recent conversations, read from the network, with their reply windows",
  }),
  thread: defineEndpoint({
    path: 'message/thread',
    access: 'content_base',
    input: z.strictObject({ account_id: idSchema, conversation_id: socialIdSchema }),
    output: z.object({ conversation: conversationSchema, messages: z.array(threadMessageSchema) }),
    summary: 'One conversation, oldest message first, with its reply window',
  }),
};
