import type { LabelNode, Task, Todo } from '@herald/contract';

/** What the gantt's tests share: tasks, to-dos and labels shaped exactly as the contract answers them. */

export const alice = { user_id: 21, name: 'Alice Chen', email: 'alice@example.com' };
export const bob = { user_id: 22, name: 'Bob Li', email: 'bob@example.com' };
export const lead = { user_id: 7, name: 'Lead', email: 'lead@example.com' };

export const launch = { id: 1, name: 'Launch', level: 1, parent_id: null };
export const eu = { id: 2, name: 'EU', level: 2, parent_id: 1 };

export const labelTree: LabelNode[] = [
  { ...eu, position: 0, task_count: 1, template_count: 0 },
  { ...launch, position: 0, task_count: 0, template_count: 0 },
  { id: 3, name: 'Patch', level: 1, parent_id: null, position: 1, task_count: 1, template_count: 0 },
];

/** A published task of the EU launch, handed to Alice and Bob, with its post period in November 2026. */
export function taskOf(overrides: Partial<Task> = {}): Task {
  return {
    task_id: 101,
    name: 'Teaser post',
    label: eu,
    label_path: ['Launch', 'EU'],
    status: 'published',
    time_zone: 'Europe/Berlin',
    deadline: '2026-11-08T17:00:00.000Z',
    post_period: { start: '2026-11-03T09:00:00.000Z', end: '2026-11-06T17:00:00.000Z' },
    talking_points: 'New map, new hero',
    hashtags: ['LaunchDay'],
    material_ids: [],
    deeplink: null,
    notes: '',
    urgent: false,
    remind_hours: 24,
    receivers: [alice, bob],
    overdue: false,
    due_soon: false,
    brief_status: 'init',
    counts: { pending: 1, completed: 1, rejected: 0, overdue: 0 },
    creator: lead,
    created_at: '2026-10-20T08:00:00.000Z',
    updated_at: '2026-10-20T08:00:00.000Z',
    published_at: '2026-10-21T08:00:00.000Z',
    ended_at: null,
    ...overrides,
  };
}

/** A receiver's to-do of `task`. */
export function todoOf(task: Task, receiver: Task['receivers'][number], overrides: Partial<Todo> = {}): Todo {
  return {
    todo_id: task.task_id * 100 + receiver.user_id,
    task_id: task.task_id,
    task: {
      task_id: task.task_id,
      name: task.name,
      label: task.label,
      label_path: task.label_path,
      status: task.status,
      time_zone: task.time_zone,
      deadline: task.deadline,
      post_period: task.post_period,
      urgent: task.urgent,
    },
    receiver,
    status: 'pending',
    overdue: false,
    reason: null,
    note: null,
    completed_at: null,
    proposals: 0,
    post_stats: { posts: 0, views: null, engagements: null, comments: null },
    ...overrides,
  };
}

/** Two tasks under two labels: the teaser (Alice completed, Bob pending) and an urgent patch-notes draft. */
export function ganttAnswer(): { tasks: Task[]; todos: Todo[] } {
  const teaser = taskOf();
  const patch = taskOf({
    task_id: 102,
    name: 'Patch notes',
    label: { id: 3, name: 'Patch', level: 1, parent_id: null },
    label_path: ['Patch'],
    status: 'drafted',
    urgent: true,
    time_zone: 'Asia/Shanghai',
    deadline: '2026-11-12T10:00:00.000Z',
    post_period: { start: '2026-11-10T01:00:00.000Z', end: '2026-11-11T10:00:00.000Z' },
    receivers: [bob],
    counts: { pending: 0, completed: 0, rejected: 0, overdue: 0 },
    published_at: null,
  });
  return {
    tasks: [teaser, patch],
    todos: [
      todoOf(teaser, alice, { status: 'completed', completed_at: '2026-11-05T10:00:00.000Z' }),
      todoOf(teaser, bob),
    ],
  };
}
