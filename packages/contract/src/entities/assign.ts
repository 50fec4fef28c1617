import { z } from 'zod';
import { contentStatusSchema, taskStatusSchema, todoStatusSchema } from '../enums.js';
import { idSchema, isoTime, nameSchema } from '../schemas/common.js';
import { memberRefSchema } from '../schemas/perm.js';
import {
  countSchema,
  hashtagSchema,
  noteSchema,
  timeRangeSchema,
  timeZoneSchema,
  urlSchema,
} from './fields.js';

/** Labels nest at most this deep (level 1 is a root label). */
export const LABEL_MAX_LEVEL = 3;

/** A task label; labels are multi-level: level 1 has no parent, deeper levels sit below one. */
export const labelSchema = z.object({
  id: idSchema,
  name: nameSchema,
  level: z.number().int().min(1).max(LABEL_MAX_LEVEL),
  parent_id: idSchema.nullable(),
});
export type Label = z.infer<typeof labelSchema>;

/** A task handed to receivers, who each get a todo (SPEC §3 Task). */
export const taskSchema = z.object({
  task_id: idSchema,
  name: nameSchema,
  label: labelSchema.nullable(),
  status: taskStatusSchema,
  /** The zone the deadline and post period were set in. */
  time_zone: timeZoneSchema,
  deadline: isoTime,
  /** When the posts of the task should go out. */
  post_period: timeRangeSchema,
  talking_points: noteSchema,
  hashtags: z.array(hashtagSchema).max(100),
  material_ids: z.array(idSchema).max(100),
  deeplink: urlSchema.nullable(),
  notes: noteSchema,
  urgent: z.boolean(),
  receivers: z.array(memberRefSchema).max(1000),
});
export type Task = z.infer<typeof taskSchema>;

/** One receiver's share of a task, with how many of its posts are in each content status. */
export const todoSchema = z.object({
  todo_id: idSchema,
  task_id: idSchema,
  receiver: memberRefSchema,
  status: todoStatusSchema,
  post_stats: z.partialRecord(contentStatusSchema, countSchema),
});
export type Todo = z.infer<typeof todoSchema>;
