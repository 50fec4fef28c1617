import { api } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import { type AssignGame, assignGame, assignRowCounts, createTask, noticesOf, todoOf } from './helpers.js';

/** Questions on a task's brief (SPEC §4 brief: init, pending, resolved, rejected). */
describe('brief questions', () => {
  const testApp = useTestApp();
  let world: AssignGame;

  beforeAll(async () => {
    world = await assignGame(testApp());
  });

  async function refused(
    endpoint: Parameters<typeof fail>[1],
    input: unknown,
    code: number,
    as = world.alice.as,
  ) {
    const { app, database } = testApp();
    const before = await assignRowCounts(database.db);
    const result = await fail(app, endpoint, input, as);
    expect(result.code, result.msg).toBe(code);
    expect(await assignRowCounts(database.db)).toEqual(before);
  }

  it('a receiver asks, the creator is told; the lead answers, the asker is told; the brief follows', async () => {
    const { app, database } = testApp();
    const detail = await createTask(app, world);
    const id = detail.task.task_id;
    expect(detail.task.brief_status).toBe('init');
    const first = await call(
      app,
      api.assignBrief.ask,
      { task_id: id, question: 'Which region?' },
      world.alice.as,
    );
    expect(first).toMatchObject({ status: 'pending', asker: { user_id: world.alice.id }, answer: null });
    const second = await call(
      app,
      api.assignBrief.ask,
      { task_id: id, question: 'Video or image?' },
      world.bob.as,
    );
    const told = (await noticesOf(database.db, world.lead.id)).filter(
      (notice) => notice.params.task_id === id,
    );
    expect(told.map((notice) => [notice.kind, notice.params.question])).toEqual([
      ['assign_brief_asked', 'Which region?'],
      ['assign_brief_asked', 'Video or image?'],
    ]);
    const brief = async () =>
      (await call(app, api.assignTask.detail, { id }, world.lead.as)).task.brief_status;
    expect(await brief()).toBe('pending');

    const answered = await call(
      app,
      api.assignBrief.answer,
      { id: first.id, status: 'rejected', answer: 'Not a question for this task' },
      world.lead.as,
    );
    expect(answered).toMatchObject({ status: 'rejected', answered_by: { user_id: world.lead.id } });
    // One question still pending: the brief stays pending.
    expect(await brief()).toBe('pending');
    await call(
      app,
      api.assignBrief.answer,
      { id: second.id, status: 'resolved', answer: 'Video' },
      world.lead.as,
    );
    // None pending: the status of the last answered one.
    expect(await brief()).toBe('resolved');
    const toAlice = (await noticesOf(database.db, world.alice.id)).filter(
      (notice) => notice.kind === 'assign_brief_answered' && notice.params.task_id === id,
    );
    expect(toAlice.map((notice) => [notice.params.status, notice.params.todo_id])).toEqual([
      ['rejected', todoOf(detail, world.alice.id)],
    ]);
    await refused(
      api.assignBrief.answer,
      { id: first.id, status: 'resolved', answer: 'Again' },
      2214,
      world.lead.as,
    );

    const full = await call(app, api.assignTodo.detail, { id: todoOf(detail, world.bob.id) }, world.bob.as);
    expect(full.questions.map((question) => question.question)).toEqual(['Which region?', 'Video or image?']);
    const history = await call(app, api.assignTask.detail, { id }, world.lead.as);
    expect(history.history.slice(0, 4).map((line) => line.event)).toEqual([
      'brief_resolved',
      'brief_rejected',
      'brief_asked',
      'brief_asked',
    ]);
  });

  it('only a receiver of a published task asks; others are refused and nothing is written', async () => {
    const { app } = testApp();
    const draft = await createTask(app, world, { publish: false });
    await refused(api.assignBrief.ask, { task_id: draft.task.task_id, question: 'Hm?' }, 404);
    await refused(api.assignBrief.ask, { task_id: draft.task.task_id, question: 'Hm?' }, 403, world.lead.as);
    const forBob = await createTask(app, world, { receivers: [world.bob.id] });
    await refused(api.assignBrief.ask, { task_id: forBob.task.task_id, question: 'Hm?' }, 404);
    const ended = await createTask(app, world);
    await call(app, api.assignTask.abandon, { id: ended.task.task_id, reason: '' }, world.lead.as);
    await refused(api.assignBrief.ask, { task_id: ended.task.task_id, question: 'Hm?' }, 2202);
    const other = await assignGame(testApp());
    const open = await createTask(app, world);
    const question = await call(
      app,
      api.assignBrief.ask,
      { task_id: open.task.task_id, question: 'Ok?' },
      world.alice.as,
    );
    await refused(
      api.assignBrief.answer,
      { id: question.id, status: 'resolved', answer: 'x' },
      404,
      other.lead.as,
    );
    await refused(api.assignBrief.ask, { task_id: open.task.task_id, question: 'x' }, 404, other.alice.as);
    await refused(
      api.assignBrief.answer,
      { id: question.id, status: 'resolved', answer: 'x' },
      403,
      world.alice.as,
    );
  });
});
