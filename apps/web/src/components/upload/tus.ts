import { UPLOAD_TOKEN_HEADER, type UploadBucket, type UploadMetadata } from '@herald/contract';
import { type DetailedError, Upload } from 'tus-js-client';
import { callContext } from '../../api/transport.js';
import { uploadToken } from './credential.js';

export interface TusHandlers {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (uploadUrl: string) => void;
  /** `reason` is the server's translated message when it refused the file, else null. */
  onError: (reason: string | null) => void;
}

/** One resumable upload: started, paused (the server keeps the bytes), resumed or stopped for good. */
export interface TusController {
  start: () => Promise<void>;
  pause: () => Promise<void>;
  resume: () => void;
  stop: () => Promise<void>;
}

/** The server answers a refusal with the JSON envelope; its `msg` is already in the console's language. */
function reasonOf(error: Error | DetailedError): string | null {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  if (!body) return null;
  try {
    const envelope: unknown = JSON.parse(body);
    return envelope && typeof envelope === 'object' && 'msg' in envelope && typeof envelope.msg === 'string'
      ? envelope.msg
      : null;
  } catch (parseError) {
    if (parseError instanceof SyntaxError) return null;
    throw parseError;
  }
}

/**
 * A tus upload of `file`. The fingerprint is the game, kind and content hash, so picking the same
 * file again (even renamed, even after a reload) resumes where it stopped instead of starting over.
 */
export function createTusUpload(
  file: File,
  bucket: UploadBucket,
  declared: UploadMetadata,
  handlers: TusHandlers,
): TusController {
  const fingerprint = `herald-upload:${callContext().game_id ?? 0}:${declared.kind}:${declared.sha1}:${file.size}`;
  const upload: Upload = new Upload(file, {
    endpoint: new URL(bucket.endpoint, window.location.origin).href,
    chunkSize: bucket.chunk_size,
    metadata: { ...declared },
    fingerprint: async () => fingerprint,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    headers: { 'accept-language': callContext().language },
    onBeforeRequest: async (request) => {
      request.setHeader(UPLOAD_TOKEN_HEADER, await uploadToken());
    },
    onProgress: handlers.onProgress,
    onSuccess: () => handlers.onSuccess(upload.url ?? ''),
    onError: (error) => handlers.onError(reasonOf(error)),
  });
  return {
    start: async () => {
      const [previous] = await upload.findPreviousUploads();
      if (previous) upload.resumeFromPreviousUpload(previous);
      upload.start();
    },
    pause: () => upload.abort(),
    resume: () => upload.start(),
    // Terminates on the server too (tus DELETE): the bytes go and the upload is recorded as canceled.
    stop: () => upload.abort(true),
  };
}
