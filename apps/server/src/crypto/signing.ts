import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.js';
import { localTokenKey, parseTokenKeys } from './tokens.js';

let testKey: Buffer | undefined;

/**
 * The secret behind Herald's signed links and tokens (uploads, media links, approval links). It follows
 * the token vault's key, so every process of a deployment (api and worker) signs and verifies alike
 * without another setting: TOKEN_KEYS when set, else the embedded install's local key. Tests share one
 * random key per process, so links signed by one test app verify in another. Rotating the first
 * TOKEN_KEYS key invalidates outstanding signatures.
 */
export function signingRoot(config: Config): Buffer {
  if (config.TOKEN_KEYS) {
    const [first] = parseTokenKeys(config.TOKEN_KEYS);
    if (!first) throw new Error('TOKEN_KEYS holds no key');
    return first.key;
  }
  if (config.HERALD_ENV === 'test') {
    testKey ??= randomBytes(32);
    return testKey;
  }
  return localTokenKey(config.DATA_DIR).key;
}

/** A key for one purpose only, so a signature made for one can never pass for another. */
export function deriveKey(root: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), label, 32));
}

export function macOf(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** Compares two secrets in constant time. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
