import { api, type LabelReport } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import { buildScenario, range } from './scenario.js';

type Scenario = Awaited<ReturnType<typeof buildScenario>>;

const metrics = ['views', 'engagements'];
const sort = { key: 'views', order: 'desc' as const };

/** A label row as [path, posts, tasks, to-dos, views, compared views], by path. */
const lines = (report: LabelReport) =>
  report.list
    .map((row) => [
      row.path.join(' / '),
      row.posts,
      row.tasks,
      row.todos,
      row.metrics.views?.value ?? null,
      row.metrics.views?.compare_value ?? null,
    ])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('label report, label and task posts, task sentiment', () => {
  const testApp = useTestApp();
  let s: Scenario;
  const as = (caller: Caller) => ({ as: caller, game: s.game });

  beforeAll(async () => {
    s = await buildScenario(testApp().database.db);
  });

  it('answers 401 without a session, 400 on bad input and 403 without assign_base', async () => {
    const { app } = testApp();
    for (const [endpoint, input] of [
      [api.report.labelReports, { range }],
      [api.report.labelPosts, { range }],
      [api.report.taskPosts, { range, task_ids: [s.tasks.t3.id] }],
      [api.report.taskSentiment, { range, task_ids: [s.tasks.t3.id] }],
    ] as const) {
      expect((await fail(app, endpoint, input, { game: s.game })).status).toBe(401);
      expect((await fail(app, endpoint, input, as(s.reporter))).status).toBe(403);
    }
    expect((await fail(app, api.report.taskPosts, { range, task_ids: [] }, as(s.lead))).status).toBe(400);
    expect((await fail(app, api.report.taskSentiment, { range }, as(s.lead))).status).toBe(400);
    expect(
      await fail(app, api.report.labelReports, { range, sort: { key: 'nope', order: 'asc' } }, as(s.lead)),
    ).toMatchObject({ code: 2104 });
  });

  it("sums each label's subtree of linked posts, with its tasks and to-dos due in the range", async () => {
    const report = await call(testApp().app, api.report.labelReports, { range, metrics, sort }, as(s.lead));
    expect(lines(report)).toEqual([
      ['Events', 2, 1, 2, 700, null],
      ['Launch', 2, 2, 4, 300, 50],
      ['Launch / EU', 2, 2, 4, 300, null],
      ['Launch / EU / Teaser', 1, 1, 2, 100, null],
    ]);
    expect(report.list[0]?.path).toEqual(['Events']);
    expect(report.list[0]?.label).toMatchObject({ id: s.labels.events.id, level: 1, parent_id: null });
    // Each post once in the total, though it counts for its label and every label above it.
    expect(report.summary.views).toMatchObject({ value: 1000, compare_value: 50, highest_value: 700 });
    expect([report.tasks, report.todos]).toEqual([3, 6]);
  });

  it('shows a receiver only the posts and tasks of their own to-dos, on the accounts they may see', async () => {
    const { app } = testApp();
    const alice = await call(app, api.report.labelReports, { range, metrics, sort }, as(s.alice));
    expect(lines(alice)).toEqual([
      ['Events', 1, 1, 1, 300, null],
      ['Launch', 2, 2, 2, 300, 50],
      ['Launch / EU', 2, 2, 2, 300, null],
      ['Launch / EU / Teaser', 1, 1, 1, 100, null],
    ]);
    const bob = await call(app, api.report.labelReports, { range, metrics, sort }, as(s.bob));
    // Bob's labels are listed for their tasks due even where he linked no post (no figures then).
    expect(lines(bob)).toEqual([
      ['Events', 1, 1, 1, 400, null],
      ['Launch', 0, 2, 2, null, null],
      ['Launch / EU', 0, 2, 2, null, null],
      ['Launch / EU / Teaser', 0, 1, 1, null, null],
    ]);
    expect(bob.summary.views?.value).toBe(400);
  });

  it("reads the posts linked to a label's tasks (with the labels below it), or to every task", async () => {
    const { app } = testApp();
    const eu = await call(
      app,
      api.report.labelPosts,
      { range, label_ids: [s.labels.eu.id], metrics, sort },
      as(s.lead),
    );
    expect(eu.list.map((post) => post.id)).toEqual([s.posts.p2.postId, s.posts.p1.postId]);
    expect(eu.summary.views).toMatchObject({ value: 300, compare_value: null });
    const all = await call(app, api.report.labelPosts, { range, metrics, sort }, as(s.lead));
    expect(all.total).toBe(4);
    expect(all.summary.views).toMatchObject({ value: 1000, compare_value: 50 });
    const alice = await call(app, api.report.labelPosts, { range, metrics, sort }, as(s.alice));
    expect(alice.list.map((post) => post.id)).toEqual([
      s.posts.p3.postId,
      s.posts.p2.postId,
      s.posts.p1.postId,
    ]);
    expect(
      await fail(app, api.report.labelPosts, { range, label_ids: [s.labels.otherLabel.id] }, as(s.lead)),
    ).toMatchObject({ status: 404 });
  });

  it("reads a task's linked posts; a task the caller did not receive is not found", async () => {
    const { app } = testApp();
    const input = { range, task_ids: [s.tasks.t3.id], metrics, sort };
    const lead = await call(app, api.report.taskPosts, input, as(s.lead));
    expect(lead.list.map((post) => post.id)).toEqual([s.posts.p4.postId, s.posts.p3.postId]);
    expect((await call(app, api.report.taskPosts, input, as(s.alice))).list.map((post) => post.id)).toEqual([
      s.posts.p3.postId,
    ]);
    expect((await call(app, api.report.taskPosts, input, as(s.bob))).list.map((post) => post.id)).toEqual([
      s.posts.p4.postId,
    ]);
    for (const [caller, taskId] of [
      [s.alice, s.tasks.t4.id],
      [s.lead, s.tasks.deleted.id],
      [s.lead, s.tasks.otherTask.id],
    ] as const)
      expect(await fail(app, api.report.taskPosts, { range, task_ids: [taskId] }, as(caller))).toMatchObject({
        status: 404,
        code: expect.any(Number),
      });
  });

  it("reads the inbox's sentiment on the task's linked posts only", async () => {
    const { app } = testApp();
    const input = { range, task_ids: [s.tasks.t3.id] };
    const lead = await call(app, api.report.taskSentiment, input, as(s.lead));
    expect(lead.summary.items?.value).toBe(3);
    expect([lead.summary.positive?.value, lead.summary.negative?.value]).toEqual([2, 1]);
    expect(lead.networks.map((row) => row.network).sort()).toEqual(['facebook', 'twitter']);
    // Top terms of the task's items only (the negative comment on a post of no task is not counted).
    expect(lead.top_terms).toEqual({
      positive: [
        { term: 'positive', count: 2 },
        { term: 'words', count: 2 },
      ],
      negative: [
        { term: 'negative', count: 1 },
        { term: 'words', count: 1 },
      ],
    });
    expect((await call(app, api.report.taskSentiment, input, as(s.alice))).summary.items?.value).toBe(2);
    expect((await call(app, api.report.taskSentiment, input, as(s.bob))).summary.items?.value).toBe(1);
    expect(
      await fail(app, api.report.taskSentiment, { range, task_ids: [s.tasks.t4.id] }, as(s.alice)),
    ).toMatchObject({ status: 404 });
  });

  it("keeps another game's labels, tasks and posts out", async () => {
    const { app } = testApp();
    const other = { as: s.otherLead, game: s.other };
    const report = await call(app, api.report.labelReports, { range, metrics }, other);
    expect(report.list.map((row) => [row.label.id, row.posts, row.tasks])).toEqual([
      [s.labels.otherLabel.id, 0, 1],
    ]);
    expect((await call(app, api.report.labelPosts, { range }, other)).total).toBe(0);
    expect(await fail(app, api.report.taskPosts, { range, task_ids: [s.tasks.t3.id] }, other)).toMatchObject({
      status: 404,
    });
  });
});
