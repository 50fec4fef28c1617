import { UPLOAD_TOKEN_HEADER, uploadEndpoints } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { memberships, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Guard } from '../../http/guard.js';
import type { UploadActor, UploadSigner } from './signing.js';

/** The token outlives a removed membership or a disabled user by up to an hour; each request rechecks. */
async function stillAllowed(db: Db, actor: UploadActor): Promise<boolean> {
  const [row] = await db
    .select({ isSuper: users.isSuper, member: memberships.userId })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.gameId, actor.gameId)))
    .where(and(eq(users.id, actor.userId), eq(users.disabled, false)));
  return row !== undefined && (row.isSuper || row.member !== null);
}

/**
 * Who sends a tus request. tus requests carry no JSON envelope, so the caller proves itself with the
 * signed upload token of upload/credential; without one, the console's session is admitted by the one
 * guard exactly as for upload/credential itself (cookie, CSRF header, X-Common-Params membership).
 */
export async function tusActor(
  deps: { db: Db; signer: UploadSigner; guard: Guard },
  request: FastifyRequest,
): Promise<UploadActor> {
  const { db, signer } = deps;
  const token = request.headers[UPLOAD_TOKEN_HEADER];
  if (typeof token === 'string' && token !== '') {
    const actor = signer.verify(token);
    if (!actor || !(await stillAllowed(db, actor))) throw new AppError('upload_token_invalid');
    return actor;
  }
  const ctx = await deps.guard(uploadEndpoints.credential, request);
  if (!ctx.user || !ctx.tenant) throw new AppError('upload_token_invalid');
  return { userId: ctx.user.id, gameId: ctx.tenant.gameId };
}
