import { z } from 'zod';
import {
  briefStatusSchema,
  linkStatusSchema,
  socialNetworkSchema,
  taskEventSchema,
  taskStatusSchema,
  todoStatusSchema,
} from '../enums.js';
import { idSchema, isoTime, keywordSchema, nameSchema } from '../schemas/common.js';
import { memberRefSchema } from '../schemas/perm.js';
import { pageInputSchema } from '../transport.js';
import {
  countSchema,
  hashtagSchema,
  noteSchema,
  timeRangeSchema,
  timeZoneSchema,
  urlSchema,
} from './fields.js';

/**
 * Assign (SPEC §1, §3 Task/Todo/Label, §4): a lead briefs the people who post with tasks; each
 * receiver gets a to-do, links the posts that fulfil it and completes or rejects it.
 */

/** Labels nest at most this deep (level 1 is a root label). */
export const LABEL_MAX_LEVEL = 3;
/** Receivers of one task. */
export const TASK_RECEIVERS_MAX = 200;
/** Posts linked to one to-do. */
export const TODO_LINKS_MAX = 50;
/** Hours before the deadline a reminder goes out when the task does not say. */
export const TASK_REMIND_DEFAULT_HOURS = 24;
/** Reasons, answers and questions. */
export const ASSIGN_TEXT_MAX = 2000;

/** A task label; labels are multi-level: level 1 has no parent, deeper levels sit below one. */
export const labelSchema = z.object({
  id: idSchema,
  name: nameSchema,
  level: z.number().int().min(1).max(LABEL_MAX_LEVEL),
  parent_id: idSchema.nullable(),
});
export type Label = z.infer<typeof labelSchema>;

/** A label in the game's tree: its place among its siblings and what uses it. */
export const labelNodeSchema = labelSchema.extend({
  position: z.number().int().min(0),
  /** Tasks (not deleted) carrying this label itself. */
  task_count: countSchema,
  /** Templates carrying this label itself. */
  template_count: countSchema,
});
export type LabelNode = z.infer<typeof labelNodeSchema>;

/** What a task asks, shared by tasks, drafts and templates: each field as sent, without defaults. */
const taskBriefSchemas = {
  name: nameSchema,
  label_id: idSchema.nullable(),
  talking_points: noteSchema,
  hashtags: z.array(hashtagSchema).max(30),
  /** Uploaded media (and, once the library lands, material) ids handed to the receivers. */
  material_ids: z.array(idSchema).max(20),
  deeplink: urlSchema.nullable(),
  notes: noteSchema,
  urgent: z.boolean(),
  /** Hours before the deadline receivers with a pending to-do are reminded; null: never. */
  remind_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .nullable(),
};

/** The brief's fields with the defaults a new task, draft or template starts from. */
const taskBriefFields = {
  ...taskBriefSchemas,
  label_id: taskBriefSchemas.label_id.default(null),
  talking_points: taskBriefSchemas.talking_points.default(''),
  hashtags: taskBriefSchemas.hashtags.default([]),
  material_ids: taskBriefSchemas.material_ids.default([]),
  deeplink: taskBriefSchemas.deeplink.default(null),
  notes: taskBriefSchemas.notes.default(''),
  urgent: taskBriefSchemas.urgent.default(false),
  remind_hours: taskBriefSchemas.remind_hours.default(TASK_REMIND_DEFAULT_HOURS),
};

/** When a task's deadline and post period are, in which zone. */
const taskTimeSchemas = {
  /** The zone the deadline and post period were set in; expiry and reminders follow it. */
  time_zone: timeZoneSchema,
  deadline: isoTime,
  /** When the posts of the task should go out; the deadline is not before its start. */
  post_period: timeRangeSchema,
};

/** The editable fields of a task: what it asks, when, and of whom. */
export const taskFieldsSchema = z.strictObject({
  ...taskBriefFields,
  ...taskTimeSchemas,
  receiver_ids: z.array(idSchema).min(1).max(TASK_RECEIVERS_MAX),
});
export type TaskFields = z.infer<typeof taskFieldsSchema>;

/**
 * A change to a published task (the receivers change through add receivers): only the fields sent
 * change. No field has a default here, so a change of dates from the gantt leaves the brief alone.
 */
export const taskChangeSchema = z.strictObject({ ...taskBriefSchemas, ...taskTimeSchemas }).partial();
export type TaskChange = z.infer<typeof taskChangeSchema>;

/** One receiver's share of a task, counted. */
export const todoCountsSchema = z.object({
  pending: countSchema,
  completed: countSchema,
  rejected: countSchema,
  /** Pending to-dos past the deadline. */
  overdue: countSchema,
});
export type TodoCounts = z.infer<typeof todoCountsSchema>;

/** A task handed to receivers, who each get a todo (SPEC §3 Task). */
export const taskSchema = z.object({
  task_id: idSchema,
  name: nameSchema,
  label: labelSchema.nullable(),
  /** The label and its ancestors, root first (for "Launch / EU / Teaser"). */
  label_path: z.array(z.string()),
  status: taskStatusSchema,
  time_zone: timeZoneSchema,
  deadline: isoTime,
  post_period: timeRangeSchema,
  talking_points: noteSchema,
  hashtags: z.array(hashtagSchema).max(30),
  material_ids: z.array(idSchema).max(20),
  deeplink: urlSchema.nullable(),
  notes: noteSchema,
  urgent: z.boolean(),
  remind_hours: z.number().int().nullable(),
  receivers: z.array(memberRefSchema).max(TASK_RECEIVERS_MAX),
  /** Published and past its deadline, or ended by expiry, with to-dos still pending. */
  overdue: z.boolean(),
  /** Published, not overdue, and the deadline within the reminder window. */
  due_soon: z.boolean(),
  brief_status: briefStatusSchema,
  counts: todoCountsSchema,
  creator: memberRefSchema.nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  published_at: isoTime.nullable(),
  ended_at: isoTime.nullable(),
});
export type Task = z.infer<typeof taskSchema>;

/** The linked posts' figures shown on a to-do (null: no linked post has the figure yet). */
export const todoPostStatsSchema = z.object({
  posts: countSchema,
  views: z.number().nullable(),
  engagements: z.number().nullable(),
  comments: z.number().nullable(),
});
export type TodoPostStats = z.infer<typeof todoPostStatsSchema>;

/** The task as its to-do shows it. */
export const todoTaskSchema = taskSchema.pick({
  task_id: true,
  name: true,
  label: true,
  label_path: true,
  status: true,
  time_zone: true,
  deadline: true,
  post_period: true,
  urgent: true,
});

/** One receiver's share of a task (SPEC §3 Todo). */
export const todoSchema = z.object({
  todo_id: idSchema,
  task_id: idSchema,
  task: todoTaskSchema,
  receiver: memberRefSchema,
  status: todoStatusSchema,
  /** Pending while the deadline has passed. */
  overdue: z.boolean(),
  /** Why the receiver rejected it. */
  reason: z.string().nullable(),
  /** The receiver's note on completion. */
  note: z.string().nullable(),
  completed_at: isoTime.nullable(),
  /** Proposed links (a post carrying the task's hashtag or deeplink) waiting for the receiver. */
  proposals: countSchema,
  post_stats: todoPostStatsSchema,
});
export type Todo = z.infer<typeof todoSchema>;

/** One line of a task's history (SPEC §4 task events, plus to-do and brief events). */
export const taskHistorySchema = z.object({
  id: idSchema,
  event: z.union([
    taskEventSchema,
    z.enum([
      'todo_completed',
      'todo_rejected',
      'brief_asked',
      'brief_resolved',
      'brief_rejected',
      'task_reminded',
    ]),
  ]),
  actor: memberRefSchema.nullable(),
  at: isoTime,
  /** What changed: field names, receivers added, the reason given. */
  detail: z.record(z.string(), z.unknown()),
});
export type TaskHistory = z.infer<typeof taskHistorySchema>;

/** A question a receiver asks about the task's brief, and the lead's answer. */
export const taskQuestionSchema = z.object({
  id: idSchema,
  task_id: idSchema,
  asker: memberRefSchema,
  question: z.string(),
  status: briefStatusSchema,
  answer: z.string().nullable(),
  answered_by: memberRefSchema.nullable(),
  asked_at: isoTime,
  answered_at: isoTime.nullable(),
});
export type TaskQuestion = z.infer<typeof taskQuestionSchema>;

/** A published post a to-do may link (the receiver's accounts' posts). */
export const linkPostSchema = z.object({
  post_id: idSchema,
  account: z.object({ id: idSchema, name: z.string(), network: socialNetworkSchema }),
  text: z.string(),
  permalink: z.string().nullable(),
  published_at: isoTime,
  /** nolink: free; linked: to this to-do; unlink: was linked here; tasked: another task has it; todoed: another receiver of this task has it. */
  link_status: linkStatusSchema,
  /** Herald proposes it: it carries the task's hashtags or deeplink and is not linked yet. */
  proposed: z.boolean(),
  views: z.number().nullable(),
  engagements: z.number().nullable(),
  comments: z.number().nullable(),
});
export type LinkPost = z.infer<typeof linkPostSchema>;

export const todoDetailSchema = z.object({
  todo: todoSchema,
  task: taskSchema,
  linked: z.array(linkPostSchema),
  questions: z.array(taskQuestionSchema),
  /** What the caller may do now (the receiver on a pending to-do of a published task). */
  can: z.object({ complete: z.boolean(), reject: z.boolean(), link: z.boolean(), ask: z.boolean() }),
});
export type TodoDetail = z.infer<typeof todoDetailSchema>;

export const taskDetailSchema = z.object({
  task: taskSchema,
  todos: z.array(todoSchema),
  history: z.array(taskHistorySchema),
  questions: z.array(taskQuestionSchema),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/** A reusable task without dates: the deadline and post period are offsets from the day it is used. */
export const templateFieldsSchema = z.strictObject({
  ...taskBriefFields,
  template_name: nameSchema,
  receiver_ids: z.array(idSchema).max(TASK_RECEIVERS_MAX).default([]),
  /** Days from the day of use to the post period's start, its length and the deadline. */
  start_after_days: z.number().int().min(0).max(365).default(0),
  period_days: z.number().int().min(1).max(365).default(1),
  deadline_after_days: z.number().int().min(0).max(730).default(1),
});
export type TemplateFields = z.infer<typeof templateFieldsSchema>;

export const templateSchema = z.object({
  id: idSchema,
  fields: templateFieldsSchema,
  receivers: z.array(memberRefSchema),
  updated_at: isoTime,
});
export type Template = z.infer<typeof templateSchema>;

export const taskListInput = pageInputSchema
  .extend({
    status: z.array(taskStatusSchema.exclude(['deleted'])).optional(),
    label_ids: z.array(idSchema).max(50).optional(),
    receiver_ids: z.array(idSchema).max(50).optional(),
    keyword: keywordSchema,
    urgent: z.boolean().optional(),
    overdue: z.boolean().optional(),
    /** Tasks whose post period or deadline touches this range. */
    range: timeRangeSchema.optional(),
  })
  .strict();
export type TaskListInput = z.infer<typeof taskListInput>;

export const todoListInput = pageInputSchema
  .extend({
    status: z.array(todoStatusSchema).optional(),
    overdue: z.boolean().optional(),
    keyword: keywordSchema,
    /** Managers only: another receiver's to-dos (else the caller's own). */
    receiver_id: idSchema.optional(),
  })
  .strict();
export type TodoListInput = z.infer<typeof todoListInput>;

export const linkListInput = z.strictObject({
  todo_id: idSchema,
  cursor: z.string().max(200).nullable().default(null),
  keyword: keywordSchema,
  account_ids: z.array(idSchema).max(100).optional(),
  /** Only the posts Herald proposes. */
  proposed: z.boolean().default(false),
});

export const linkPageSchema = z.object({ list: z.array(linkPostSchema), next: z.string().nullable() });

/** The gantt's rows: tasks touching the range with their receivers' to-dos. */
export const ganttInput = z.strictObject({
  range: timeRangeSchema,
  label_ids: z.array(idSchema).max(50).optional(),
  receiver_ids: z.array(idSchema).max(50).optional(),
});
export const ganttSchema = z.object({ tasks: z.array(taskSchema), todos: z.array(todoSchema) });
