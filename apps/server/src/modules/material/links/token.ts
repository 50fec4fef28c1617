import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { materialReviewLinks } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';

/** An outside reviewer's link as stored. */
export type LinkRow = typeof materialReviewLinks.$inferSelect;

/** A new link token: 32 random bytes, base64url. Only its hash is ever stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

/** The stored form of a token: its SHA-256, hex (a random 256-bit token needs no slow hash). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The link a token opens, used or not, while it has not expired; anything else (unknown, expired)
 * is material_link_invalid.
 */
export async function linkOf(db: DbOrTx, token: string, now = new Date()): Promise<LinkRow> {
  const [link] = await db
    .select()
    .from(materialReviewLinks)
    .where(and(eq(materialReviewLinks.tokenHash, tokenHash(token)), gt(materialReviewLinks.expiresAt, now)));
  if (!link) throw new AppError('material_link_invalid');
  return link;
}
