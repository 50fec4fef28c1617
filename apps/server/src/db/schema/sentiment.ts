import type { JudgedSentiment } from '@herald/contract';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './tenancy.js';

/** A game's sentiment rules: words or phrases that decide a sentiment before the classifier. */
export const sentimentRules = pgTable(
  'sentiment_rules',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    terms: text('terms').array().notNull(),
    sentiment: text('sentiment').$type<JudgedSentiment>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sentiment_rules_game_idx').on(table.gameId, table.position)],
);
