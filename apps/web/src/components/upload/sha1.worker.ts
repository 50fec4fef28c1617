/**
 * The hashing worker: a file's SHA-1 computed off the page's thread, so hashing a 4 GB video never
 * freezes the console. It answers progress as it reads, then the digest or why it failed.
 */
import { sha1InThread } from './sha1.js';

/** What the page sends: the file and, in tests, the slice size. */
export interface HashRequest {
  file: Blob;
  chunkBytes?: number | undefined;
}

/** What the worker answers. */
export type HashAnswer =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; hex: string }
  | { type: 'error'; message: string };

const answer = (message: HashAnswer) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<HashRequest>) => {
  const { file, chunkBytes } = event.data;
  sha1InThread(file, { chunkBytes, onProgress: (fraction) => answer({ type: 'progress', fraction }) }).then(
    (hex) => answer({ type: 'done', hex }),
    (error: unknown) =>
      answer({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
});
