import type { MaterialKind, MaterialStatus, PreviewStatus } from '@herald/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { games } from './tenancy.js';
import { uploads } from './uploads.js';
import { users } from './users.js';

/**
 * The material library: folders, materials (each one finished upload, one per file per game by SHA-1)
 * and the outside reviewers' single-use links. Every row carries its game; every query names it.
 */

/** The folder tree; a folder's level is its parent's plus one (level 1 has no parent). */
export const materialFolders = pgTable(
  'material_folders',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => materialFolders.id, {
      onDelete: 'restrict',
    }),
    level: integer('level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('material_folders_game_idx').on(table.gameId, table.parentId)],
);

export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    /** The file's SHA-1 (the upload's, verified): the same file is one material per game. */
    sha1: text('sha1').notNull(),
    kind: text('kind').$type<MaterialKind>().notNull(),
    name: text('name').notNull(),
    defaultDescription: text('default_description').notNull().default(''),
    status: text('status').$type<MaterialStatus>().notNull().default('pending'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    folderId: integer('folder_id').references(() => materialFolders.id, { onDelete: 'set null' }),
    /** Usage rights: until when (null: no end), where, in which languages, from whom. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    licensor: text('licensor').notNull().default(''),
    rightsNotes: text('rights_notes').notNull().default(''),
    /** Derived files (made by the material.preview job) are uploads of their own, served like any. */
    previewStatus: text('preview_status').$type<PreviewStatus>().notNull().default('pending'),
    thumbnailUploadId: integer('thumbnail_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    posterUploadId: integer('poster_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    codec: text('codec'),
    previewReason: text('preview_reason'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** A member's name, or the outside reviewer's e-mail. */
    reviewedBy: text('reviewed_by'),
    reviewComment: text('review_comment').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The owners were told the rights end soon (once per expiry date). */
    expiryNoticedAt: timestamp('expiry_noticed_at', { withTimezone: true }),
    /** The rights ended and the expiry was handled (upload blocked, posts held, owners told). */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('materials_game_sha1_uq').on(table.gameId, table.sha1),
    unique('materials_upload_uq').on(table.uploadId),
    index('materials_game_status_idx').on(table.gameId, table.status, table.createdAt),
    index('materials_game_folder_idx').on(table.gameId, table.folderId),
    index('materials_submitter_idx').on(table.gameId, table.submittedBy, table.createdAt),
    index('materials_tags_idx').using('gin', table.tags),
    index('materials_expiry_idx').on(table.expiresAt).where(sql`${table.expiredAt} is null`),
    // Also `materials_name_trgm_idx` (GIN, name gin_trgm_ops) for the library's name search: written by
    // hand in migration 0014 after `create extension pg_trgm`, which a generated index would precede.
  ],
);

/** An outside reviewer's link: only the token's hash is kept; used once, then closed. */
export const materialReviewLinks = pgTable(
  'material_review_links',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('material_review_links_token_uq').on(table.tokenHash),
    index('material_review_links_material_idx').on(table.materialId),
  ],
);
