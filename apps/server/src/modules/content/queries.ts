import {
  AUTHORS_LIMIT,
  CALENDAR_LIMIT,
  type ContentStatus,
  type ContentType,
  type PostAuthor,
  type PostListInput,
  type postListInput,
} from '@herald/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { contents, contentTargets } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { calendarColumns, calendarEntriesOf, placedAt } from './calendar-entries.js';
import type { ContentDeps } from './deps.js';
import type { ContentRow } from './store.js';
import { detailOf, namesOf, summariesOf } from './views.js';
import { visibleContents } from './visibility.js';

type ListInput = z.output<typeof postListInput>;

/** Not on the calendar unless asked for: deleted posts, and stopped or withdrawn ones (drafts again). */
const OFF_CALENDAR: ContentStatus[] = ['deleted', 'revoked', 'canceled'];

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function targetFilter(db: DbOrTx, input: Pick<ListInput, 'account_ids' | 'networks'>): SQL | undefined {
  const parts = [
    input.account_ids?.length ? inArray(contentTargets.accountId, input.account_ids) : undefined,
    input.networks?.length ? inArray(contentTargets.network, input.networks) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(contentTargets)
      .where(and(eq(contentTargets.contentId, contents.id), ...parts)),
  );
}

function listFilter(
  db: DbOrTx,
  ctx: TenantRequestContext,
  input: ListInput,
  types: readonly ContentType[],
): SQL {
  const keyword = input.keyword?.trim();
  const like = keyword ? `%${escapeLike(keyword)}%` : undefined;
  return and(
    visibleContents(db, ctx),
    inArray(contents.contentType, [...types]),
    input.statuses?.length ? inArray(contents.status, input.statuses) : ne(contents.status, 'deleted'),
    like ? or(ilike(contents.title, like), ilike(contents.text, like)) : undefined,
    input.author_ids?.length ? inArray(contents.authorId, input.author_ids) : undefined,
    input.from ? gte(placedAt, new Date(input.from)) : undefined,
    input.to ? lt(placedAt, new Date(input.to)) : undefined,
    targetFilter(db, input),
  ) as SQL;
}

const sortColumns = {
  updated_at: contents.updatedAt,
  created_at: contents.createdAt,
  scheduled_at: contents.scheduledAt,
  published_at: contents.publishedAt,
} as const;

/**
 * How many contents match: a page that is not full and not past the end is the last one, so the
 * total is known without counting; otherwise the whole match is counted.
 */
async function totalOf(db: DbOrTx, filter: SQL, offset: number, found: number, pageSize: number) {
  if (found < pageSize && (found > 0 || offset === 0)) return offset + found;
  const [total] = await db.select({ n: count() }).from(contents).where(filter);
  return total?.n ?? 0;
}

/** A page of the caller's contents of these types (posts, or an engagement group's). */
export async function listPosts(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  input: ListInput,
  types: readonly ContentType[] = ['post'],
) {
  const { db } = deps;
  const filter = listFilter(db, ctx, input, types);
  const column = sortColumns[input.sort];
  const direction = input.order === 'asc' ? asc : desc;
  const offset = (input.page - 1) * input.page_size;
  const rows = await db
    .select()
    .from(contents)
    .where(filter)
    .orderBy(sql`${direction(column)} nulls last`, desc(contents.id))
    .limit(input.page_size)
    .offset(offset);
  return {
    list: await summariesOf(deps, db, rows),
    total: await totalOf(db, filter, offset, rows.length, input.page_size),
    page: input.page,
    page_size: input.page_size,
  };
}

/**
 * Who wrote the posts the caller may see (deleted ones aside), by name: the author filter offers
 * exactly the people whose posts it can find, without needing the right to list the game's members.
 */
export async function postAuthors(db: DbOrTx, ctx: TenantRequestContext): Promise<PostAuthor[]> {
  const rows = await db
    .selectDistinct({ id: contents.authorId })
    .from(contents)
    .where(
      and(
        visibleContents(db, ctx),
        eq(contents.contentType, 'post'),
        ne(contents.status, 'deleted'),
        isNotNull(contents.authorId),
      ),
    )
    .limit(AUTHORS_LIMIT);
  const names = await namesOf(
    db,
    rows.map((row) => row.id),
  );
  return [...names]
    .map(([user_id, name]) => ({ user_id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);
}

export async function calendarPosts(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  input: Pick<ListInput, 'account_ids' | 'networks' | 'statuses'> & { from: string; to: string },
) {
  const { db } = deps;
  const rows = await db
    .select(calendarColumns)
    .from(contents)
    .where(
      and(
        visibleContents(db, ctx),
        eq(contents.contentType, 'post'),
        input.statuses?.length
          ? inArray(contents.status, input.statuses)
          : notInArray(contents.status, OFF_CALENDAR),
        gte(placedAt, new Date(input.from)),
        lt(placedAt, new Date(input.to)),
        targetFilter(db, input),
      ),
    )
    .orderBy(asc(placedAt), asc(contents.id))
    .limit(CALENDAR_LIMIT + 1);
  return {
    items: await calendarEntriesOf(db, rows.slice(0, CALENDAR_LIMIT)),
    truncated: rows.length > CALENDAR_LIMIT,
  };
}

/** A content the caller may see, of one of these types when given (else not_found, as for another game's). */
export async function visibleContent(
  db: DbOrTx,
  ctx: TenantRequestContext,
  id: number,
  types?: (type: string) => boolean,
): Promise<ContentRow> {
  const [row] = await db
    .select()
    .from(contents)
    .where(and(visibleContents(db, ctx), eq(contents.id, id)));
  if (!row || (types && !types(row.contentType))) throw new AppError('not_found');
  return row;
}

const isPost = (type: string) => type === 'post';

export async function postDetail(deps: ContentDeps, ctx: TenantRequestContext, id: number) {
  return detailOf(deps, deps.db, await visibleContent(deps.db, ctx, id, isPost));
}

/** Refuses a post call naming a comment, like or message (their own calls act on them). */
export async function assertPost(deps: ContentDeps, ctx: TenantRequestContext, id: number): Promise<number> {
  await visibleContent(deps.db, ctx, id, isPost);
  return id;
}

export type { PostListInput };
