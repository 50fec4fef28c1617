import { api, type CompletionReport, type MetricValue } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import { day } from './fixtures.js';
import { buildScenario, previous, range } from './scenario.js';

type Scenario = Awaited<ReturnType<typeof buildScenario>>;

/** Each metric as [value, compare_value]. */
function figures(metrics: Record<string, MetricValue>): Record<string, [number | null, number | null]> {
  return Object.fromEntries(
    Object.entries(metrics).map(([key, metric]) => [key, [metric.value, metric.compare_value]]),
  );
}

const taskLine = (task: CompletionReport['tasks'][number]) => ({
  name: task.name,
  path: task.label_path,
  status: task.status,
  receivers: task.receivers,
  ...Object.fromEntries(Object.entries(task.metrics).map(([key, metric]) => [key, metric.value])),
});

describe('completion report', () => {
  const testApp = useTestApp();
  let s: Scenario;
  const as = (caller: Caller) => ({ as: caller, game: s.game });
  const read = (caller: Caller, input: Record<string, unknown> = {}) =>
    call(testApp().app, api.report.completeReports, { range, ...input }, as(caller));

  beforeAll(async () => {
    s = await buildScenario(testApp().database.db);
  });

  it('answers 401 without a session, 400 on bad input and 403 without assign_base', async () => {
    const { app } = testApp();
    expect((await fail(app, api.report.completeReports, { range }, { game: s.game })).status).toBe(401);
    expect(await fail(app, api.report.completeReports, { range, extra: 1 }, as(s.lead))).toMatchObject({
      status: 400,
    });
    expect((await fail(app, api.report.completeReports, { range }, as(s.reporter))).status).toBe(403);
  });

  it('refuses an illegal range, a compared range of another length and a label of another game', async () => {
    const { app } = testApp();
    const backwards = { start: range.end, end: range.start };
    expect(await fail(app, api.report.completeReports, { range: backwards }, as(s.lead))).toMatchObject({
      code: 2101,
    });
    const short = { mode: 'custom', start: day(-30), end: day(-29) };
    expect(await fail(app, api.report.completeReports, { range, compare: short }, as(s.lead))).toMatchObject({
      code: 2103,
    });
    expect(
      await fail(app, api.report.completeReports, { range, label_ids: [s.labels.otherLabel.id] }, as(s.lead)),
    ).toMatchObject({ status: 404 });
  });

  it('counts the tasks due in the range exactly, against the previous range', async () => {
    const report = await read(s.lead);
    expect(figures(report.summary)).toEqual({
      tasks: [4, 1],
      todos: [7, 2],
      completed: [4, 2],
      rejected: [1, 0],
      pending: [2, 0],
      overdue: [2, 0],
      on_time_rate: [7500, 10_000],
    });
    expect(report.summary.on_time_rate?.type).toBe('percent');
  });

  it('lists each task due in the range, latest deadline first, with its label path and outcome', async () => {
    const report = await read(s.lead);
    expect(report.tasks.map(taskLine)).toEqual([
      {
        name: 'Patch notes',
        path: ['Launch', 'EU'],
        status: 'published',
        receivers: 2,
        completed: 1,
        rejected: 1,
        pending: 0,
        overdue: 0,
        on_time_rate: 10_000,
      },
      {
        name: 'Unlabelled',
        path: [],
        status: 'published',
        receivers: 1,
        completed: 0,
        rejected: 0,
        pending: 1,
        overdue: 1,
        on_time_rate: null,
      },
      {
        name: 'Recap',
        path: ['Events'],
        status: 'ended',
        receivers: 2,
        completed: 2,
        rejected: 0,
        pending: 0,
        overdue: 0,
        on_time_rate: 5000,
      },
      {
        name: 'Teaser',
        path: ['Launch', 'EU', 'Teaser'],
        status: 'ended',
        receivers: 2,
        completed: 1,
        rejected: 0,
        pending: 1,
        overdue: 1,
        on_time_rate: 10_000,
      },
    ]);
    expect(report.tasks[0]?.deadline).toBe(s.tasks.t2.deadline.toISOString());
    expect(report.tasks[0]?.metrics.completed?.highest_value).toBe(2);
  });

  it("shows each receiver's workload: open to-dos now, and the range's to-dos against the previous range", async () => {
    const report = await read(s.lead);
    expect(report.receivers.map((row) => [row.receiver.user_id, figures(row.metrics)])).toEqual([
      [
        s.users.bob.id,
        {
          open_todos: [1, null],
          todos: [4, 1],
          completed: [1, 1],
          rejected: [1, 0],
          overdue: [2, 0],
          on_time_rate: [10_000, 10_000],
        },
      ],
      [
        s.users.alice.id,
        {
          open_todos: [0, null],
          todos: [3, 1],
          completed: [3, 1],
          rejected: [0, 0],
          overdue: [0, 0],
          on_time_rate: [6667, 10_000],
        },
      ],
    ]);
    expect(report.receivers[0]?.receiver).toMatchObject({ name: s.users.bob.name, email: s.users.bob.email });
  });

  it('narrows to labels with every label below them, and to receivers', async () => {
    const launch = await read(s.lead, { label_ids: [s.labels.launch.id] });
    expect(launch.tasks.map((task) => task.name)).toEqual(['Patch notes', 'Teaser']);
    expect(figures(launch.summary)).toMatchObject({ tasks: [2, 1], todos: [4, 2], overdue: [1, 0] });
    const alice = await read(s.lead, { receiver_ids: [s.users.alice.id] });
    expect(alice.receivers.map((row) => row.receiver.user_id)).toEqual([s.users.alice.id]);
    expect(figures(alice.summary)).toMatchObject({
      tasks: [3, 1],
      todos: [3, 1],
      on_time_rate: [6667, 10_000],
    });
  });

  it('compares with a chosen range of the same length, or with nothing', async () => {
    const chosen = await read(s.lead, { compare: { mode: 'custom', ...previous } });
    expect(figures(chosen.summary).tasks).toEqual([4, 1]);
    const none = await read(s.lead, { compare: { mode: 'none' } });
    expect(figures(none.summary).tasks).toEqual([4, null]);
  });

  it('shows a receiver without assign_manage only their own to-dos and the tasks they received', async () => {
    const report = await read(s.alice);
    expect(figures(report.summary)).toEqual({
      tasks: [3, 1],
      todos: [3, 1],
      completed: [3, 1],
      rejected: [0, 0],
      pending: [0, 0],
      overdue: [0, 0],
      on_time_rate: [6667, 10_000],
    });
    expect(report.tasks.map((task) => [task.name, task.receivers])).toEqual([
      ['Patch notes', 1],
      ['Recap', 1],
      ['Teaser', 1],
    ]);
    expect(report.receivers.map((row) => row.receiver.user_id)).toEqual([s.users.alice.id]);
    // Naming another receiver does not widen what Alice sees.
    const asked = await read(s.alice, { receiver_ids: [s.users.bob.id] });
    expect(asked.tasks).toEqual([]);
    expect(figures(asked.summary).todos).toEqual([0, 0]);
  });

  it("keeps each game's tasks to its own members", async () => {
    const other = await call(
      testApp().app,
      api.report.completeReports,
      { range },
      { as: s.otherLead, game: s.other },
    );
    expect(other.tasks.map((task) => task.name)).toEqual(['Elsewhere']);
    expect(figures(other.summary).tasks).toEqual([1, 0]);
    // A member of one game cannot read another game by naming it.
    expect(
      (await fail(testApp().app, api.report.completeReports, { range }, { as: s.lead, game: s.other }))
        .status,
    ).toBe(403);
  });
});
