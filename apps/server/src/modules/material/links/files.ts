import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { materials, uploads } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { MaterialDeps } from '../deps.js';
import { linkOf } from './token.js';

/**
 * The outside reviewer's view of the file and its thumbnail. Not the uploads' permanent media links:
 * these answer only while the reviewer's link has not expired, and the token in the query (redacted
 * from logs like every `token=`) is the whole authorisation.
 */
const LINK_FILE_ROUTE = '/api/media/material-link';

const querySchema = z.object({
  token: z.string().min(20).max(400),
  part: z.enum(['file', 'thumbnail']),
});

/** The address of a link's file or thumbnail, below the app's public base. */
export function linkFileUrl(base: string, token: string, part: 'file' | 'thumbnail'): string {
  return `${base}${LINK_FILE_ROUTE}?${new URLSearchParams({ token, part })}`;
}

/** Mounts the route that serves a reviewer link's file and thumbnail (whole files, no ranges). */
export function registerLinkFiles(app: FastifyInstance, deps: MaterialDeps): void {
  const schema = {
    summary: "An outside reviewer's material file or thumbnail, while their link is valid (no session)",
    tags: ['material'],
  };
  app.get(LINK_FILE_ROUTE, { schema }, async (request, reply) => {
    const query = querySchema.safeParse(request.query);
    if (!query.success) throw new AppError('not_found');
    const link = await linkOf(deps.db, query.data.token);
    const column = query.data.part === 'file' ? materials.uploadId : materials.thumbnailUploadId;
    const [file] = await deps.db
      .select({ storageKey: uploads.storageKey, mime: uploads.mime, size: uploads.size })
      .from(materials)
      .innerJoin(uploads, and(eq(uploads.id, column), eq(uploads.status, 'done')))
      .where(eq(materials.id, link.materialId));
    if (!file) throw new AppError('not_found');
    reply
      .header('content-type', file.mime)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return reply.send(await deps.storage.read(file.storageKey));
  });
}
