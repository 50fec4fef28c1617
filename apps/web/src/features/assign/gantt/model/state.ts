import type { Task, Todo } from '@herald/contract';

/**
 * What a bar says about its task (or, by receiver, its to-do), most pressing first. Each state has a
 * colour, an icon and a word (legend, grid and tooltip), so colour is never the only sign.
 */
export const barStates = [
  'overdue',
  'due_soon',
  'urgent',
  'on_track',
  'draft',
  'ended',
  'completed',
  'rejected',
] as const;
export type BarState = (typeof barStates)[number];

/**
 * A task's state: a draft is planned, not handed out; overdue (to-dos still pending past the deadline,
 * also once it expired) beats everything else; then ended, due soon, urgent.
 */
export function taskState(task: Pick<Task, 'status' | 'overdue' | 'due_soon' | 'urgent'>): BarState {
  if (task.status === 'drafted') return 'draft';
  if (task.overdue) return 'overdue';
  if (task.status !== 'published') return 'ended';
  if (task.due_soon) return 'due_soon';
  if (task.urgent) return 'urgent';
  return 'on_track';
}

/** One receiver's state: a decided to-do says how it ended; a pending one follows its own lateness, then the task's. */
export function todoState(
  todo: Pick<Todo, 'status' | 'overdue'>,
  task: Pick<Task, 'status' | 'overdue' | 'due_soon' | 'urgent'>,
): BarState {
  if (todo.status === 'completed') return 'completed';
  if (todo.status === 'rejected') return 'rejected';
  if (todo.overdue) return 'overdue';
  return taskState({ ...task, overdue: false });
}

/**
 * Fill, border and text of each state. Every fill has at least 3:1 against the chart's white and its
 * text at least 4.5:1 against the fill (WCAG AA, checked by a test); a draft is an outline, dashed.
 */
export const barLooks: Readonly<Record<BarState, { fill: string; border: string; text: string }>> = {
  overdue: { fill: '#c0282d', border: '#c0282d', text: '#ffffff' },
  due_soon: { fill: '#a34e00', border: '#a34e00', text: '#ffffff' },
  urgent: { fill: '#7b3fb8', border: '#7b3fb8', text: '#ffffff' },
  on_track: { fill: '#1f5fbf', border: '#1f5fbf', text: '#ffffff' },
  draft: { fill: '#ffffff', border: '#5f6b7a', text: '#3d4652' },
  ended: { fill: '#5c6370', border: '#5c6370', text: '#ffffff' },
  completed: { fill: '#2e7d32', border: '#2e7d32', text: '#ffffff' },
  rejected: { fill: '#7a5645', border: '#7a5645', text: '#ffffff' },
};

/** Group rows (a label or a receiver): a quiet band that still stands out from the chart. */
export const groupLook = { fill: '#4a5668', border: '#4a5668', text: '#ffffff' } as const;

/** The chart's background, which bars are measured against. */
export const chartBackground = '#ffffff';
