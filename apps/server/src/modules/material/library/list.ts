import type { Material, MaterialLibraryInput, MaterialListInput } from '@herald/contract';
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { materials, uploads } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { mediaTaskCounts } from '../../assign/index.js';
import { mediaPostCounts } from '../../content/index.js';
import { folderTree } from '../folders/tree.js';
import { presentMaterials, selectMaterials } from '../present.js';
import { isManager } from '../rules.js';
import { libraryConditions, submissionConditions } from './filters.js';

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/** How many materials match: a count of the filter (joined to the file when the size narrows it). */
export function totalQuery(db: DbOrTx, where: SQL | undefined, withFile: boolean) {
  const base = db.select({ n: count() }).from(materials);
  return withFile
    ? base.innerJoin(uploads, eq(uploads.id, materials.uploadId)).where(where)
    : base.where(where);
}

async function totalOf(db: DbOrTx, where: SQL | undefined, withFile: boolean): Promise<number> {
  const [row] = await totalQuery(db, where, withFile);
  return row?.n ?? 0;
}

/**
 * material/list: the caller's submissions, newest first; a manager may ask for everyone's (the review
 * queue). Anyone else asking for everyone's is refused rather than quietly shown their own.
 */
export async function listSubmissions(
  db: DbOrTx,
  ctx: TenantRequestContext,
  input: MaterialListInput,
): Promise<Page<Material>> {
  if (input.everyone && !isManager(ctx)) throw new AppError('no_app_permission');
  const where = submissionConditions(ctx, input);
  const reads = await selectMaterials(db)
    .where(where)
    .orderBy(desc(materials.createdAt), desc(materials.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return {
    list: await presentMaterials(db, ctx.tenant.gameId, reads),
    total: await totalOf(db, where, false),
    page: input.page,
    page_size: input.page_size,
  };
}

/**
 * The ids of one page of the library in its order: a column of the material or its file, or its use.
 * Only what the filter and the order need is joined here; the page's rows are read whole afterwards
 * (so tens of thousands of matches are sorted narrow, not with every column of their files).
 */
export function pageIdsQuery(
  db: DbOrTx,
  gameId: number,
  input: MaterialLibraryInput,
  where: SQL | undefined,
) {
  const direction = input.order === 'asc' ? asc : desc;
  const query = db.select({ id: materials.id }).from(materials).$dynamic();
  const bySize = input.sort === 'size' || input.size_min !== undefined || input.size_max !== undefined;
  if (bySize) query.innerJoin(uploads, eq(uploads.id, materials.uploadId));
  let order: SQL | typeof materials.createdAt | typeof materials.name | typeof uploads.size;
  if (input.sort === 'usage') {
    // Ordering by use needs every matching material's count: the game's uses, aggregated once each.
    const postUses = mediaPostCounts(db, gameId);
    const taskUses = mediaTaskCounts(db, gameId);
    query
      .leftJoin(postUses, eq(postUses.uploadId, materials.uploadId))
      .leftJoin(taskUses, eq(taskUses.uploadId, materials.uploadId));
    order = sql`coalesce(${postUses.posts}, 0) + coalesce(${taskUses.tasks}, 0)`;
  } else {
    order = { created_at: materials.createdAt, name: materials.name, size: uploads.size }[input.sort];
  }
  return query
    .where(where)
    .orderBy(direction(order), direction(materials.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
}

/** material/library: approved materials, filtered, in the order asked, by page. */
export async function libraryPage(
  db: DbOrTx,
  gameId: number,
  input: MaterialLibraryInput,
  now = new Date(),
): Promise<Page<Material>> {
  const folders = await folderTree(db, gameId);
  const where = libraryConditions(gameId, input, folders, now);
  const ids = (await pageIdsQuery(db, gameId, input, where)).map((row) => row.id);
  const found = ids.length === 0 ? [] : await selectMaterials(db).where(inArray(materials.id, ids));
  const byId = new Map(found.map((read) => [read.material.id, read]));
  const reads = ids.flatMap((id) => byId.get(id) ?? []);
  const bySize = input.size_min !== undefined || input.size_max !== undefined;
  return {
    list: await presentMaterials(db, gameId, reads, now),
    total: await totalOf(db, where, bySize),
    page: input.page,
    page_size: input.page_size,
  };
}
