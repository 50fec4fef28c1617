import type { api, EndpointInput, Task } from '@herald/contract';
import dayjs from 'dayjs';
import { instantOf, wallOf } from '../../../../lib/zone.js';
import type { RowKind } from './rows.js';
import type { LengthUnit } from './zoom.js';

/** What a drag did to a bar: moved it whole, or pulled its start or its end. */
export type DragMode = 'move' | 'start' | 'end';

/** The gantt names the dates a drop moved: both for a move, one for a resize. */
export function dragModeOf(moved: { start?: unknown; end?: unknown }): DragMode {
  const start = moved.start !== undefined;
  const end = moved.end !== undefined;
  if (start && !end) return 'start';
  if (end && !start) return 'end';
  return 'move';
}

/**
 * Whole days a drop moved by. The chart measures in hours at day zoom; a drag still moves by whole days
 * there, so a task keeps the times of day it was given.
 */
export function daysOf(units: number, lengthUnit: LengthUnit): number {
  const days = lengthUnit === 'hour' ? units / 24 : units;
  return Math.round(days) || 0;
}

/** `instant` moved by whole days as the clocks of `zone` read them (18:00 stays 18:00 across a DST change). */
export function shiftDays(instant: string, days: number, zone: string): string {
  // Day arithmetic on the wall clock itself (read as UTC, which has no DST), then back to an instant there.
  const wall = dayjs.utc(wallOf(instant, zone)).add(days, 'day').format('YYYY-MM-DDTHH:mm:ss');
  return instantOf(wall, zone);
}

/** The dates a drop asks for. */
export interface DateChange {
  post_period?: { start: string; end: string };
  deadline?: string;
}

/**
 * The task's new dates after a drop, moved in the task's own time zone: the post period (whole, or one
 * end of it) on its bar, the deadline on its milestone. The server checks them (deadline_invalid, a
 * period that ends before it starts); nothing is refused here.
 */
export function droppedDates(
  task: Pick<Task, 'post_period' | 'deadline' | 'time_zone'>,
  kind: Exclude<RowKind, 'group'>,
  mode: DragMode,
  days: number,
): DateChange {
  const shift = (instant: string) => shiftDays(instant, days, task.time_zone);
  if (kind === 'deadline') return { deadline: shift(task.deadline) };
  const { start, end } = task.post_period;
  return {
    post_period: {
      start: mode === 'end' ? start : shift(start),
      end: mode === 'start' ? end : shift(end),
    },
  };
}

/** The call a drop makes: a published task changes (change task); a draft is edited with all its fields. */
export type DropRequest =
  | { call: 'change'; input: EndpointInput<typeof api.assignTask.change> }
  | { call: 'edit'; input: EndpointInput<typeof api.assignTask.edit> };

export function dropRequest(task: Task, change: DateChange): DropRequest {
  if (task.status !== 'drafted') return { call: 'change', input: { id: task.task_id, fields: change } };
  return {
    call: 'edit',
    input: {
      id: task.task_id,
      fields: {
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
        deadline: change.deadline ?? task.deadline,
        post_period: change.post_period ?? task.post_period,
        receiver_ids: task.receivers.map((receiver) => receiver.user_id),
      },
    },
  };
}
