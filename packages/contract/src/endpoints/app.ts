import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { appPostSchema, mobilePublisherSchema, pushSubscriptionSchema } from '../entities/app-post.js';
import { appPostStatusSchema } from '../enums.js';
import { idInput } from '../schemas/common.js';
import { emptyInput, okOutput, pageInputSchema, pageOf } from '../transport.js';

/** The app shell's calls (SPEC §7 app/post): the caller's own posts to publish from the phone. */
export const appEndpoints = {
  postList: defineEndpoint({
    path: 'app/post/list',
    access: 'app_base',
    input: pageInputSchema.extend({ status: appPostStatusSchema.optional() }).strict(),
    output: pageOf(appPostSchema).extend({
      counts: z.object({ pending: z.number().int(), shared: z.number().int(), linked: z.number().int() }),
    }),
    summary: 'Posts the caller is asked to publish from the phone, newest first, with counts per status',
  }),
  postDetail: defineEndpoint({
    path: 'app/post/detail',
    access: 'app_base',
    input: idInput,
    output: appPostSchema,
    summary: 'One post to publish from the phone',
  }),
  postShare: defineEndpoint({
    path: 'app/post/share',
    access: 'app_base',
    input: idInput,
    output: appPostSchema,
    summary:
      'Record that the post was handed to Instagram (again, for a repost); Herald then looks for it on the account',
  }),
  postLink: defineEndpoint({
    path: 'app/post/link',
    access: 'app_base',
    input: idInput,
    output: appPostSchema,
    summary: 'Look for the shared post on the Instagram account now, and link it when it is there',
  }),
  publishers: defineEndpoint({
    path: 'app/publisher/list',
    access: 'content_compose',
    input: emptyInput,
    output: z.array(mobilePublisherSchema),
    summary: 'Members of the game who may publish from the mobile app, and whether a push reaches them',
  }),
  pushKey: defineEndpoint({
    path: 'app/push/key',
    access: 'base_auth',
    input: emptyInput,
    output: z.object({ public_key: z.string() }),
    summary: 'The server’s VAPID public key, for subscribing a browser to push notifications',
  }),
  pushSubscribe: defineEndpoint({
    path: 'app/push/subscribe',
    access: 'base_auth',
    input: z.strictObject({ subscription: pushSubscriptionSchema }),
    output: okOutput,
    summary: 'Keep this browser’s push subscription for the caller',
  }),
  pushUnsubscribe: defineEndpoint({
    path: 'app/push/unsubscribe',
    access: 'base_auth',
    input: z.strictObject({ endpoint: z.url().max(2048) }),
    output: okOutput,
    summary: 'Forget one of the caller’s push subscriptions',
  }),
};
