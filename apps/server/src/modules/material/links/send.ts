import { materialReviewLinks } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import type { MaterialDeps } from '../deps.js';
import { linkMailSpec } from '../jobs/specs.js';
import { materialRow } from '../store.js';
import { newToken } from './token.js';

/**
 * material/link/send: an outside reviewer (licensor, IP holder) gets a single-use link to approve or
 * reject one pending material. The row is stored with the hash of a token nobody holds; the e-mail
 * job makes the real token when it writes the mail (links/mail.ts), so no token is ever stored.
 */
export async function sendLink(
  deps: MaterialDeps,
  ctx: TenantRequestContext,
  input: { id: number; email: string; hours: number; note: string },
) {
  const expiresAt = new Date(Date.now() + input.hours * 3_600_000);
  await deps.db.transaction(async (tx) => {
    const row = await materialRow(tx, ctx.tenant.gameId, input.id, { lock: true });
    if (row.status !== 'pending') throw new AppError('material_decided');
    const [link] = await tx
      .insert(materialReviewLinks)
      .values({
        gameId: row.gameId,
        materialId: row.id,
        email: input.email.toLowerCase(),
        tokenHash: newToken().hash,
        expiresAt,
        createdBy: ctx.user.id,
      })
      .returning({ id: materialReviewLinks.id });
    if (!link) throw new Error('review link not inserted');
    await deps.queue.send(linkMailSpec, { link_id: link.id, note: input.note.trim() }, tx);
  });
  if (!deps.mailer)
    deps.logger.warn({ material: input.id }, 'no SMTP server configured: review link not mailed');
  return { expires_at: expiresAt.toISOString() };
}
