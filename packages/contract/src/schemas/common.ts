import { z } from 'zod';

export const idSchema = z.number().int().positive();
export const isoTime = z.iso.datetime({ offset: true });
export const nameSchema = z.string().trim().min(1).max(100);
export const emailSchema = z
  .email()
  .max(254)
  .transform((value) => value.toLowerCase());
/** Free-text search over a list; empty means no filter. */
export const keywordSchema = z.string().trim().max(100).optional();
export const idInput = z.object({ id: idSchema }).strict();
