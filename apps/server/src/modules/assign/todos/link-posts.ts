import type { LinkPost, LinkStatus, SocialNetwork } from '@herald/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { accountPosts, reportPosts, socialAccounts, todoLinks } from '../../../db/schema/index.js';

/** A published post as the link screen reads it: the post, its account and its latest figures. */
export interface PostRead {
  id: number;
  accountId: number;
  accountName: string;
  network: SocialNetwork;
  text: string | null;
  permalink: string | null;
  postedAt: Date;
  views: number | null;
  engagements: number | null;
  comments: number | null;
}

const figure = (key: string) => sql<number | null>`(${reportPosts.metrics} ->> ${key})::float8`;

/** The select list of a post read (account_posts joined to its account and report_posts). */
export const postColumns = {
  id: accountPosts.id,
  accountId: accountPosts.accountId,
  accountName: socialAccounts.socialAccount,
  network: socialAccounts.socialChannel,
  text: accountPosts.text,
  permalink: accountPosts.permalink,
  postedAt: accountPosts.postedAt,
  views: figure('views'),
  engagements: figure('engagements'),
  comments: figure('comments'),
};

/** Posts by id, with their accounts and figures, in the order asked. */
export async function postsById(db: DbOrTx, ids: readonly number[]): Promise<PostRead[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(postColumns)
    .from(accountPosts)
    .innerJoin(socialAccounts, eq(socialAccounts.id, accountPosts.accountId))
    .leftJoin(reportPosts, eq(reportPosts.postId, accountPosts.id))
    .where(inArray(accountPosts.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** Where a post stands for one to-do (SPEC §4 link), and whether Herald proposes it there. */
export interface LinkState {
  status: LinkStatus;
  proposed: boolean;
}

/**
 * The link state of posts for one to-do, from one read of their links: linked here; linked to another
 * receiver's to-do of the same task (todoed) or to another task's (tasked); taken back from here
 * (unlink); else nolink. A proposal counts only while no to-do has the post.
 */
export async function linkStates(
  db: DbOrTx,
  todo: { id: number; taskId: number },
  postIds: readonly number[],
): Promise<Map<number, LinkState>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({
      postId: todoLinks.postId,
      todoId: todoLinks.todoId,
      taskId: todoLinks.taskId,
      state: todoLinks.state,
    })
    .from(todoLinks)
    .where(
      and(
        inArray(todoLinks.postId, [...postIds]),
        or(eq(todoLinks.state, 'linked'), eq(todoLinks.todoId, todo.id)),
      ),
    );
  return new Map(
    postIds.map((postId) => {
      const mine = rows.filter((row) => row.postId === postId);
      const linked = mine.find((row) => row.state === 'linked');
      const own = mine.find((row) => row.todoId === todo.id);
      const status: LinkStatus = linked
        ? linked.todoId === todo.id
          ? 'linked'
          : linked.taskId === todo.taskId
            ? 'todoed'
            : 'tasked'
        : own?.state === 'unlinked'
          ? 'unlink'
          : 'nolink';
      return [postId, { status, proposed: !linked && own?.state === 'proposed' }];
    }),
  );
}

/** Posts as the link screen shows them, with their state for this to-do. */
export async function presentLinkPosts(
  db: DbOrTx,
  todo: { id: number; taskId: number },
  posts: readonly PostRead[],
): Promise<LinkPost[]> {
  const states = await linkStates(
    db,
    todo,
    posts.map((post) => post.id),
  );
  return posts.map((post) => ({
    post_id: post.id,
    account: { id: post.accountId, name: post.accountName, network: post.network },
    text: post.text ?? '',
    permalink: post.permalink,
    published_at: post.postedAt.toISOString(),
    link_status: states.get(post.id)?.status ?? 'nolink',
    proposed: states.get(post.id)?.proposed ?? false,
    views: post.views,
    engagements: post.engagements,
    comments: post.comments,
  }));
}

/** The posts linked to a to-do, newest first, presented. */
export async function linkedPosts(db: DbOrTx, todo: { id: number; taskId: number }): Promise<LinkPost[]> {
  const rows = await db
    .select(postColumns)
    .from(todoLinks)
    .innerJoin(accountPosts, eq(accountPosts.id, todoLinks.postId))
    .innerJoin(socialAccounts, eq(socialAccounts.id, accountPosts.accountId))
    .leftJoin(reportPosts, eq(reportPosts.postId, accountPosts.id))
    .where(and(eq(todoLinks.todoId, todo.id), eq(todoLinks.state, 'linked')))
    .orderBy(sql`${accountPosts.postedAt} desc, ${accountPosts.id} desc`);
  return presentLinkPosts(db, todo, rows);
}
