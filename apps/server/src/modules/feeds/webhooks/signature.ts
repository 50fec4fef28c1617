import { createHmac, timingSafeEqual } from 'node:crypto';

/** Two secrets compared in constant time (a length mismatch answers at once: lengths are not secret). */
export function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (given === undefined || expected === undefined || expected === '') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Meta's `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, checked
 * in constant time against the app's secret.
 */
export function validMetaSignature(
  raw: Buffer,
  header: string | undefined,
  secret: string | undefined,
): boolean {
  if (!header?.startsWith('sha256=') || !secret) return false;
  const expected = createHmac('sha256', secret).update(raw).digest('hex');
  return sameSecret(header.slice('sha256='.length).toLowerCase(), expected);
}
