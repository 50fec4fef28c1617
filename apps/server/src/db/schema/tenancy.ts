import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const games = pgTable('games', {
  gameId: integer('game_id').primaryKey(),
  gameName: text('game_name').notNull(),
  names: jsonb('names').$type<{ language: string; name: string }[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's membership of a game; every tenant-scoped permission hangs off it. */
export const memberships = pgTable(
  'memberships',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isGameAdmin: boolean('is_game_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.userId] })],
);

export const versions = pgTable('versions', {
  id: serial('id').primaryKey(),
  version: text('version').notNull(),
  releaseTime: timestamp('release_time', { withTimezone: true }).notNull(),
  notes: text('notes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
