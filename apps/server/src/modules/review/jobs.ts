import type { z } from 'zod';
import type { JobDefinition } from '../../jobs/queue.js';
import { deliverJob } from './deliver.js';
import type { ReviewDeps } from './deps.js';
import { noticeMailJob } from './notice-mail.js';
import { timeoutJob } from './timeout.js';

/** The approval module's job handlers, for a worker: deliveries to reviewers and chats, timeouts. */
export function reviewJobs(deps: ReviewDeps): JobDefinition<z.ZodType>[] {
  return [deliverJob(deps), noticeMailJob(deps), timeoutJob(deps)] as JobDefinition<z.ZodType>[];
}
