import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { countSchema, mediaFileSchema, videoFileSchema } from '../entities/fields.js';
import { uploadKindSchema } from '../enums.js';
import { idInput, isoTime } from '../schemas/common.js';
import { emptyInput } from '../transport.js';

/**
 * Uploads travel outside the JSON envelope, over the tus resumable protocol: the console asks
 * `upload/bucket` what it may send, `upload/credential` for a short-lived token that every tus request
 * carries in UPLOAD_TOKEN_HEADER, then `upload/detail` for the stored file once the bytes are checked.
 */

/** Request header carrying the signed upload token on tus requests (no cookie or envelope there). */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';

export const sha1HexSchema = z.string().regex(/^[0-9a-f]{40}$/);

/**
 * The tus Upload-Metadata the console declares when it creates an upload. The server refuses the
 * file when the bytes disagree with any of it (type sniffed, SHA-1 recomputed).
 */
export const uploadMetadataSchema = z.object({
  filename: z.string().trim().min(1).max(255),
  filetype: z.string().min(1).max(100),
  kind: uploadKindSchema,
  sha1: sha1HexSchema,
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/** What one kind of media accepts. */
export const uploadKindRuleSchema = z.object({
  mime_types: z.array(z.string()),
  /** File name extensions the picker offers, with their dot. */
  extensions: z.array(z.string()),
  max_bytes: countSchema,
});
export type UploadKindRule = z.infer<typeof uploadKindRuleSchema>;

export const uploadBucketSchema = z.object({
  /** Path of the tus endpoint on the console's origin (creation, resume, termination). */
  endpoint: z.string(),
  storage: z.enum(['local', 's3']),
  /** Bytes per PATCH: each request stays well inside the server's request timeout. */
  chunk_size: countSchema,
  kinds: z.object({
    image: uploadKindRuleSchema,
    video: uploadKindRuleSchema,
    document: uploadKindRuleSchema,
  }),
  /** Above this size the console asks before hashing (SPEC §5, §9). */
  large_file_bytes: countSchema,
});
export type UploadBucket = z.infer<typeof uploadBucketSchema>;

export const uploadCredentialSchema = z.object({
  token: z.string(),
  expires_at: isoTime,
});
export type UploadCredential = z.infer<typeof uploadCredentialSchema>;

/** A finished upload: a video carries its duration, an image does not. */
export const storedUploadSchema = z.union([videoFileSchema, mediaFileSchema]);
export type StoredUpload = z.infer<typeof storedUploadSchema>;

/**
 * The tus id of an upload is `<upload id>-<random>`: the random part keeps it unguessable, the id
 * lets the console ask `upload/detail` for the file from the upload's URL alone (even when a resumed
 * upload turns out to be complete already).
 */
export function uploadIdFromUrl(url: string): number | null {
  const last = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const match = /^(\d{1,15})-[0-9a-f]{16,64}$/.exec(last);
  return match?.[1] ? Number(match[1]) : null;
}

export const uploadEndpoints = {
  bucket: defineEndpoint({
    path: 'upload/bucket',
    access: 'base_game',
    input: emptyInput,
    output: uploadBucketSchema,
    summary:
      'Where and what the console may upload: the tus endpoint, the storage, types and limits per kind',
  }),
  credential: defineEndpoint({
    path: 'upload/credential',
    access: 'base_game',
    input: emptyInput,
    output: uploadCredentialSchema,
    summary: 'A short-lived upload token bound to the caller and the current game, for the tus requests',
  }),
  detail: defineEndpoint({
    path: 'upload/detail',
    access: 'base_game',
    input: idInput,
    output: storedUploadSchema,
    summary: 'A finished upload of the current game as a media file (a video with its duration)',
  }),
};
