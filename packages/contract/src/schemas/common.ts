import { z } from 'zod';

/** The largest value an `integer` column holds: ids and numbers sent to the server stay within it. */
export const INT4_MAX = 2_147_483_647;

/** Every id a request names: a positive integer a column can hold (a larger one is refused, not stored). */
export const idSchema = z.number().int().positive().max(INT4_MAX);
export const isoTime = z.iso.datetime({ offset: true });
export const nameSchema = z.string().trim().min(1).max(100);
export const emailSchema = z
  .email()
  .max(254)
  .transform((value) => value.toLowerCase());
/** Free-text search over a list; empty means no filter. */
export const keywordSchema = z.string().trim().max(100).optional();
export const idInput = z.object({ id: idSchema }).strict();
