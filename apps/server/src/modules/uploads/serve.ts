import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { UploadsDeps } from './deps.js';
import { MEDIA_ROUTE } from './links.js';
import type { ByteRange } from './storage.js';

/** `<signature><extension>`: the extension is for the networks that look at it, not checked. */
const FILE_PART = /^([A-Za-z0-9_-]{32})(?:\.[a-z0-9]{1,5})?$/;

type RangeAnswer = { kind: 'all' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/** One `bytes=` range (video players and some fetchers ask for parts); several ranges get the whole file. */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'all' };
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Math.min(Number(to), size);
    return suffix === 0
      ? { kind: 'unsatisfiable' }
      : { kind: 'part', range: { start: size - suffix, end: size - 1 } };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}

/**
 * Serves a finished upload at its signed link, without a session: a network fetches media by URL
 * (Instagram, Threads, TikTok's pull). The HMAC over the id is the whole authorisation, so a wrong one
 * answers exactly like a missing file.
 */
export function registerMediaRoute(app: FastifyInstance, deps: UploadsDeps): void {
  const schema = {
    summary: 'A finished upload at its signed link (no session; byte ranges supported)',
    tags: ['upload'],
  };
  app.get<{ Params: { id: string; file: string } }>(
    `${MEDIA_ROUTE}/:id/:file`,
    { schema },
    async (request, reply) => {
      const { id: rawId, file } = request.params;
      const signature = FILE_PART.exec(file)?.[1];
      const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
      if (id === null || !signature || !deps.signer.verifyMedia(id, signature))
        throw new AppError('not_found');
      const [row] = await deps.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.status, 'done')));
      if (!row) throw new AppError('not_found');
      const answer = parseRange(request.headers.range, row.size);
      reply
        .header('content-type', row.mime)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        // The bytes behind an id never change once checked.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${row.sha1}"`);
      if (answer.kind === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${row.size}`).send();
      }
      if (answer.kind === 'part') {
        const { start, end } = answer.range;
        reply
          .code(206)
          .header('content-range', `bytes ${start}-${end}/${row.size}`)
          .header('content-length', end - start + 1);
        return reply.send(await deps.storage.read(row.storageKey, answer.range));
      }
      reply.header('content-length', row.size);
      return reply.send(await deps.storage.read(row.storageKey));
    },
  );
}
