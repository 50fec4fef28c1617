import type { MaterialLibraryInput, MaterialListInput } from '@herald/contract';
import { and, arrayContains, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { materials, uploads } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { likePattern } from '../../assign/index.js';
import type { FolderTree } from '../folders/tree.js';

/** The folder and its sub-folders; null: materials in no folder; absent: every folder. */
function inFolder(folders: FolderTree, folderId: number | null | undefined): SQL | undefined {
  if (folderId === undefined) return undefined;
  if (folderId === null) return isNull(materials.folderId);
  const ids = folders.subtree(folderId).map((row) => row.id);
  // A folder of another game, or none: nothing is in it.
  return ids.length === 0 ? sql`false` : inArray(materials.folderId, ids);
}

/**
 * A name holding the keyword anywhere, without case (`%` and `_` taken as themselves). The trigram
 * index on `materials.name` answers it from three characters up; a shorter keyword has no trigram and is
 * checked on the rows the other conditions reach (docs/material.md has the figures).
 */
export function nameMatches(keyword: string): SQL {
  return ilike(materials.name, likePattern(keyword));
}

/**
 * The library's search over approved materials (the (game, status, created_at) index is its entry, or
 * the name's trigram index for a rare keyword): name, every tag asked (the tags' GIN index), kinds, folder subtree, file size, date, and leaving out
 * materials whose rights have ended.
 */
export function libraryConditions(
  gameId: number,
  input: MaterialLibraryInput,
  folders: FolderTree,
  now: Date,
): SQL | undefined {
  return and(
    eq(materials.gameId, gameId),
    eq(materials.status, 'approved'),
    input.keyword ? nameMatches(input.keyword) : undefined,
    input.tags?.length ? arrayContains(materials.tags, input.tags) : undefined,
    input.kinds?.length ? inArray(materials.kind, input.kinds) : undefined,
    inFolder(folders, input.folder_id),
    input.size_min === undefined ? undefined : gte(uploads.size, input.size_min),
    input.size_max === undefined ? undefined : lte(uploads.size, input.size_max),
    input.created ? gte(materials.createdAt, new Date(input.created.start)) : undefined,
    input.created ? lte(materials.createdAt, new Date(input.created.end)) : undefined,
    input.usable_only ? or(isNull(materials.expiresAt), sql`${materials.expiresAt} > ${now}`) : undefined,
  );
}

/** Submissions: the caller's own, or the game's for a manager who asks for everyone's. */
export function submissionConditions(ctx: TenantRequestContext, input: MaterialListInput): SQL | undefined {
  return and(
    eq(materials.gameId, ctx.tenant.gameId),
    input.everyone ? undefined : eq(materials.submittedBy, ctx.user.id),
    input.status?.length ? inArray(materials.status, input.status) : undefined,
    input.keyword ? nameMatches(input.keyword) : undefined,
  );
}
