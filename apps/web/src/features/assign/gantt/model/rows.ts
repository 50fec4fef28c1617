import type { Task, Todo } from '@herald/contract';
import { type BarState, taskState, todoState } from './state.js';

/** A member of the game as the contract names one (a receiver). */
export type MemberRef = Task['receivers'][number];

/** How rows are grouped: under the task's label path, or under each receiver. */
export const groupings = ['label', 'receiver'] as const;
export type Grouping = (typeof groupings)[number];

/** A group row, a task's post period (a bar) or its deadline (a milestone under it). */
export type RowKind = 'group' | 'period' | 'deadline';

/** A row as the gantt takes it: only what it draws. */
export interface ChartRow {
  id: string;
  parent: string | 0;
  text: string;
  type: 'summary' | 'task' | 'milestone';
  start: Date;
  end?: Date;
  open?: boolean;
}

/** What the screen knows of a row beyond what the gantt draws. */
export interface RowInfo {
  kind: RowKind;
  /** The task a period or deadline row shows (never for a group). */
  task?: Task;
  /** By receiver: that receiver's to-do, when the task was handed out. */
  todo?: Todo;
  receiver?: MemberRef;
  state: BarState | null;
  /** Whether a manager may drag it: a published or drafted task's period or deadline. */
  movable: boolean;
}

export interface ChartRows {
  rows: ChartRow[];
  info: ReadonlyMap<string, RowInfo>;
}

/** A bar of no length is not drawn; an instant post period gets an hour to be seen and grabbed. */
const MIN_BAR_MS = 60 * 60 * 1000;

const byStart = (a: Task, b: Task) =>
  Date.parse(a.post_period.start) - Date.parse(b.post_period.start) || a.name.localeCompare(b.name);

function isMovable(task: Task): boolean {
  return task.status === 'published' || task.status === 'drafted';
}

interface Entry {
  task: Task;
  todo?: Todo;
  receiver?: MemberRef;
}

/**
 * The gantt's rows: each group (a label path, "no label" last; or a receiver by name) with, per task, a
 * bar for its post period and a milestone row for its deadline beneath it. By receiver a task is listed
 * under each receiver's to-do (a draft, with no to-dos yet, under the receivers it names) and coloured
 * by that to-do. Row ids are stable across answers so the chart keeps its place.
 */
export function chartRows(
  answer: { tasks: readonly Task[]; todos: readonly Todo[] },
  grouping: Grouping,
  names: { noLabel: string },
): ChartRows {
  const groups = grouping === 'label' ? byLabel(answer.tasks, names.noLabel) : byReceiver(answer);
  const rows: ChartRow[] = [];
  const info = new Map<string, RowInfo>();
  for (const group of groups) {
    const entries = [...group.entries].sort((a, b) => byStart(a.task, b.task));
    const first = entries[0];
    if (!first) continue;
    rows.push({
      id: group.id,
      parent: 0,
      text: group.text,
      type: 'summary',
      open: true,
      start: new Date(Math.min(...entries.map((entry) => Date.parse(entry.task.post_period.start)))),
      end: new Date(Math.max(...entries.map((entry) => endOf(entry.task)))),
    });
    info.set(group.id, { kind: 'group', receiver: group.receiver, state: null, movable: false });
    for (const entry of entries) addTask(rows, info, group.id, entry);
  }
  return { rows, info };
}

function endOf(task: Task): number {
  const start = Date.parse(task.post_period.start);
  return Math.max(Date.parse(task.post_period.end), start + MIN_BAR_MS, Date.parse(task.deadline));
}

function addTask(rows: ChartRow[], info: Map<string, RowInfo>, parent: string, entry: Entry): void {
  const { task, todo, receiver } = entry;
  const suffix = receiver ? `${task.task_id}:${receiver.user_id}` : String(task.task_id);
  const periodId = `t:${suffix}`;
  const deadlineId = `d:${suffix}`;
  const state = todo ? todoState(todo, task) : taskState(task);
  const movable = isMovable(task);
  const start = Date.parse(task.post_period.start);
  rows.push({
    id: periodId,
    parent,
    text: task.name,
    type: 'task',
    open: true,
    start: new Date(start),
    end: new Date(Math.max(Date.parse(task.post_period.end), start + MIN_BAR_MS)),
  });
  info.set(periodId, { kind: 'period', task, todo, receiver, state, movable });
  rows.push({
    id: deadlineId,
    parent: periodId,
    text: task.name,
    type: 'milestone',
    start: new Date(task.deadline),
  });
  info.set(deadlineId, { kind: 'deadline', task, todo, receiver, state, movable });
}

interface Group {
  id: string;
  text: string;
  receiver?: MemberRef;
  entries: Entry[];
}

function byLabel(tasks: readonly Task[], noLabel: string): Group[] {
  const groups = new Map<string, Group>();
  for (const task of tasks) {
    const path = task.label_path.length > 0 ? task.label_path.join(' / ') : '';
    const key = task.label ? `g:${task.label.id}` : 'g:none';
    const group = groups.get(key) ?? { id: key, text: path || noLabel, entries: [] };
    group.entries.push({ task });
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.id === 'g:none') return 1;
    if (b.id === 'g:none') return -1;
    return a.text.localeCompare(b.text);
  });
}

function byReceiver(answer: { tasks: readonly Task[]; todos: readonly Todo[] }): Group[] {
  const tasks = new Map(answer.tasks.map((task) => [task.task_id, task]));
  const groups = new Map<number, Group>();
  const add = (receiver: MemberRef, entry: Entry) => {
    const group = groups.get(receiver.user_id) ?? {
      id: `r:${receiver.user_id}`,
      text: receiver.name || receiver.email,
      receiver,
      entries: [],
    };
    group.entries.push(entry);
    groups.set(receiver.user_id, group);
  };
  const handedOut = new Set<number>();
  for (const todo of answer.todos) {
    const task = tasks.get(todo.task_id);
    if (!task) continue;
    handedOut.add(task.task_id);
    add(todo.receiver, { task, todo, receiver: todo.receiver });
  }
  for (const task of answer.tasks) {
    if (task.status !== 'drafted' || handedOut.has(task.task_id)) continue;
    for (const receiver of task.receivers) add(receiver, { task, receiver });
  }
  return [...groups.values()].sort((a, b) => a.text.localeCompare(b.text));
}
