import type { LinkPost, linkListInput } from '@herald/contract';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { accountPosts, todoLinks } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { outer } from '../rules/columns.js';
import { likePattern } from '../tasks/filters.js';
import { visibleTodo } from './access.js';
import { receiverAccountIds } from './accounts.js';
import { decodeLinkCursor, encodeLinkCursor, type LinkCursor, microsOf, olderThan } from './cursor.js';
import { postsById, presentLinkPosts } from './link-posts.js';

type LinkListInput = z.output<typeof linkListInput>;

/** Posts per page of the link screen. */
export const LINK_PAGE_SIZE = 30;

interface Keyed {
  id: number;
  postedUs: string;
}

/** No to-do has the post linked (a proposal stands only while this holds). */
const linkedNowhere = sql`not exists (select 1 from ${todoLinks} any_link
  where any_link.post_id = ${outer(todoLinks.postId)} and any_link.state = 'linked')`;

/** The open proposals of a to-do among the accounts, newest first, past the cursor. */
function proposals(
  db: DbOrTx,
  todoId: number,
  accounts: number[],
  keyword: string | undefined,
  cursor: LinkCursor | null,
  limit: number,
) {
  return db
    .select({ id: accountPosts.id, postedUs: microsOf(accountPosts.postedAt) })
    .from(todoLinks)
    .innerJoin(accountPosts, eq(accountPosts.id, todoLinks.postId))
    .where(
      and(
        eq(todoLinks.todoId, todoId),
        eq(todoLinks.state, 'proposed'),
        linkedNowhere,
        inArray(accountPosts.accountId, accounts),
        keyword ? ilike(accountPosts.text, likePattern(keyword)) : undefined,
        olderThan(accountPosts.postedAt, accountPosts.id, cursor),
      ),
    )
    .orderBy(desc(accountPosts.postedAt), desc(accountPosts.id))
    .limit(limit);
}

/**
 * Every other post of the accounts, newest first, past the cursor. Each account's posts are read
 * backwards through its (account, time) index and only a page of each is merged, so a page costs the
 * same however many posts the accounts have.
 */
function others(
  db: DbOrTx,
  todoId: number,
  accounts: number[],
  keyword: string | undefined,
  cursor: LinkCursor | null,
  limit: number,
) {
  const ids = sql.join(
    accounts.map((id) => sql`${id}`),
    sql`, `,
  );
  const matches = keyword ? sql`and p.text ilike ${likePattern(keyword)}` : sql``;
  return queryRows<{ id: number; posted_us: string }>(
    db,
    sql`select page.id, page.posted_us from unnest(array[${ids}]::int[]) as account(id)
      cross join lateral (
        select p.id, p.posted_at, ${microsOf(sql`p.posted_at`)} as posted_us
        from ${accountPosts} p
        where p.account_id = account.id ${matches}
          and ${olderThan(sql`p.posted_at`, sql`p.id`, cursor)}
          and not exists (select 1 from ${todoLinks} own where own.todo_id = ${todoId} and own.post_id = p.id
            and own.state = 'proposed'
            and not exists (select 1 from ${todoLinks} other where other.post_id = p.id and other.state = 'linked'))
        order by p.posted_at desc, p.id desc
        limit ${limit}
      ) page
      order by page.posted_at desc, page.id desc
      limit ${limit}`,
  ).then((rows) => rows.map((row) => ({ id: Number(row.id), postedUs: String(row.posted_us) })));
}

/**
 * The link screen (SPEC §2 /assign/todo/link): the receiver's published posts — those of the accounts
 * they work with — with their link state for this to-do. Herald's open proposals come first, then
 * every other post, each part newest first, by a keyset cursor; a keyword and accounts narrow both.
 */
export async function listLinkPosts(
  db: DbOrTx,
  ctx: TenantRequestContext,
  input: LinkListInput,
): Promise<{ list: LinkPost[]; next: string | null }> {
  const cursor = input.cursor === null ? null : decodeLinkCursor(input.cursor);
  const { todo } = await visibleTodo(db, ctx, input.todo_id);
  const own = await receiverAccountIds(db, ctx.tenant.gameId, todo.receiverId);
  const accounts = input.account_ids ? own.filter((id) => input.account_ids?.includes(id)) : own;
  if (accounts.length === 0) return { list: [], next: null };
  const limit = LINK_PAGE_SIZE + 1;
  const page: (Keyed & { part: LinkCursor['part'] })[] = [];
  if (!cursor || cursor.part === 'proposed') {
    const found = await proposals(db, todo.id, accounts, input.keyword, cursor, limit);
    page.push(...found.map((row) => ({ ...row, part: 'proposed' as const })));
  }
  if (!input.proposed && page.length < limit) {
    const after = cursor?.part === 'others' ? cursor : null;
    const found = await others(db, todo.id, accounts, input.keyword, after, limit - page.length);
    page.push(...found.map((row) => ({ ...row, part: 'others' as const })));
  }
  const shown = page.slice(0, LINK_PAGE_SIZE);
  const last = shown.at(-1);
  const posts = await postsById(
    db,
    shown.map((row) => row.id),
  );
  return {
    list: await presentLinkPosts(db, { id: todo.id, taskId: todo.taskId }, posts),
    next: page.length > LINK_PAGE_SIZE && last ? encodeLinkCursor(last) : null,
  };
}
