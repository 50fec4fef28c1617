import { AppError } from '../../../http/errors.js';

/**
 * The list's keyset position: an item's network time in microseconds (PostgreSQL's precision, so
 * items written within one millisecond keep their order) and its id. Opaque to the client.
 */
export interface FeedCursor {
  createdUs: bigint;
  id: number;
}

const SHAPE = /^(\d{1,16})\.(\d{1,10})$/;
const INT4_MAX = 2_147_483_647;
/** Microsecond instants up to here convert to and from PostgreSQL's arithmetic exactly (2^53). */
const MAX_US = 9_007_199_254_740_991n;

export function encodeCursor(position: { createdUs: string | bigint; id: number }): string {
  return Buffer.from(`${position.createdUs}.${position.id}`).toString('base64url');
}

function invalid(): AppError {
  return new AppError('validation_failed', { issues: [{ path: 'cursor', message: 'invalid cursor' }] });
}

/** Reads a cursor this server gave out; anything else is refused as a validation error. */
export function decodeCursor(value: string): FeedCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw invalid();
  const match = SHAPE.exec(Buffer.from(value, 'base64url').toString('latin1'));
  if (!match?.[1] || !match[2]) throw invalid();
  const id = Number(match[2]);
  const createdUs = BigInt(match[1]);
  if (id < 1 || id > INT4_MAX || createdUs > MAX_US) throw invalid();
  return { createdUs, id };
}
