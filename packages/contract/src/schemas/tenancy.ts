import { z } from 'zod';
import { idSchema, isoTime, nameSchema } from './common.js';

export const gameIdSchema = idSchema;

/** One translated name of a game. */
export const gameNameItemSchema = z.object({
  language: z.string().min(2).max(16),
  name: nameSchema,
});

export const gameSchema = z.object({
  game_id: gameIdSchema,
  game_name: nameSchema,
  names: z.array(gameNameItemSchema),
});
export type Game = z.infer<typeof gameSchema>;

export const gameDetailSchema = gameSchema.extend({
  member_count: z.number().int(),
  created_at: isoTime,
});

export const versionSchema = z.object({
  id: idSchema,
  version: z.string().trim().min(1).max(32),
  release_time: isoTime,
  notes: z.string().max(20_000),
});
export type Version = z.infer<typeof versionSchema>;
