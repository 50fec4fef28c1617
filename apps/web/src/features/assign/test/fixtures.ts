/** Answers of the assign calls as the server shapes them; each test changes what it needs. */
import type {
  LabelNode,
  LinkPost,
  Task,
  TaskDetail,
  TaskHistory,
  TaskQuestion,
  Template,
  Todo,
  TodoDetail,
} from '@herald/contract';

export const lead = { user_id: 5, name: 'Mei Lin', email: 'mei@herald.local' };
export const ana = { user_id: 9, name: 'Ana Ruiz', email: 'ana@herald.local' };
export const kenji = { user_id: 12, name: 'Kenji Sato', email: 'kenji@herald.local' };

export const perms = (resources: string[]) => ({
  resources,
  is_game_admin: false,
  is_platform_admin: false,
  routes: ['assign'],
});

export const userOf = (member: typeof lead) => ({
  user_id: member.user_id,
  userName: member.name,
  email: member.email,
  type: 'account',
  isSuper: false,
  hasAdmin: false,
});

export const labels: LabelNode[] = [
  { id: 1, name: 'Launch', level: 1, parent_id: null, position: 0, task_count: 2, template_count: 0 },
  { id: 2, name: 'EU', level: 2, parent_id: 1, position: 0, task_count: 1, template_count: 1 },
  { id: 3, name: 'Teaser', level: 3, parent_id: 2, position: 0, task_count: 0, template_count: 0 },
  { id: 4, name: 'Patch notes', level: 1, parent_id: null, position: 1, task_count: 0, template_count: 0 },
];

export function task(patch: Partial<Task> = {}): Task {
  return {
    task_id: 31,
    name: 'Season 3 teaser',
    label: { id: 2, name: 'EU', level: 2, parent_id: 1 },
    label_path: ['Launch', 'EU'],
    status: 'published',
    time_zone: 'Asia/Shanghai',
    deadline: '2030-12-01T15:59:00.000Z',
    post_period: { start: '2030-11-25T16:00:00.000Z', end: '2030-11-30T15:59:00.000Z' },
    talking_points: 'New map, new hero',
    hashtags: ['#Season3', 'HeraldGame'],
    material_ids: [],
    deeplink: 'https://herald.example/s3',
    notes: 'Post in the evening',
    urgent: false,
    remind_hours: 24,
    receivers: [ana, kenji],
    overdue: false,
    due_soon: false,
    brief_status: 'init',
    counts: { pending: 1, completed: 1, rejected: 0, overdue: 0 },
    creator: lead,
    created_at: '2030-11-20T08:00:00.000Z',
    updated_at: '2030-11-20T08:00:00.000Z',
    published_at: '2030-11-20T09:00:00.000Z',
    ended_at: null,
    ...patch,
  };
}

const todoTaskOf = (source: Task): Todo['task'] => ({
  task_id: source.task_id,
  name: source.name,
  label: source.label,
  label_path: source.label_path,
  status: source.status,
  time_zone: source.time_zone,
  deadline: source.deadline,
  post_period: source.post_period,
  urgent: source.urgent,
});

export function todo(patch: Partial<Todo> = {}, source: Task = task()): Todo {
  return {
    todo_id: 71,
    task_id: source.task_id,
    task: todoTaskOf(source),
    receiver: ana,
    status: 'pending',
    overdue: false,
    reason: null,
    note: null,
    completed_at: null,
    proposals: 0,
    post_stats: { posts: 0, views: null, engagements: null, comments: null },
    ...patch,
  };
}

export function linkPost(patch: Partial<LinkPost> & Pick<LinkPost, 'post_id'>): LinkPost {
  return {
    account: { id: 3, name: 'Herald EU', network: 'twitter' },
    text: `Post ${patch.post_id} #Season3`,
    permalink: `https://x.example/herald/status/${patch.post_id}`,
    published_at: '2030-11-26T10:00:00.000Z',
    link_status: 'nolink',
    proposed: false,
    views: 1200,
    engagements: 85,
    comments: 7,
    ...patch,
  };
}

export function question(patch: Partial<TaskQuestion> = {}): TaskQuestion {
  return {
    id: 81,
    task_id: 31,
    asker: ana,
    question: 'Can we post the trailer before the period starts?',
    status: 'pending',
    answer: null,
    answered_by: null,
    asked_at: '2030-11-21T08:00:00.000Z',
    answered_at: null,
    ...patch,
  };
}

export function history(patch: Partial<TaskHistory> & Pick<TaskHistory, 'id' | 'event'>): TaskHistory {
  return { actor: lead, at: '2030-11-20T09:00:00.000Z', detail: {}, ...patch };
}

export function taskDetail(patch: Partial<TaskDetail> = {}, source: Task = task()): TaskDetail {
  return {
    task: source,
    todos: [
      todo({ todo_id: 71, receiver: ana }, source),
      todo(
        {
          todo_id: 72,
          receiver: kenji,
          status: 'completed',
          note: 'Posted on X',
          completed_at: '2030-11-26T11:00:00.000Z',
          post_stats: { posts: 1, views: 1200, engagements: 85, comments: 7 },
        },
        source,
      ),
    ],
    history: [
      history({ id: 2, event: 'publish_draft', at: '2030-11-20T09:00:00.000Z' }),
      history({ id: 1, event: 'new_draft', at: '2030-11-20T08:00:00.000Z' }),
    ],
    questions: [],
    ...patch,
  };
}

export function todoDetail(patch: Partial<TodoDetail> = {}, source: Task = task()): TodoDetail {
  return {
    todo: todo({}, source),
    task: source,
    linked: [],
    questions: [],
    can: { complete: true, reject: true, link: true, ask: true },
    ...patch,
  };
}

export function template(patch: Partial<Template['fields']> = {}, id = 41): Template {
  return {
    id,
    fields: {
      template_name: 'Weekly patch post',
      name: 'Patch notes week',
      label_id: 4,
      talking_points: 'What changed this week',
      hashtags: ['#PatchNotes'],
      material_ids: [],
      deeplink: null,
      notes: '',
      urgent: false,
      remind_hours: 12,
      receiver_ids: [9],
      start_after_days: 1,
      period_days: 2,
      deadline_after_days: 3,
      ...patch,
    },
    receivers: [ana],
    updated_at: '2030-11-01T08:00:00.000Z',
  };
}
