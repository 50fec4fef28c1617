import type { ResourceKey, SocialPermission } from '@herald/contract';
import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { games, memberships } from './tenancy.js';
import { users } from './users.js';

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['preset', 'custom'] }).notNull(),
    systemPermissions: text('system_permissions').array().$type<ResourceKey[]>().notNull().default([]),
    socialPermissions: text('social_permissions').array().$type<SocialPermission[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('roles_game_name_uq').on(table.gameId, table.name)],
);

export const memberRoles = pgTable(
  'member_roles',
  {
    gameId: integer('game_id').notNull(),
    userId: integer('user_id').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    foreignKey({
      columns: [table.gameId, table.userId],
      foreignColumns: [memberships.gameId, memberships.userId],
    }).onDelete('cascade'),
  ],
);

export const publishingGroups = pgTable(
  'publishing_groups',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    emails: text('emails').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('groups_game_name_uq').on(table.gameId, table.name)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => publishingGroups.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    foreignKey({
      columns: [table.gameId, table.userId],
      foreignColumns: [memberships.gameId, memberships.userId],
    }).onDelete('cascade'),
  ],
);
