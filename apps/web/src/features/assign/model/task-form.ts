import {
  TASK_REMIND_DEFAULT_HOURS,
  type Task,
  type TaskFields,
  type Template,
  type TemplateFields,
} from '@herald/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { instantOfPicker, pickerValueOf } from '../../../lib/zone.js';

/**
 * The task editor's values. Dates are picker values whose fields read the wall clock of the task's
 * zone (pickers know no zones): changing the zone keeps the clocks and moves the instants with it,
 * which is what "pick the deadline as a time in that zone" means.
 */
export interface BriefValues {
  name: string;
  label_id: number | null;
  talking_points: string;
  hashtags: string[];
  material_ids: number[];
  deeplink: string;
  notes: string;
  urgent: boolean;
  remind_hours: number | null;
}

export interface TaskFormValues extends BriefValues {
  time_zone: string;
  deadline: Dayjs | null;
  period: [Dayjs, Dayjs] | null;
  receiver_ids: number[];
}

export interface TemplateFormValues extends BriefValues {
  template_name: string;
  receiver_ids: number[];
  start_after_days: number;
  period_days: number;
  deadline_after_days: number;
}

const blankBrief: BriefValues = {
  name: '',
  label_id: null,
  talking_points: '',
  hashtags: [],
  material_ids: [],
  deeplink: '',
  notes: '',
  urgent: false,
  remind_hours: TASK_REMIND_DEFAULT_HOURS,
};

type BriefSource = Pick<
  TemplateFields,
  | 'name'
  | 'label_id'
  | 'talking_points'
  | 'hashtags'
  | 'material_ids'
  | 'deeplink'
  | 'notes'
  | 'urgent'
  | 'remind_hours'
>;

function briefValuesOf(source: BriefSource): BriefValues {
  return {
    name: source.name,
    label_id: source.label_id,
    talking_points: source.talking_points,
    hashtags: [...source.hashtags],
    material_ids: [...source.material_ids],
    deeplink: source.deeplink ?? '',
    notes: source.notes,
    urgent: source.urgent,
    remind_hours: source.remind_hours,
  };
}

/**
 * What the brief fields send: trimmed text, hashtags once each, an empty deeplink as none. antd
 * leaves a field it never rendered undefined, hence the fallbacks.
 */
function briefOf(values: BriefValues): BriefSource {
  return {
    name: values.name.trim(),
    label_id: values.label_id ?? null,
    talking_points: values.talking_points ?? '',
    hashtags: [...new Set((values.hashtags ?? []).map((tag) => tag.trim()).filter(Boolean))],
    material_ids: [...(values.material_ids ?? [])],
    deeplink: values.deeplink?.trim() ? values.deeplink.trim() : null,
    notes: values.notes ?? '',
    urgent: values.urgent ?? false,
    remind_hours: values.remind_hours ?? null,
  };
}

/** A new task: nothing chosen, in the viewer's zone, reminded a day ahead. */
export function blankTaskValues(zone: string): TaskFormValues {
  return { ...blankBrief, time_zone: zone, deadline: null, period: null, receiver_ids: [] };
}

/** A saved task opened in the editor, its dates as the clocks of its own zone read them. */
export function taskValuesOf(task: Task): TaskFormValues {
  return {
    ...briefValuesOf({ ...task, label_id: task.label?.id ?? null }),
    time_zone: task.time_zone,
    deadline: pickerValueOf(task.deadline, task.time_zone),
    period: [
      pickerValueOf(task.post_period.start, task.time_zone),
      pickerValueOf(task.post_period.end, task.time_zone),
    ],
    receiver_ids: task.receivers.map((receiver) => receiver.user_id),
  };
}

/**
 * A new task from a template, used today in `zone`: the post period starts at midnight
 * `start_after_days` from today and lasts `period_days` whole days; the deadline is at 23:59
 * `deadline_after_days` from today.
 */
export function templateTaskValues(template: Template, zone: string, now: Dayjs = dayjs()): TaskFormValues {
  const { fields } = template;
  const today = dayjs(`${now.tz(zone).format('YYYY-MM-DD')}T00:00:00`);
  const start = today.add(fields.start_after_days, 'day');
  const end = start.add(fields.period_days, 'day').subtract(1, 'minute');
  const deadline = today.add(fields.deadline_after_days + 1, 'day').subtract(1, 'minute');
  return {
    ...briefValuesOf(fields),
    time_zone: zone,
    deadline,
    period: [start, end],
    receiver_ids: [...fields.receiver_ids],
  };
}

/** The contract's fields of the editor's values; null while a date is missing. */
export function taskFieldsOf(values: TaskFormValues): TaskFields | null {
  if (!values.deadline || !values.period) return null;
  const zone = values.time_zone;
  return {
    ...briefOf(values),
    time_zone: zone,
    deadline: instantOfPicker(values.deadline, zone),
    post_period: {
      start: instantOfPicker(values.period[0], zone),
      end: instantOfPicker(values.period[1], zone),
    },
    receiver_ids: [...(values.receiver_ids ?? [])],
  };
}

/** The server's deadline_invalid, checked before sending: after now and not before the post period starts. */
export function deadlineProblem(
  values: Pick<TaskFormValues, 'deadline' | 'period' | 'time_zone'>,
  now: Date = new Date(),
): 'past' | 'before_start' | null {
  if (!values.deadline) return null;
  const deadline = Date.parse(instantOfPicker(values.deadline, values.time_zone));
  if (deadline <= now.getTime()) return 'past';
  if (values.period && deadline < Date.parse(instantOfPicker(values.period[0], values.time_zone)))
    return 'before_start';
  return null;
}

/** A task's own fields, as an edit would send them unchanged. */
export function fieldsOfTask(task: Task): TaskFields {
  return {
    name: task.name,
    label_id: task.label?.id ?? null,
    talking_points: task.talking_points,
    hashtags: task.hashtags,
    material_ids: task.material_ids,
    deeplink: task.deeplink,
    notes: task.notes,
    urgent: task.urgent,
    remind_hours: task.remind_hours,
    time_zone: task.time_zone,
    deadline: task.deadline,
    post_period: task.post_period,
    receiver_ids: task.receivers.map((receiver) => receiver.user_id),
  };
}

type ChangeFields = Partial<Omit<TaskFields, 'receiver_ids'>>;

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * What a change of a published task sends: only the fields that differ from the task, so the
 * receivers are told exactly what changed (receivers are added separately, never taken off).
 */
export function changedFields(task: Task, next: TaskFields): ChangeFields {
  const before = fieldsOfTask(task);
  const out: Record<string, unknown> = {};
  const keys = Object.keys(next) as (keyof TaskFields)[];
  for (const key of keys) {
    if (key === 'receiver_ids') continue;
    const a = before[key];
    const b = next[key];
    let same: boolean;
    if (key === 'deadline') same = sameInstant(String(a), String(b));
    else if (key === 'post_period')
      same =
        sameInstant(before.post_period.start, next.post_period.start) &&
        sameInstant(before.post_period.end, next.post_period.end);
    else same = JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
    if (!same) out[key] = b;
  }
  return out as ChangeFields;
}

/** A template opened in its editor. */
export function templateValuesOf(template: Template | null): TemplateFormValues {
  if (!template)
    return {
      ...blankBrief,
      template_name: '',
      receiver_ids: [],
      start_after_days: 0,
      period_days: 1,
      deadline_after_days: 1,
    };
  const { fields } = template;
  return {
    ...briefValuesOf(fields),
    template_name: fields.template_name,
    receiver_ids: [...fields.receiver_ids],
    start_after_days: fields.start_after_days,
    period_days: fields.period_days,
    deadline_after_days: fields.deadline_after_days,
  };
}

/** The contract's template fields of the editor's values. */
export function templateFieldsOf(values: TemplateFormValues): TemplateFields {
  return {
    ...briefOf(values),
    template_name: values.template_name.trim(),
    receiver_ids: [...(values.receiver_ids ?? [])],
    start_after_days: values.start_after_days ?? 0,
    period_days: values.period_days ?? 1,
    deadline_after_days: values.deadline_after_days ?? 1,
  };
}
