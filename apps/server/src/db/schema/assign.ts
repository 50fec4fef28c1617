import type { BriefStatus, TaskStatus, TemplateFields, TodoStatus } from '@herald/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountPosts } from './accounts.js';
import { games } from './tenancy.js';
import { users } from './users.js';

/**
 * Assign: labels, tasks, the receivers' to-dos, the posts linked to them, each task's history and
 * brief questions, and templates. Every row carries its game; every query names it.
 */

/** The label tree; a label's level is its parent's plus one (level 1 has no parent). */
export const taskLabels = pgTable(
  'task_labels',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => taskLabels.id, { onDelete: 'restrict' }),
    level: integer('level').notNull(),
    /** Order among its siblings. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('task_labels_sibling_name_uq').on(
      table.gameId,
      sql`coalesce(${table.parentId}, 0)`,
      sql`lower(${table.name})`,
    ),
    index('task_labels_parent_idx').on(table.gameId, table.parentId, table.position),
  ],
);

/** How a task ended. */
export type TaskEndReason = 'expired' | 'abandoned';

/**
 * A task. `receiverIds` is who it is (or will be) handed to; once published each receiver has a
 * to-do. The deadline and post period are instants; `timeZone` is the zone they were set in.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    labelId: integer('label_id').references(() => taskLabels.id, { onDelete: 'restrict' }),
    status: text('status').$type<TaskStatus>().notNull(),
    timeZone: text('time_zone').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    talkingPoints: text('talking_points').notNull().default(''),
    /** As written, each with its '#'. */
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    materialIds: integer('material_ids').array().notNull().default(sql`'{}'::integer[]`),
    deeplink: text('deeplink'),
    notes: text('notes').notNull().default(''),
    urgent: boolean('urgent').notNull().default(false),
    remindHours: integer('remind_hours'),
    receiverIds: integer('receiver_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** When the receivers were last reminded of this deadline (a changed deadline clears it). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    briefStatus: text('brief_status').$type<BriefStatus>().notNull().default('init'),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<TaskEndReason>(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Its to-dos counted by status, and those completed by the deadline: kept by the database's triggers
     * on `todos` in the statement that changes them (migration 0015; docs/decisions/0022). Never written
     * by the code.
     */
    todoCount: integer('todo_count').notNull().default(0),
    completedCount: integer('completed_count').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    pendingCount: integer('pending_count').notNull().default(0),
    onTimeCount: integer('on_time_count').notNull().default(0),
  },
  (table) => [
    index('tasks_game_status_deadline_idx').on(table.gameId, table.status, table.deadline),
    index('tasks_game_period_idx').on(table.gameId, table.periodStart),
    index('tasks_game_label_idx').on(table.gameId, table.labelId),
    /** The expiry and reminder sweeps read only published tasks, by deadline. */
    index('tasks_published_deadline_idx').on(table.deadline).where(sql`${table.status} = 'published'`),
  ],
);

/** One receiver's share of a published task. */
export const todos = pgTable(
  'todos',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id').notNull(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<TodoStatus>().notNull().default('pending'),
    reason: text('reason'),
    note: text('note'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('todos_task_receiver_uq').on(table.taskId, table.receiverId),
    /** What a link's to-do and game are checked against (todo_links_todo_game_fk). */
    unique('todos_id_game_uq').on(table.id, table.gameId),
    index('todos_game_receiver_idx').on(table.gameId, table.receiverId, table.status),
  ],
);

/**
 * The to-dos per game, task status, UTC day of the task's deadline and receiver, counted by status and
 * on time: the completion report's receivers and open to-dos without reading every to-do. Kept by
 * statement triggers on `todos` and `tasks` (migration 0015; docs/decisions/0022), never by the code.
 */
export const todoTallies = pgTable(
  'todo_tallies',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    taskStatus: text('task_status').$type<TaskStatus>().notNull(),
    day: date('day').notNull(),
    receiverId: integer('receiver_id').notNull(),
    todos: integer('todos').notNull(),
    completed: integer('completed').notNull(),
    rejected: integer('rejected').notNull(),
    pending: integer('pending').notNull(),
    onTime: integer('on_time').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.taskStatus, table.day, table.receiverId] })],
);

/**
 * Posts linked to to-dos. `state`: proposed (Herald found the task's hashtag or deeplink in it and
 * waits for the receiver), linked, unlinked (was linked, taken back), dismissed (a proposal the
 * receiver turned down). A post is linked to at most one to-do at a time.
 */
export type TodoLinkState = 'proposed' | 'linked' | 'unlinked' | 'dismissed';

export const todoLinks = pgTable(
  'todo_links',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id').notNull(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    todoId: integer('todo_id')
      .notNull()
      .references(() => todos.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => accountPosts.id, { onDelete: 'cascade' }),
    state: text('state').$type<TodoLinkState>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('todo_links_todo_post_uq').on(table.todoId, table.postId),
    uniqueIndex('todo_links_post_linked_uq').on(table.postId).where(sql`${table.state} = 'linked'`),
    index('todo_links_task_idx').on(table.taskId, table.state),
    index('todo_links_game_post_idx').on(table.gameId, table.postId),
    /** A link is of its to-do's game, so a lead's reports count a game's links without the to-dos. */
    foreignKey({
      name: 'todo_links_todo_game_fk',
      columns: [table.todoId, table.gameId],
      foreignColumns: [todos.id, todos.gameId],
    }).onDelete('cascade'),
  ],
);

/** A task's history: the task events of SPEC §4 and what happened to its to-dos and questions. */
export const taskEvents = pgTable(
  'task_events',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id').notNull(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    todoId: integer('todo_id').references(() => todos.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_events_task_idx').on(table.taskId, table.at)],
);

/** A receiver's question about a task's brief, and the answer. */
export const taskQuestions = pgTable(
  'task_questions',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id').notNull(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    askerId: integer('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    status: text('status').$type<BriefStatus>().notNull().default('pending'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [index('task_questions_task_idx').on(table.taskId, table.askedAt)],
);

/** Task templates; the label is a column so a label in use by one is found by index. */
export const taskTemplates = pgTable(
  'task_templates',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    labelId: integer('label_id').references(() => taskLabels.id, { onDelete: 'restrict' }),
    fields: jsonb('fields').$type<TemplateFields>().notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('task_templates_game_name_uq').on(table.gameId, sql`lower(${table.name})`),
    index('task_templates_label_idx').on(table.labelId),
  ],
);
