import type { MaterialStatus } from '@herald/contract';
import type { TenantRequestContext } from '../../http/context.js';
import type { BlockReason } from '../uploads/index.js';

/** A material manager (material_manage) reviews, edits rights and folders, deletes. */
export function isManager(ctx: TenantRequestContext): boolean {
  return ctx.tenant.resources.has('material_manage');
}

/** The rights have ended: the material may no longer be used for new posts. */
export function hasExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/**
 * Why a material's file may not be used for new posts (uploads.blocked), or null when it may. Ended
 * rights come first: an expired material cannot be used whatever its review says.
 */
export function blockFor(status: MaterialStatus, expired: boolean): BlockReason | null {
  if (expired) return 'material_expired';
  if (status === 'pending') return 'material_pending';
  if (status === 'rejected') return 'material_rejected';
  return null;
}

/** Thumbnails are WebP (their links carry the matching extension). */
export const THUMBNAIL_MIME = 'image/webp';
/** Poster frames are JPEG. */
export const POSTER_MIME = 'image/jpeg';
