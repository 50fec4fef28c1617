import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contents, contentTargets } from '../../db/schema/index.js';

/** The content Herald published on an account as this network post, when it published it. */
export async function publishedPost(db: DbOrTx, accountId: number, postId: string) {
  const [post] = await db
    .select({
      text: contents.text,
      permalink: contentTargets.permalink,
      postedAt: contentTargets.publishedAt,
    })
    .from(contentTargets)
    .innerJoin(contents, eq(contents.id, contentTargets.contentId))
    .where(and(eq(contentTargets.accountId, accountId), eq(contentTargets.postId, postId)))
    .limit(1);
  return post ?? null;
}
