import type { AppPostStatus } from '@herald/contract';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { contentTargets } from './content.js';
import { users } from './users.js';

/**
 * A post's account handed to a mobile publisher (SPEC §2 App shell): one per target and round. The
 * target stays waiting until the post is found on the account (linked), which publishes the target.
 */
export const appPosts = pgTable(
  'app_posts',
  {
    id: serial('id').primaryKey(),
    targetId: integer('target_id')
      .notNull()
      .references(() => contentTargets.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    gameId: integer('game_id').notNull(),
    contentId: integer('content_id').notNull(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AppPostStatus>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    shareCount: integer('share_count').notNull().default(0),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
  },
  (table) => [
    unique('app_posts_target_round_uq').on(table.targetId, table.round),
    index('app_posts_publisher_idx').on(table.publisherId, table.gameId, table.status),
  ],
);

/** A browser's Web Push subscription for a user (one per endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** The server's VAPID key pair when none is configured: made once, the private key sealed. */
export const pushKeys = pgTable('push_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKeySealed: text('private_key_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
