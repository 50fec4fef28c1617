import type { TaskFields, TemplateFields } from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import type { tasks } from '../../../db/schema/index.js';
import { mediaForPublishing } from '../../uploads/index.js';
import { assertLabelInGame } from '../labels/tree.js';
import { assertDeadline } from '../rules/timing.js';
import { assertReceivers } from './receivers.js';

/** What a task asks of its receivers, shared with templates. */
type Brief = Pick<
  TaskFields,
  | 'label_id'
  | 'talking_points'
  | 'hashtags'
  | 'material_ids'
  | 'deeplink'
  | 'notes'
  | 'urgent'
  | 'remind_hours'
  | 'receiver_ids'
>;

/** The task columns the editable fields fill. */
export type TaskValues = Pick<
  typeof tasks.$inferInsert,
  | 'name'
  | 'labelId'
  | 'talkingPoints'
  | 'hashtags'
  | 'materialIds'
  | 'deeplink'
  | 'notes'
  | 'urgent'
  | 'remindHours'
  | 'timeZone'
  | 'deadline'
  | 'periodStart'
  | 'periodEnd'
  | 'receiverIds'
> & { deadline: Date; periodStart: Date; periodEnd: Date; receiverIds: number[] };

/** Hashtags as stored: each once (whatever its case), with its '#'. */
export function normalHashtags(hashtags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of hashtags) {
    const bare = tag.replace(/^#/, '');
    if (seen.has(bare.toLowerCase())) continue;
    seen.add(bare.toLowerCase());
    kept.push(`#${bare}`);
  }
  return kept;
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/**
 * Checks what a task or template names in the game: its label (unknown_reference), receivers
 * (receiver_not_member) and materials (uploads of this game, finished: unknown_reference else).
 */
export async function assertBriefRefs(db: DbOrTx, gameId: number, brief: Brief): Promise<void> {
  await assertLabelInGame(db, gameId, brief.label_id);
  await assertReceivers(db, gameId, brief.receiver_ids);
  await mediaForPublishing(db, gameId, unique(brief.material_ids));
}

/** A template's fields as stored: hashtags and ids normalised like a task's. */
export function normalTemplate(fields: TemplateFields): TemplateFields {
  return {
    ...fields,
    hashtags: normalHashtags(fields.hashtags),
    material_ids: unique(fields.material_ids),
    receiver_ids: unique(fields.receiver_ids),
  };
}

/** A task's fields checked against the rules and the game (deadline first), as columns. */
export async function checkTaskFields(
  db: DbOrTx,
  gameId: number,
  fields: TaskFields,
  now: Date,
): Promise<TaskValues> {
  const values = taskValues(fields);
  assertDeadline(values.deadline, values.periodStart, now);
  await assertBriefRefs(db, gameId, fields);
  return values;
}

/** The columns of a task's fields, without checks. */
export function taskValues(fields: TaskFields): TaskValues {
  return {
    name: fields.name,
    labelId: fields.label_id,
    talkingPoints: fields.talking_points,
    hashtags: normalHashtags(fields.hashtags),
    materialIds: unique(fields.material_ids),
    deeplink: fields.deeplink,
    notes: fields.notes,
    urgent: fields.urgent,
    remindHours: fields.remind_hours,
    timeZone: fields.time_zone,
    deadline: new Date(fields.deadline),
    periodStart: new Date(fields.post_period.start),
    periodEnd: new Date(fields.post_period.end),
    receiverIds: unique(fields.receiver_ids),
  };
}

/** A stored task's fields, as the contract names them (what a change merges into). */
export function fieldsOf(row: typeof tasks.$inferSelect): TaskFields {
  return {
    name: row.name,
    label_id: row.labelId,
    talking_points: row.talkingPoints,
    hashtags: row.hashtags,
    material_ids: row.materialIds,
    deeplink: row.deeplink,
    notes: row.notes,
    urgent: row.urgent,
    remind_hours: row.remindHours,
    time_zone: row.timeZone,
    deadline: row.deadline.toISOString(),
    post_period: { start: row.periodStart.toISOString(), end: row.periodEnd.toISOString() },
    receiver_ids: row.receiverIds,
  };
}

/** How each field of a task reads from its columns, to tell what a change changed. */
const fieldReaders: Record<Exclude<keyof TaskFields, 'receiver_ids'>, (values: TaskValues) => unknown> = {
  name: (values) => values.name,
  label_id: (values) => values.labelId,
  talking_points: (values) => values.talkingPoints,
  hashtags: (values) => values.hashtags,
  material_ids: (values) => values.materialIds,
  deeplink: (values) => values.deeplink,
  notes: (values) => values.notes,
  urgent: (values) => values.urgent,
  remind_hours: (values) => values.remindHours,
  time_zone: (values) => values.timeZone,
  deadline: (values) => values.deadline.getTime(),
  post_period: (values) => [values.periodStart.getTime(), values.periodEnd.getTime()],
};

/** The fields (but receivers) whose value differs, instants compared as instants. */
export function changedFields(before: TaskValues, after: TaskValues): (keyof typeof fieldReaders)[] {
  return (Object.keys(fieldReaders) as (keyof typeof fieldReaders)[]).filter(
    (field) => JSON.stringify(fieldReaders[field](before)) !== JSON.stringify(fieldReaders[field](after)),
  );
}
