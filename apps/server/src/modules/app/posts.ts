import {
  type AppPost,
  type AppPostStatus,
  appPostStatuses,
  appPostStatusSchema,
  type ContentStatus,
  textFor,
} from '@herald/contract';
import { and, count, desc, eq, notInArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appPosts, contents, contentTargets, socialAccounts, users } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { bodyOf, type ContentDeps, mediaFileOf, mediaOf } from '../content/index.js';

/** Contents whose app posts are no longer offered: deleted, or being deleted. */
const goneStatuses: ContentStatus[] = ['deleted', 'deleting'];

export type AppPostRow = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      post: appPosts,
      content: contents,
      target: contentTargets,
      account: { id: socialAccounts.id, emulated: socialAccounts.emulated },
      author: users.name,
    })
    .from(appPosts)
    .innerJoin(contents, eq(contents.id, appPosts.contentId))
    .innerJoin(contentTargets, eq(contentTargets.id, appPosts.targetId))
    .leftJoin(socialAccounts, eq(socialAccounts.id, contentTargets.accountId))
    .leftJoin(users, eq(users.id, contents.authorId))
    .where(where);
}

/** Whose app posts, in which game: the caller's in the request's game, or the publisher's for a job. */
export interface Publisher {
  userId: number;
  gameId: number;
}

export function publisherOf(ctx: TenantRequestContext): Publisher {
  return { userId: ctx.user.id, gameId: ctx.tenant.gameId };
}

/** The publisher's own app posts in the game, of contents still standing. */
function mine(publisher: Publisher): SQL | undefined {
  return and(
    eq(appPosts.publisherId, publisher.userId),
    eq(appPosts.gameId, publisher.gameId),
    notInArray(contents.status, goneStatuses),
  );
}

/** One of the publisher's app posts, or not found (another's, another game's, or gone). */
export async function ownAppPost(
  db: DbOrTx,
  publisher: Publisher,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AppPostRow> {
  const query = selectRows(db, and(mine(publisher), eq(appPosts.id, id)));
  const [row] = options.lock ? await query.for('update', { of: appPosts }) : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

export async function appPostView(
  deps: Pick<ContentDeps, 'media'>,
  db: DbOrTx,
  row: AppPostRow,
): Promise<AppPost> {
  const body = bodyOf(row.content);
  // Shown even when a file may no longer be published (its material expired): the view must not fail.
  const media = await mediaOf(db, deps.media, row.content.gameId, body, 'show');
  const instagram = body.options.instagram;
  const current = row.target.round === row.post.round;
  return {
    id: row.post.id,
    content_id: row.content.id,
    status: appPostStatusSchema.parse(row.post.status),
    account: {
      id: row.account?.id ?? 0,
      network: row.target.network,
      name: row.target.accountName,
      emulated: row.account?.emulated ?? false,
    },
    title: body.title,
    text: textFor(body, 'instagram'),
    content_type: instagram?.content_type ?? 'post',
    first_comment: instagram?.first_comment ?? null,
    images: media.images.map(mediaFileOf),
    videos: media.videos.map(mediaFileOf),
    author: row.author ?? '',
    requested_at: row.post.requestedAt.toISOString(),
    shared_at: row.post.sharedAt?.toISOString() ?? null,
    share_count: row.post.shareCount,
    linked_at: row.post.linkedAt?.toISOString() ?? null,
    post_id: current ? row.target.postId : null,
    post_link: current ? row.target.permalink : null,
  };
}

export async function listAppPosts(
  deps: Pick<ContentDeps, 'db' | 'media'>,
  publisher: Publisher,
  input: { page: number; page_size: number; status?: AppPostStatus | undefined },
) {
  const where = and(mine(publisher), input.status ? eq(appPosts.status, input.status) : undefined);
  const rows = await selectRows(deps.db, where)
    .orderBy(desc(appPosts.requestedAt), desc(appPosts.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const tallies = await deps.db
    .select({ status: appPosts.status, n: count() })
    .from(appPosts)
    .innerJoin(contents, eq(contents.id, appPosts.contentId))
    .where(mine(publisher))
    .groupBy(appPosts.status);
  const counts = Object.fromEntries(
    appPostStatuses.map((status) => [status, tallies.find((tally) => tally.status === status)?.n ?? 0]),
  ) as Record<AppPostStatus, number>;
  return {
    list: await Promise.all(rows.map((row) => appPostView(deps, deps.db, row))),
    total: input.status ? counts[input.status] : counts.pending + counts.shared + counts.linked,
    page: input.page,
    page_size: input.page_size,
    counts,
  };
}
