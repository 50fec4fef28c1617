import type { Material, MaterialPreview, MaterialRights } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { materials, uploads, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { mediaTaskCounts } from '../assign/index.js';
import { mediaPostCounts } from '../content/index.js';
import { mediaFileOf, mediaUrl, type UploadRow } from '../uploads/index.js';
import { hasExpired, POSTER_MIME, THUMBNAIL_MIME } from './rules.js';
import type { MaterialRow } from './store.js';

/** A material as the queries read it: its row, its file's upload and its submitter. */
export interface MaterialRead {
  material: MaterialRow;
  file: UploadRow;
  submitter: { id: number; name: string; email: string } | null;
}

/** The select list of every material query: materials joined to their upload and submitter. */
export const materialColumns = {
  material: materials,
  file: uploads,
  submitter: { id: users.id, name: users.name, email: users.email },
};

/** Materials with their file and submitter, as filtered and ordered by the caller. */
export function selectMaterials(db: DbOrTx) {
  return db
    .select(materialColumns)
    .from(materials)
    .innerJoin(uploads, eq(uploads.id, materials.uploadId))
    .leftJoin(users, eq(users.id, materials.submittedBy));
}

/** Posts and tasks that use each of these uploads, in two grouped queries. */
export async function usageCounts(
  db: DbOrTx,
  gameId: number,
  uploadIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (uploadIds.length === 0) return counts;
  const postUses = mediaPostCounts(db, gameId, uploadIds);
  const taskUses = mediaTaskCounts(db, gameId, uploadIds);
  const [posts, taskRows] = await Promise.all([db.select().from(postUses), db.select().from(taskUses)]);
  const add = (uploadId: number, uses: number) => counts.set(uploadId, (counts.get(uploadId) ?? 0) + uses);
  for (const row of posts) add(row.uploadId, row.posts);
  for (const row of taskRows) add(row.uploadId, row.tasks);
  return counts;
}

/** A material's usage rights as the contract shows them. */
export function rightsOf(row: MaterialRow): MaterialRights {
  return {
    expires_at: row.expiresAt?.toISOString() ?? null,
    regions: row.regions,
    languages: row.languages,
    licensor: row.licensor,
    notes: row.rightsNotes,
  };
}

/** What the preview job made of a material: links to its derived files, the codec, why not. */
export function previewOf(row: MaterialRow, file: UploadRow): MaterialPreview {
  return {
    status: row.previewStatus,
    thumbnail_url: row.thumbnailUploadId === null ? null : mediaUrl(row.thumbnailUploadId, THUMBNAIL_MIME),
    poster_url: row.posterUploadId === null ? null : mediaUrl(row.posterUploadId, POSTER_MIME),
    duration_ms: file.durationMs,
    codec: row.codec,
    reason: row.previewReason,
  };
}

/** One material as the contract shows it. */
export function presentMaterial(read: MaterialRead, usage: number, now: Date): Material {
  const { material: row, file, submitter } = read;
  return {
    id: row.id,
    name: row.name,
    default_description: row.defaultDescription,
    kind: row.kind,
    status: row.status,
    file: mediaFileOf(file),
    preview: previewOf(row, file),
    tags: row.tags,
    folder_id: row.folderId,
    rights: rightsOf(row),
    expired: hasExpired(row.expiresAt, now),
    submitted_by: submitter ? { user_id: submitter.id, name: submitter.name, email: submitter.email } : null,
    review:
      row.reviewedAt && row.reviewedBy !== null
        ? { by: row.reviewedBy, comment: row.reviewComment, at: row.reviewedAt.toISOString() }
        : null,
    usage_count: usage,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Materials as the contract shows them, in a fixed few queries whatever their number. */
export async function presentMaterials(
  db: DbOrTx,
  gameId: number,
  reads: readonly MaterialRead[],
  now = new Date(),
): Promise<Material[]> {
  const usage = await usageCounts(
    db,
    gameId,
    reads.map((read) => read.material.uploadId),
  );
  return reads.map((read) => presentMaterial(read, usage.get(read.material.uploadId) ?? 0, now));
}

/** One material of the game as the contract shows it, read after a change. */
export async function materialView(db: DbOrTx, gameId: number, id: number, now = new Date()) {
  const reads = await selectMaterials(db).where(and(eq(materials.gameId, gameId), eq(materials.id, id)));
  const [material] = await presentMaterials(db, gameId, reads, now);
  if (!material) throw new AppError('not_found');
  return material;
}
