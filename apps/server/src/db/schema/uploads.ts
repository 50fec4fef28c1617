import type { UploadStatus } from '@herald/contract';
import { bigint, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { games } from './tenancy.js';
import { users } from './users.js';

/**
 * A file uploaded through the resumable (tus) endpoint. The row exists from the moment the upload is
 * created (status `start`); it becomes `done` only after the server has checked the bytes (type
 * sniffed, SHA-1 recomputed, dimensions and duration read), or `fail` with the reason (the bytes are
 * then deleted). Everything else in Herald trusts only what a `done` row says about a file.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The upload's key in the store (local directory or S3 bucket); also its tus id. */
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    /** What the client asked for: image, video or document. */
    kind: text('kind').notNull(),
    /** Declared by the client at creation, replaced by the sniffed type when done. */
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** SHA-1 hex: declared by the client at creation, verified against the bytes at the end. */
    sha1: text('sha1').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    status: text('status').$type<UploadStatus>().notNull().default('start'),
    /** The catalogue error id that refused the file (status `fail`). */
    failure: text('failure'),
    /**
     * A finished file that may not be used for new posts, as the catalogue error id that says why
     * (material_pending, material_rejected, material_expired): set by the material library.
     */
    blocked: text('blocked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('uploads_storage_key_uq').on(table.storageKey),
    index('uploads_game_idx').on(table.gameId, table.status),
  ],
);
