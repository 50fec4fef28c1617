import { z } from 'zod';
import type { JobSpec } from '../../jobs/queue.js';

/** Tell one reviewer (by e-mail) or one chat that a level awaits a decision, with decision links. */
export const deliverSpec = {
  name: 'review.deliver',
  payload: z.object({
    request_id: z.number().int(),
    level: z.number().int(),
    channel: z.enum(['email', 'chat']),
    /** The reviewer's e-mail, or the chat's position in the game's configuration. */
    to: z.string(),
  }),
  // A mail server or chat that is down is tried again later; a request decided meanwhile sends nothing.
  retryLimit: 5,
  retryDelaySeconds: 60,
} satisfies JobSpec<z.ZodType>;

/** E-mail one in-console notice to its reader (an author told how their request ended). */
export const noticeMailSpec = {
  name: 'review.notice-mail',
  payload: z.object({ notification_id: z.number().int() }),
  retryLimit: 5,
  retryDelaySeconds: 60,
} satisfies JobSpec<z.ZodType>;

/** A request's timeout came (the content's scheduled time). */
export const timeoutSpec = {
  name: 'review.timeout',
  payload: z.object({ request_id: z.number().int() }),
  // Only database work; repeating it is harmless (a request no longer pending is left alone).
  retryLimit: 5,
  retryDelaySeconds: 10,
} satisfies JobSpec<z.ZodType>;

export const reviewJobSpecs: JobSpec<z.ZodType>[] = [deliverSpec, noticeMailSpec, timeoutSpec];
