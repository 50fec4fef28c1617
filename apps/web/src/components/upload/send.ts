import {
  apiPaths,
  type MediaType,
  type StoredUpload,
  type UploadBucket,
  uploadIdFromUrl,
} from '@herald/contract';
import { call } from '../../api/transport.js';
import { checkFile, declaredType } from './checks.js';
import { sha1OfFile } from './hashing.js';
import { createTusUpload } from './tus.js';

/**
 * Uploads a file the console made itself (no picker, no pause or resume to offer): the same checks,
 * SHA-1 and tus path as a picked file, then upload/detail, which answers only for a finished upload
 * of this game, so the id returned is one the server will take. Rejects on any refusal or failure.
 * When `signal` aborts, the upload is paused (the server lets an unfinished upload expire).
 */
export async function sendFile(
  file: File,
  kind: MediaType,
  bucket: UploadBucket,
  signal?: AbortSignal,
): Promise<StoredUpload> {
  const filetype = declaredType(file, kind, bucket);
  const problem = checkFile(file, kind, bucket);
  if (!filetype || problem) throw new Error(`${file.name} refused before sending: ${problem?.kind}`);
  const sha1 = await sha1OfFile(file, { signal });
  const url = await new Promise<string>((resolve, reject) => {
    const tus = createTusUpload(
      file,
      bucket,
      { filename: file.name.slice(0, 255), filetype, kind, sha1 },
      {
        onProgress: () => undefined,
        onSuccess: resolve,
        onError: (reason) => reject(new Error(reason ?? `${file.name} upload failed`)),
      },
    );
    signal?.addEventListener(
      'abort',
      () => {
        reject(signal.reason);
        tus.pause().catch(reject);
      },
      { once: true },
    );
    tus.start().catch(reject);
  });
  const id = uploadIdFromUrl(url);
  if (id === null) throw new Error(`no upload id in ${url}`);
  return call(apiPaths.upload.detail, { id });
}
