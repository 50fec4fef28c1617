import { type UploadMetadata, uploadMetadataSchema } from '@herald/contract';
import { Metadata } from '@tus/server';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { UNSTORABLE_MESSAGE, unstorableField } from '../../http/text-check.js';
import { accepts, MAX_BYTES, readableBytes } from './rules.js';
import { createUpload } from './service.js';
import type { UploadActor } from './signing.js';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function declaredMetadata(request: FastifyRequest): UploadMetadata {
  let raw: Record<string, string | null>;
  try {
    raw = Metadata.parse(header(request, 'upload-metadata'));
  } catch (error) {
    throw new AppError('validation_failed', {
      issues: [{ path: 'Upload-Metadata', message: 'invalid_format' }],
      cause: error,
    });
  }
  // The declared name is stored: a NUL or an unpaired surrogate is refused as in any other field.
  const unstorable = unstorableField(raw);
  if (unstorable !== null) {
    throw new AppError('validation_failed', {
      issues: [{ path: `Upload-Metadata.${unstorable}`, message: UNSTORABLE_MESSAGE }],
    });
  }
  const parsed = uploadMetadataSchema.safeParse({
    filename: raw.filename ?? undefined,
    filetype: raw.filetype ?? undefined,
    kind: raw.kind ?? undefined,
    sha1: raw.sha1 ?? undefined,
  });
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: `Upload-Metadata.${issue.path.join('.')}`,
    message: issue.message,
  }));
  // Without the client's hash there is nothing to verify the bytes against (SPEC §8's hash failure).
  if (issues.some((issue) => issue.path === 'Upload-Metadata.sha1'))
    throw new AppError('file_hash_failed', { issues });
  throw new AppError('validation_failed', { issues });
}

/**
 * Admits a tus creation request before tus sees it: the declaration must be complete and acceptable
 * (known length within the kind's limit, an accepted type for the kind, the SHA-1 the bytes will be
 * checked against). Records the upload row and returns its storage key.
 */
export async function admitCreation(db: Db, actor: UploadActor, request: FastifyRequest): Promise<string> {
  if (
    header(request, 'upload-concat') !== undefined ||
    header(request, 'upload-defer-length') !== undefined
  ) {
    throw new AppError('validation_failed', {
      issues: [{ path: 'Upload-Length', message: 'required' }],
      detail: 'deferred lengths and concatenation are not offered',
    });
  }
  const length = header(request, 'upload-length') ?? '';
  if (!/^\d{1,16}$/.test(length) || Number(length) < 1) {
    throw new AppError('validation_failed', {
      issues: [{ path: 'Upload-Length', message: 'invalid_format' }],
    });
  }
  const size = Number(length);
  const declared = declaredMetadata(request);
  if (!accepts(declared.kind, declared.filetype)) {
    throw new AppError('file_type_unsupported', { detail: `${declared.filetype} as ${declared.kind}` });
  }
  if (size > MAX_BYTES[declared.kind]) {
    throw new AppError('file_too_large', { params: { max: readableBytes(MAX_BYTES[declared.kind]) } });
  }
  const row = await createUpload(db, actor, declared, size);
  return row.storageKey;
}
