import { AREA_IDS } from '@herald/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { appPosts, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { linkMobile, mobileLinkSpec, mobilePushSpec, settleContent } from '../content/index.js';
import { localeOf } from '../notices/index.js';
import type { AppDeps } from './deps.js';
import { pushWords } from './messages.js';
import { type AppPostRow, ownAppPost } from './posts.js';
import { lookFor } from './share.js';

/** Looks after the first: spaced out to half an hour, for about a day. */
const LINK_TRIES = 52;

function waitBefore(tryNumber: number): number {
  return Math.min(30 * 60, 60 * 2 ** tryNumber) * 1000;
}

/** The app post as its publisher sees it (the job acts for them). */
async function rowOf(deps: AppDeps, appPostId: number): Promise<AppPostRow | null> {
  const [post] = await deps.db.select().from(appPosts).where(eq(appPosts.id, appPostId));
  if (!post) return null;
  const publisher = { userId: post.publisherId, gameId: post.gameId };
  return ownAppPost(deps.db, publisher, appPostId).catch((error: unknown) => {
    if (error instanceof AppError && error.id === 'not_found') return null;
    throw error;
  });
}

/** The content waits for its mobile publisher now (mobiling), and their devices are told. */
function pushJob(deps: AppDeps): JobDefinition<typeof mobilePushSpec.payload> {
  return {
    ...mobilePushSpec,
    async handle({ app_post_id }: z.infer<typeof mobilePushSpec.payload>) {
      const row = await rowOf(deps, app_post_id);
      if (!row) return;
      await settleContent(deps.db, row.content.gameId, row.content.id);
      if (row.post.status !== 'pending') return;
      const [user] = await deps.db.select().from(users).where(eq(users.id, row.post.publisherId));
      const query = new URLSearchParams({
        id: String(app_post_id),
        game_id: String(row.post.gameId),
        game_area: AREA_IDS[0],
      });
      const words = pushWords(localeOf(user?.language ?? null), row.target.accountName);
      await deps.push.send(row.post.publisherId, {
        title: words.title,
        body: row.content.title || row.content.text.slice(0, 120),
        url: `${deps.consoleUrl()}/app/post/detail?${query}`,
      });
    },
  };
}

/** Looks for a shared post on its account until it is there (linked) or a day has passed. */
function linkJob(deps: AppDeps): JobDefinition<typeof mobileLinkSpec.payload> {
  return {
    ...mobileLinkSpec,
    async handle(payload: z.infer<typeof mobileLinkSpec.payload>) {
      const row = await rowOf(deps, payload.app_post_id);
      if (!row || row.post.status === 'linked') return;
      const found = await lookFor(deps, row).catch((error: unknown) => {
        deps.logger.warn({ err: error, appPost: payload.app_post_id }, 'looking for a shared post failed');
        return null;
      });
      if (found) {
        await linkMobile(deps.db, payload.app_post_id, found);
        return;
      }
      if (payload.try + 1 >= LINK_TRIES) return;
      const at = new Date(Date.now() + waitBefore(payload.try));
      await deps.queue.send(mobileLinkSpec, { ...payload, try: payload.try + 1 }, undefined, at);
    },
  };
}

export function appJobs(deps: AppDeps): JobDefinition<z.ZodType>[] {
  return [pushJob(deps), linkJob(deps)] as JobDefinition<z.ZodType>[];
}
