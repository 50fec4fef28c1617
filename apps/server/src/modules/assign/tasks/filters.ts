import { and, arrayOverlaps, eq, ilike, inArray, ne, not, type SQL, sql } from 'drizzle-orm';
import { tasks } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import type { LabelTree } from '../labels/tree.js';
import { instant, taskOverdue } from '../rules/timing.js';
import { visibleTasks } from './visibility.js';

export interface TaskFilter {
  status?: ('drafted' | 'published' | 'ended')[] | undefined;
  label_ids?: number[] | undefined;
  receiver_ids?: number[] | undefined;
  keyword?: string | undefined;
  urgent?: boolean | undefined;
  overdue?: boolean | undefined;
  range?: { start: string; end: string } | undefined;
}

/** Text a user typed, matched literally inside a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The tasks a list or the gantt shows: those the caller may see, never deleted ones, filtered. A label
 * stands for itself and the labels below it; a range takes the tasks whose post period or deadline
 * touches it (the deadline is never before the period starts).
 */
export function taskConditions(ctx: TenantRequestContext, labels: LabelTree, filter: TaskFilter, now: Date) {
  const conditions: (SQL | undefined)[] = [visibleTasks(ctx), ne(tasks.status, 'deleted')];
  if (filter.status?.length) conditions.push(inArray(tasks.status, filter.status));
  if (filter.label_ids?.length)
    conditions.push(inArray(tasks.labelId, labels.withDescendants(filter.label_ids)));
  if (filter.receiver_ids?.length) conditions.push(arrayOverlaps(tasks.receiverIds, filter.receiver_ids));
  if (filter.keyword) conditions.push(ilike(tasks.name, likePattern(filter.keyword)));
  if (filter.urgent !== undefined) conditions.push(eq(tasks.urgent, filter.urgent));
  if (filter.overdue !== undefined)
    conditions.push(filter.overdue ? taskOverdue(now) : not(taskOverdue(now)));
  if (filter.range) {
    const start = instant(new Date(filter.range.start));
    const end = instant(new Date(filter.range.end));
    conditions.push(
      sql`${tasks.periodStart} <= ${end} and greatest(${tasks.periodEnd}, ${tasks.deadline}) >= ${start}`,
    );
  }
  return and(...conditions);
}
