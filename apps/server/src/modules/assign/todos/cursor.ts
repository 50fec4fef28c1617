import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { AppError } from '../../../http/errors.js';

/**
 * The link list's keyset position: which part of the list it stands in (the proposals come first,
 * then every other post), the post's time in microseconds (PostgreSQL's precision) and its id.
 * Opaque to the client.
 */
export interface LinkCursor {
  part: 'proposed' | 'others';
  postedUs: bigint;
  id: number;
}

const SHAPE = /^([po])\.(\d{1,16})\.(\d{1,10})$/;
const INT4_MAX = 2_147_483_647;
/** Microsecond instants up to here convert to and from PostgreSQL's arithmetic exactly (2^53). */
const MAX_US = 9_007_199_254_740_991n;

export function encodeLinkCursor(cursor: {
  part: LinkCursor['part'];
  postedUs: string | bigint;
  id: number;
}) {
  return Buffer.from(`${cursor.part === 'proposed' ? 'p' : 'o'}.${cursor.postedUs}.${cursor.id}`).toString(
    'base64url',
  );
}

function invalid(): AppError {
  return new AppError('validation_failed', { issues: [{ path: 'cursor', message: 'invalid cursor' }] });
}

/** Reads a cursor this server gave out; anything else is refused as a validation error. */
export function decodeLinkCursor(value: string): LinkCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw invalid();
  const match = SHAPE.exec(Buffer.from(value, 'base64url').toString('latin1'));
  if (!match?.[1] || !match[2] || !match[3]) throw invalid();
  const id = Number(match[3]);
  const postedUs = BigInt(match[2]);
  if (id < 1 || id > INT4_MAX || postedUs > MAX_US) throw invalid();
  return { part: match[1] === 'p' ? 'proposed' : 'others', postedUs, id };
}

/** A post time as its cursor keeps it: microseconds since the epoch, as text. */
export function microsOf(time: SQLWrapper): SQL<string> {
  return sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text`;
}

/** Posts after the cursor in the list's order (newest first): older, or as old with a lower id. */
export function olderThan(time: SQLWrapper, id: SQLWrapper, cursor: LinkCursor | null): SQL {
  if (!cursor) return sql`true`;
  const at = sql`(timestamptz 'epoch' + ${cursor.postedUs.toString()}::bigint * interval '1 microsecond')`;
  return sql`(${time}, ${id}) < (${at}, ${cursor.id})`;
}
