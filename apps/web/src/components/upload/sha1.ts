import { createSHA1 } from 'hash-wasm';

/** Read in slices: a 2 GB video is hashed without ever being held in memory. */
export const HASH_CHUNK_BYTES = 4 * 1024 * 1024;

/** What hashing is told: when to stop, how far it got, and how much it reads at a time. */
export interface HashOptions {
  signal?: AbortSignal | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
  chunkBytes?: number | undefined;
}

/**
 * SHA-1 of a file, in hex, reading it slice by slice in the calling thread: the web worker runs this,
 * and the page itself only where no worker can be started. (It imports nothing of the contract, so
 * the worker's script stays small.)
 */
export async function sha1InThread(file: Blob, options: HashOptions = {}): Promise<string> {
  const chunk = options.chunkBytes ?? HASH_CHUNK_BYTES;
  const hasher = await createSHA1();
  hasher.init();
  for (let offset = 0; offset < file.size; offset += chunk) {
    options.signal?.throwIfAborted();
    hasher.update(new Uint8Array(await file.slice(offset, offset + chunk).arrayBuffer()));
    options.onProgress?.(Math.min(offset + chunk, file.size) / file.size);
  }
  options.signal?.throwIfAborted();
  return hasher.digest('hex');
}
