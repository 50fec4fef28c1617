import { DEFAULT_FILE_HASH } from '@herald/contract';
import { createSHA1 } from 'hash-wasm';

/** Read in slices: a 2 GB video is hashed without ever being held in memory. */
export const HASH_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * SHA-1 (SPEC §9's default file hash) of a file, in hex, reading it slice by slice. The server
 * recomputes it from the bytes it received and refuses the upload when they differ.
 */
export async function sha1OfFile(
  file: Blob,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void; chunkBytes?: number } = {},
): Promise<string> {
  if (DEFAULT_FILE_HASH !== 'SHA-1') throw new Error(`unsupported file hash ${DEFAULT_FILE_HASH}`);
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
