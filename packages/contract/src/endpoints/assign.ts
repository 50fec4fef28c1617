import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  ASSIGN_TEXT_MAX,
  ganttInput,
  ganttSchema,
  labelNodeSchema,
  linkListInput,
  linkPageSchema,
  TASK_RECEIVERS_MAX,
  TODO_LINKS_MAX,
  taskChangeSchema,
  taskDetailSchema,
  taskFieldsSchema,
  taskListInput,
  taskQuestionSchema,
  taskSchema,
  templateFieldsSchema,
  templateSchema,
  todoDetailSchema,
  todoListInput,
  todoSchema,
} from '../entities/assign.js';
import { idInput, idSchema, nameSchema } from '../schemas/common.js';
import { memberRefSchema } from '../schemas/perm.js';
import { emptyInput, okOutput, pageOf } from '../transport.js';

const textSchema = z.string().trim().min(1).max(ASSIGN_TEXT_MAX);

/** Labels: the multi-level tree tasks are filed under (SPEC §2 /assign/label/config). */
export const assignLabelEndpoints = {
  list: defineEndpoint({
    path: 'assign/label/list',
    access: 'assign_base',
    input: emptyInput,
    output: z.array(labelNodeSchema),
    summary: "The game's label tree, each label with its place and what uses it",
  }),
  create: defineEndpoint({
    path: 'assign/label/create',
    access: 'assign_manage',
    input: z.strictObject({ name: nameSchema, parent_id: idSchema.nullable().default(null) }),
    output: labelNodeSchema,
    summary: 'Add a label at the end of its parent (or of the roots)',
  }),
  update: defineEndpoint({
    path: 'assign/label/update',
    access: 'assign_manage',
    input: z.strictObject({ id: idSchema, name: nameSchema }),
    output: labelNodeSchema,
    summary: 'Rename a label',
  }),
  move: defineEndpoint({
    path: 'assign/label/move',
    access: 'assign_manage',
    input: z.strictObject({
      id: idSchema,
      parent_id: idSchema.nullable(),
      position: z.number().int().min(0).max(10_000),
    }),
    output: z.array(labelNodeSchema),
    summary: 'Move a label (with its children) under another parent or to another place; never into itself',
  }),
  delete: defineEndpoint({
    path: 'assign/label/delete',
    access: 'assign_manage',
    input: idInput,
    output: okOutput,
    summary: 'Delete a label no task or template uses, with its unused children',
  }),
};

/** Tasks: the lead's briefs (SPEC §2 /assign/task/*, §4 task states and events). */
export const assignTaskEndpoints = {
  list: defineEndpoint({
    path: 'assign/task/list',
    access: 'assign_base',
    input: taskListInput,
    output: pageOf(taskSchema),
    summary: 'Tasks of the game (a receiver without assign_manage sees only the tasks they received)',
  }),
  detail: defineEndpoint({
    path: 'assign/task/detail',
    access: 'assign_base',
    input: idInput,
    output: taskDetailSchema,
    summary: 'One task with its to-dos, history and brief questions',
  }),
  gantt: defineEndpoint({
    path: 'assign/task/gantt',
    access: 'assign_base',
    input: ganttInput,
    output: ganttSchema,
    summary: 'Tasks whose post period or deadline touches the range, with their to-dos',
  }),
  create: defineEndpoint({
    path: 'assign/task/create',
    access: 'assign_manage',
    input: z.strictObject({ fields: taskFieldsSchema, publish: z.boolean().default(false) }),
    output: taskDetailSchema,
    summary: 'Create a task as a draft (new draft) or hand it out at once (new assign)',
  }),
  edit: defineEndpoint({
    path: 'assign/task/edit',
    access: 'assign_manage',
    input: z.strictObject({ id: idSchema, fields: taskFieldsSchema }),
    output: taskDetailSchema,
    summary: 'Edit a draft (edit draft)',
  }),
  publish: defineEndpoint({
    path: 'assign/task/publish',
    access: 'assign_manage',
    input: idInput,
    output: taskDetailSchema,
    summary: 'Hand out a draft: each receiver gets a to-do and is told (publish draft)',
  }),
  change: defineEndpoint({
    path: 'assign/task/change',
    access: 'assign_manage',
    input: z.strictObject({ id: idSchema, fields: taskChangeSchema }),
    output: taskDetailSchema,
    summary: 'Change a published task (its dates from the gantt too); the receivers are told (change task)',
  }),
  addReceivers: defineEndpoint({
    path: 'assign/task/receivers/add',
    access: 'assign_manage',
    input: z.strictObject({ id: idSchema, receiver_ids: z.array(idSchema).min(1).max(TASK_RECEIVERS_MAX) }),
    output: taskDetailSchema,
    summary: 'Give a published task to more receivers (add receivers)',
  }),
  abandon: defineEndpoint({
    path: 'assign/task/abandon',
    access: 'assign_manage',
    input: z.strictObject({ id: idSchema, reason: z.string().trim().max(ASSIGN_TEXT_MAX).default('') }),
    output: taskDetailSchema,
    summary: 'End a published task early; its pending to-dos can no longer be completed (abandon task)',
  }),
  delete: defineEndpoint({
    path: 'assign/task/delete',
    access: 'assign_manage',
    input: idInput,
    output: okOutput,
    summary:
      'Delete a draft (delete draft) or an ended task (delete task); a published task cannot be deleted',
  }),
  receivers: defineEndpoint({
    path: 'assign/task/receivers',
    access: 'assign_base',
    input: emptyInput,
    output: z.array(memberRefSchema),
    summary: 'The members a task can be handed to: members of the game who may open their to-dos',
  }),
};

/** Task templates for recurring campaigns. */
export const assignTemplateEndpoints = {
  list: defineEndpoint({
    path: 'assign/template/list',
    access: 'assign_manage',
    input: emptyInput,
    output: z.array(templateSchema),
    summary: "The game's task templates",
  }),
  save: defineEndpoint({
    path: 'assign/template/save',
    access: 'assign_manage',
    input: z.strictObject({ id: idSchema.optional(), fields: templateFieldsSchema }),
    output: templateSchema,
    summary: 'Create or update a template (its name unique in the game)',
  }),
  delete: defineEndpoint({
    path: 'assign/template/delete',
    access: 'assign_manage',
    input: idInput,
    output: okOutput,
    summary: 'Delete a template',
  }),
};

/** To-dos: a receiver's share of a task (SPEC §2 /assign/todo/*, §4 todo and link states). */
export const assignTodoEndpoints = {
  list: defineEndpoint({
    path: 'assign/todo/list',
    access: 'assign_base',
    input: todoListInput,
    output: pageOf(todoSchema),
    summary: "The caller's to-dos (a manager may name another receiver), open first by deadline",
  }),
  detail: defineEndpoint({
    path: 'assign/todo/detail',
    access: 'assign_base',
    input: idInput,
    output: todoDetailSchema,
    summary: 'One to-do with its task, linked posts and their figures, and the brief questions',
  }),
  complete: defineEndpoint({
    path: 'assign/todo/complete',
    access: 'assign_base',
    input: z.strictObject({ id: idSchema, note: z.string().trim().max(ASSIGN_TEXT_MAX).default('') }),
    output: todoDetailSchema,
    summary: 'Complete a pending to-do of a published task with the posts linked to it',
  }),
  reject: defineEndpoint({
    path: 'assign/todo/reject',
    access: 'assign_base',
    input: z.strictObject({ id: idSchema, reason: textSchema }),
    output: todoDetailSchema,
    summary: 'Turn down a pending to-do of a published task, saying why',
  }),
  links: defineEndpoint({
    path: 'assign/todo/links',
    access: 'assign_base',
    input: linkListInput,
    output: linkPageSchema,
    summary: "The receiver's published posts with their link state, proposals first, newest first, by cursor",
  }),
  link: defineEndpoint({
    path: 'assign/todo/link',
    access: 'assign_base',
    input: z.strictObject({ id: idSchema, post_ids: z.array(idSchema).min(1).max(TODO_LINKS_MAX) }),
    output: todoDetailSchema,
    summary: 'Link published posts to a pending to-do (a post fulfils one task)',
  }),
  unlink: defineEndpoint({
    path: 'assign/todo/unlink',
    access: 'assign_base',
    input: z.strictObject({ id: idSchema, post_id: idSchema }),
    output: todoDetailSchema,
    summary: 'Unlink a post from a pending to-do',
  }),
};

/** Questions on a task's brief (SPEC §4 brief states). */
export const assignBriefEndpoints = {
  ask: defineEndpoint({
    path: 'assign/brief/ask',
    access: 'assign_base',
    input: z.strictObject({ task_id: idSchema, question: textSchema }),
    output: taskQuestionSchema,
    summary: 'A receiver asks about the brief of a published task; the task creator is told',
  }),
  answer: defineEndpoint({
    path: 'assign/brief/answer',
    access: 'assign_manage',
    input: z.strictObject({
      id: idSchema,
      status: z.enum(['resolved', 'rejected']),
      answer: textSchema,
    }),
    output: taskQuestionSchema,
    summary: 'Resolve or reject a pending question with an answer; the asker is told',
  }),
};
