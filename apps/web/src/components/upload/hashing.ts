import { DEFAULT_FILE_HASH } from '@herald/contract';
import { type HashOptions, sha1InThread } from './sha1.js';
import type { HashAnswer, HashRequest } from './sha1.worker.js';

export { HASH_CHUNK_BYTES } from './sha1.js';

/** Starts the hashing worker, or answers null where the browser cannot (no Worker, a content policy). */
function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./sha1.worker.ts', import.meta.url), { type: 'module' });
  } catch (error) {
    if (error instanceof Error) return null;
    throw error;
  }
}

/**
 * SHA-1 of a file, in hex, computed in a web worker (SPEC §9: the default file hash; the server
 * recomputes it from the bytes it receives and refuses the upload when they differ). Aborting stops
 * the worker at once. Where no worker can run, or it fails to load, the page hashes it itself.
 */
export async function sha1OfFile(file: Blob, options: HashOptions = {}): Promise<string> {
  if (DEFAULT_FILE_HASH !== 'SHA-1') throw new Error(`unsupported file hash ${DEFAULT_FILE_HASH}`);
  options.signal?.throwIfAborted();
  const worker = startWorker();
  if (!worker) return sha1InThread(file, options);
  return new Promise<string>((resolve, reject) => {
    let answered = false;
    const finish = () => {
      worker.terminate();
      options.signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(options.signal?.reason);
    };
    options.signal?.addEventListener('abort', abort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<HashAnswer>) => {
      answered = true;
      const message = event.data;
      if (message.type === 'progress') {
        options.onProgress?.(message.fraction);
        return;
      }
      finish();
      if (message.type === 'done') resolve(message.hex);
      else reject(new Error(message.message));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish();
      // A worker that never answered could not load: the page does the work instead.
      if (answered) reject(new Error(event.message || 'hashing worker failed'));
      else sha1InThread(file, options).then(resolve, reject);
    });
    const request: HashRequest = { file, chunkBytes: options.chunkBytes };
    worker.postMessage(request);
  });
}
