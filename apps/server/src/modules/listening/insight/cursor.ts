import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { AppError } from '../../../http/errors.js';

/**
 * The mentions list's keyset position: the mention's time in microseconds since the epoch
 * (PostgreSQL's precision) and its item id. Opaque to the client.
 */
export interface MentionCursor {
  us: bigint;
  id: number;
}

const SHAPE = /^(\d{1,16})\.(\d{1,10})$/;
const INT4_MAX = 2_147_483_647;
/** Microsecond instants up to here convert to and from PostgreSQL's arithmetic exactly (2^53). */
const MAX_US = 9_007_199_254_740_991n;

export function encodeCursor(cursor: { us: string | bigint; id: number }): string {
  return Buffer.from(`${cursor.us}.${cursor.id}`).toString('base64url');
}

function invalid(): AppError {
  return new AppError('validation_failed', { issues: [{ path: 'cursor', message: 'invalid cursor' }] });
}

/** Reads a cursor this server gave out; anything else is refused as a validation error. */
export function decodeCursor(value: string): MentionCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw invalid();
  const match = SHAPE.exec(Buffer.from(value, 'base64url').toString('latin1'));
  if (!match?.[1] || !match[2]) throw invalid();
  const id = Number(match[2]);
  const us = BigInt(match[1]);
  if (id < 1 || id > INT4_MAX || us > MAX_US) throw invalid();
  return { us, id };
}

/** A time as the cursor keeps it: microseconds since the epoch, as text. */
export function microsSql(time: SQLWrapper): SQL<string> {
  return sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text`;
}

/** Rows after the cursor in the list's order (newest first): older, or as old with a lower id. */
export function afterCursor(time: SQLWrapper, id: SQLWrapper, cursor: MentionCursor | null): SQL {
  if (!cursor) return sql`true`;
  const at = sql`(timestamptz 'epoch' + ${cursor.us.toString()}::bigint * interval '1 microsecond')`;
  return sql`(${time}, ${id}) < (${at}, ${cursor.id})`;
}
