import type { FeedDetail } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feeds } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import type { Platforms } from '../../../platforms/registry.js';
import { storedPost } from '../../accounts/index.js';
import { publishedPost } from '../../content/index.js';
import { notesOf } from './notes.js';
import { privateReplyOption, publicReplyOption } from './options.js';
import { othersOn } from './presence.js';
import { remoteActionsOf } from './remote.js';
import { repliesOf } from './reply.js';
import { feedsOf, type ListRow, selectItems } from './rows.js';
import { inScope, scopeOf } from './scope.js';
import { authorRows, threadRows } from './thread.js';

type Post = FeedDetail['post'];

/** The post an item belongs to: as last read from the network, else as Herald published it. */
async function postOf(db: DbOrTx, row: ListRow): Promise<Post> {
  if (row.postRemoteId === null || row.feedType === 'post') return null;
  const found =
    (await storedPost(db, row.accountId, row.postRemoteId)) ??
    (await publishedPost(db, row.accountId, row.postRemoteId));
  if (!found) return null;
  return {
    remote_id: row.postRemoteId,
    text: found.text,
    permalink: found.permalink,
    posted_at: found.postedAt?.toISOString() ?? null,
  };
}

/** Everything the detail screen shows of one item the caller may see. */
export async function feedDetailOf(
  deps: { db: DbOrTx; platforms: Platforms },
  ctx: TenantRequestContext,
  id: number,
): Promise<FeedDetail> {
  const { db } = deps;
  const scope = await scopeOf(db, ctx);
  const [row] = await selectItems(db).where(and(inScope(scope), eq(feeds.id, id)));
  if (!row) throw new AppError('not_found');
  const thread = await threadRows(db, scope, row);
  const author = await authorRows(db, scope, row);
  const [feed, ...rest] = await feedsOf(db, [row, ...thread, ...author.rows]);
  if (!feed) throw new AppError('not_found');
  return {
    feed,
    thread: rest.slice(0, thread.length),
    post: await postOf(db, row),
    author_items: rest.slice(thread.length),
    author_item_count: author.total,
    notes: await notesOf(db, row.id),
    replies: await repliesOf(db, row.id),
    public_reply: publicReplyOption(row),
    private_reply: await privateReplyOption(db, row, new Date()),
    remote_actions: remoteActionsOf(deps.platforms.get(row.network), row),
    presence: await othersOn(db, row.id, ctx.user.id),
  };
}
