/** What the assign report screens' tests share: the fake server's answers and a download recorder. */
import type { CompletionReport, LabelNode, LabelReport } from '@herald/contract';

type MemberRef = CompletionReport['receivers'][number]['receiver'];

import { vi } from 'vitest';
import { amount, percent, perms } from '../../../../components/reports/test/fixtures.js';
import { fileResponse } from '../../../../components/reports/test/harness.js';
import { ok, type Route } from '../../../../test-harness.js';

const node = (
  id: number,
  name: string,
  level: number,
  parent_id: number | null,
  position = 0,
): LabelNode => ({
  id,
  name,
  level,
  parent_id,
  position,
  task_count: 1,
  template_count: 0,
});

/** Launch > EU > Teaser, and Events. */
export const labels: LabelNode[] = [
  node(1, 'Launch', 1, null),
  node(2, 'EU', 2, 1),
  node(3, 'Teaser', 3, 2),
  node(4, 'Events', 1, null, 1),
];

export const alice: MemberRef = { user_id: 21, name: 'Alice Chen', email: 'alice@studio.test' };
export const bob: MemberRef = { user_id: 22, name: 'Bob Li', email: 'bob@studio.test' };

/** A task as the task list shows it (only what the pickers read matters here). */
export const task = (task_id: number, name: string) => ({ task_id, name });

/**
 * The answers every assign report screen reads: the caller's keys (assign_base alone by default, as a
 * receiver), the accounts look-up, the label tree, the receivers and the task search.
 */
export function assignBase(resources: string[] = ['assign_base']): Record<string, Route> {
  return {
    'auth/perms': () => ok(perms(resources)),
    'base/account/all': () => ok([]),
    'tag/all': () => ok([]),
    'assign/label/list': () => ok(labels),
    'assign/task/receivers': () => ok([alice, bob]),
    'assign/task/list': (body) => {
      const keyword = ((body as { keyword?: string }).keyword ?? '').toLowerCase();
      const list = [task(7, 'Season 4 teaser'), task(8, 'Patch notes')].filter((one) =>
        one.name.toLowerCase().includes(keyword),
      );
      return ok({ list, total: list.length, page: 1, page_size: 20 });
    },
  };
}

export const labelReport: LabelReport = {
  list: [
    {
      label: { id: 4, name: 'Events', level: 1, parent_id: null },
      path: ['Events'],
      posts: 2,
      tasks: 1,
      todos: 2,
      metrics: { engagements: amount(700, 500), views: amount(7_000, null) },
    },
    {
      label: { id: 2, name: 'EU', level: 2, parent_id: 1 },
      path: ['Launch', 'EU'],
      posts: 2,
      tasks: 2,
      todos: 4,
      metrics: { engagements: amount(300, 600), views: amount(3_000, null) },
    },
  ],
  summary: { engagements: amount(1_000, 1_100), views: amount(10_000, null) },
  tasks: 3,
  todos: 6,
};

const metrics = (values: Record<string, [number | null, number | null]>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, [value, compare]]) => [
      key,
      key === 'on_time_rate' ? percent(value, compare) : amount(value, compare),
    ]),
  );

export const completionReport: CompletionReport = {
  summary: metrics({
    tasks: [4, 1],
    todos: [7, 2],
    completed: [4, 2],
    rejected: [1, 0],
    pending: [2, 0],
    overdue: [2, 0],
    on_time_rate: [7_500, 10_000],
  }),
  tasks: [
    {
      task_id: 7,
      name: 'Season 4 teaser',
      status: 'ended',
      label_path: ['Launch', 'EU', 'Teaser'],
      deadline: '2026-11-02T04:00:00.000Z',
      time_zone: 'Asia/Shanghai',
      receivers: 2,
      metrics: metrics({
        completed: [1, null],
        rejected: [0, null],
        pending: [1, null],
        overdue: [1, null],
        on_time_rate: [10_000, null],
      }),
    },
    {
      task_id: 9,
      name: 'Unlabelled drop',
      status: 'published',
      label_path: [],
      deadline: '2026-11-01T10:00:00.000Z',
      time_zone: 'Europe/Paris',
      receivers: 1,
      metrics: metrics({
        completed: [0, null],
        rejected: [0, null],
        pending: [1, null],
        overdue: [1, null],
        on_time_rate: [null, null],
      }),
    },
  ],
  receivers: [
    {
      receiver: bob,
      metrics: metrics({
        open_todos: [1, null],
        todos: [4, 1],
        completed: [1, 1],
        rejected: [1, 0],
        overdue: [2, 0],
        on_time_rate: [10_000, 10_000],
      }),
    },
    {
      receiver: alice,
      metrics: metrics({
        open_todos: [0, null],
        todos: [3, 1],
        completed: [3, 1],
        rejected: [0, 0],
        overdue: [0, 0],
        on_time_rate: [6_667, 10_000],
      }),
    },
  ],
};

type Body = Record<string, unknown>;

/** Answers the download endpoints with files named by Content-Disposition, recording what they were sent. */
export function serveFiles(names: Record<string, string>): { sent: (path: string) => Body[] } {
  const served = globalThis.fetch;
  const sent: { path: string; body: Body }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace('/api/admin/', '');
      const name = names[path];
      if (name === undefined) return served(url, init);
      sent.push({ path, body: JSON.parse(String(init.body)) as Body });
      return fileResponse(name);
    }),
  );
  return { sent: (path) => sent.filter((one) => one.path === path).map((one) => one.body) };
}
