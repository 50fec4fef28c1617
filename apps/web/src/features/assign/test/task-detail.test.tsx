import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type Reply, serve, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import TaskDetailPage from '../task-detail/TaskDetailPage.js';
import { ana, history, kenji, question, task, taskDetail, template } from './fixtures.js';
import { BASE, base, openAt } from './harness.js';

setUpScreenTests();
onDesktop();

const screenProps = { routeName: 'assign.task.detail', params: {} };
const open = (query: string) => openAt(<TaskDetailPage {...screenProps} />, `/assign/task/detail${query}`);
/** The editor is the heaviest screen here: its first paint may take a while on a busy machine. */
const firstPaint = { timeout: 5000 };
const fromTemplate = 'Started from the template “Weekly patch post”';
const refuse = (code: number, msg: string, status = 400): Reply => ({
  status,
  body: { code, msg, data: null },
});

/** Picks an option of an antd select by its text, typing it first into a searchable one. */
async function pick(combobox: HTMLElement, option: string, search?: string) {
  fireEvent.mouseDown(combobox);
  if (search) fireEvent.change(combobox, { target: { value: search } });
  fireEvent.click((await screen.findAllByTitle(option)).at(-1) as HTMLElement);
}

/**
 * Presses `trigger`, then OK in the confirmation it opens asking `question`, checking it is titled as
 * the console's confirms. Confirmations answered before may linger closed in the page: the new one
 * is the last.
 */
async function confirmAfter(trigger: HTMLElement, question: string, ok: string) {
  const before = screen.queryAllByText(question).length;
  fireEvent.click(trigger);
  await waitFor(() => expect(screen.queryAllByText(question).length).toBeGreaterThan(before));
  const text = screen.getAllByText(question).at(-1) as HTMLElement;
  const dialog = text.closest('.ant-modal-confirm') as HTMLElement;
  expect(within(dialog).getAllByText('Operation confirm').length).toBeGreaterThan(0);
  fireEvent.click(within(dialog).getByRole('button', { name: ok }));
}

describe('a new task', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-11-20T12:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from a template, takes its dates as clocks of the chosen zone and saves a draft', async () => {
    const saved = taskDetail({}, task({ task_id: 55, status: 'drafted', name: 'Patch notes week' }));
    const server = serve({
      ...base(),
      'assign/template/list': () => ok([template()]),
      'assign/task/create': () => ok(saved),
    });
    open('?template=41');
    expect(await screen.findByText(fromTemplate, {}, firstPaint)).toBeTruthy();
    expect((screen.getByLabelText('Task name') as HTMLInputElement).value).toBe('Patch notes week');
    await pick(screen.getByRole('combobox', { name: 'Time zone' }), 'Asia/Shanghai', 'Shanghai');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.bodies('assign/task/create')).toHaveLength(1));
    // Today is 2030-11-20: the period runs from midnight the next day for two days, the deadline is
    // 23:59 three days on, all read in Shanghai (UTC+8).
    expect(server.bodies('assign/task/create')[0]).toEqual({
      publish: false,
      fields: {
        name: 'Patch notes week',
        label_id: 4,
        talking_points: 'What changed this week',
        hashtags: ['#PatchNotes'],
        material_ids: [],
        deeplink: null,
        notes: '',
        urgent: false,
        remind_hours: 12,
        time_zone: 'Asia/Shanghai',
        deadline: '2030-11-23T15:59:00.000Z',
        post_period: { start: '2030-11-20T16:00:00.000Z', end: '2030-11-22T15:59:00.000Z' },
        receiver_ids: [9],
      },
    });
    expect(await screen.findByText('Draft saved')).toBeTruthy();
    // The router moves in a transition, which a busy test machine may take a while to commit.
    await waitFor(
      () =>
        expect(screen.getByTestId('location').textContent).toBe(
          '/assign/task/detail?game_id=1001&game_area=asia&id=55',
        ),
      { timeout: 5000 },
    );
    expect(await screen.findByRole('heading', { name: 'Patch notes week' })).toBeTruthy();
  });

  it('publishes at once after asking, and shows a refused deadline on its field without leaving', async () => {
    let answer: Reply = refuse(
      2207,
      'The deadline must be in the future and not before the post period starts',
    );
    const server = serve({
      ...base(),
      'assign/template/list': () => ok([template()]),
      'assign/task/create': () => answer,
    });
    open('?template=41');
    await screen.findByText(fromTemplate, {}, firstPaint);
    await confirmAfter(
      screen.getByTestId('task-publish'),
      'Publish “Patch notes week”? Each of its 1 receivers gets a to-do and is told.',
      'Publish',
    );
    await waitFor(() => expect(server.bodies('assign/task/create')).toHaveLength(1));
    expect(server.bodies('assign/task/create')[0]).toMatchObject({ publish: true });
    const form = screen.getByTestId('task-form');
    expect(
      await within(form).findByText(
        'The deadline must be in the future and not before the post period starts',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('template=41');
    answer = ok(taskDetail({}, task({ task_id: 56 })));
    await confirmAfter(
      screen.getByTestId('task-publish'),
      'Publish “Patch notes week”? Each of its 1 receivers gets a to-do and is told.',
      'Publish',
    );
    await waitFor(() => expect(server.bodies('assign/task/create')).toHaveLength(2));
    expect(await screen.findByText('Task published: each receiver has a to-do')).toBeTruthy();
  });

  it('refuses a deadline before the post period starts before sending anything', async () => {
    const server = serve({
      ...base(),
      'assign/template/list': () => ok([template({ start_after_days: 5, deadline_after_days: 2 })]),
      'assign/task/create': () => ok(taskDetail()),
    });
    open('?template=41');
    await screen.findByText(fromTemplate, {}, firstPaint);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The deadline cannot be before the post period starts')).toBeTruthy();
    expect(server.bodies('assign/task/create')).toEqual([]);
  });

  it('is only for leads: a receiver is told there is nothing to open', async () => {
    serve(base(BASE, ana));
    open('');
    expect(await screen.findByText('This task does not exist or you may not open it.')).toBeTruthy();
    expect(screen.queryByTestId('task-form')).toBeNull();
  });
});

describe('a saved task', () => {
  it('shows the brief in its zone, each receiver’s to-do and the history in words, newest first', async () => {
    serve({
      ...base(),
      'assign/task/detail': () =>
        ok(
          taskDetail({
            history: [
              history({ id: 1, event: 'new_draft', at: '2030-11-20T08:00:00.000Z' }),
              history({
                id: 3,
                event: 'change_task',
                at: '2030-11-21T08:00:00.000Z',
                detail: { fields: ['deadline', 'hashtags'] },
              }),
              history({
                id: 4,
                event: 'todo_rejected',
                actor: ana,
                at: '2030-11-22T08:00:00.000Z',
                detail: { reason: 'Account on hold' },
              }),
            ],
          }),
        ),
    });
    open('?id=31');
    expect(await screen.findByRole('heading', { name: 'Season 3 teaser' })).toBeTruthy();
    const brief = screen.getByTestId('brief');
    expect(within(brief).getByText('2030-12-01 23:59 (Asia/Shanghai)')).toBeTruthy();
    expect(within(brief).getByText('2030-11-26 00:00 – 2030-11-30 23:59 (Asia/Shanghai)')).toBeTruthy();
    expect(within(brief).getByText('#Season3')).toBeTruthy();
    expect(within(brief).getByText('#HeraldGame')).toBeTruthy();
    const todos = screen.getByTestId('task-todos');
    const rows = within(todos).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Ana Ruiz')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Completed')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Posted on X')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('1 post')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const lines = within(await screen.findByTestId('task-history')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('To-do rejected'),
      expect.stringContaining('Task changed'),
      expect.stringContaining('Created as a draft'),
    ]);
    expect(lines[0]?.textContent).toContain('by Ana Ruiz');
    expect(lines[0]?.textContent).toContain('Reason: Account on hold');
    expect(lines[1]?.textContent).toContain('Changed: Deadline, Hashtags');
  });

  it('cannot delete a published task, says why, and abandons it with a reason after asking', async () => {
    const server = serve({
      ...base(),
      'assign/task/detail': () => ok(taskDetail()),
      'assign/task/abandon': () =>
        ok(taskDetail({}, task({ status: 'ended', ended_at: '2030-11-22T00:00:00.000Z' }))),
    });
    open('?id=31');
    const remove = await screen.findByTestId('task-delete');
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseEnter(screen.getByTestId('task-delete-why'));
    expect(await screen.findByText('A published task cannot be deleted; abandon it first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abandon' }));
    const dialog = (await screen.findByText(/Abandon “Season 3 teaser”\?/)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(dialog).getByText('Operation confirm')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason (shown to the receivers)'), {
      target: { value: 'Launch moved to spring' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abandon' }));
    await waitFor(() =>
      expect(server.bodies('assign/task/abandon')).toEqual([{ id: 31, reason: 'Launch moved to spring' }]),
    );
    expect(await screen.findByText('Task abandoned')).toBeTruthy();
  });

  it('changes a published task by sending only what changed', async () => {
    const server = serve({
      ...base(),
      'assign/task/detail': () => ok(taskDetail()),
      'assign/task/change': () => ok(taskDetail({}, task({ name: 'Season 3 teaser (EU)' }))),
    });
    open('?id=31');
    fireEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const form = await screen.findByTestId('task-form');
    fireEvent.change(within(form).getByLabelText('Task name'), { target: { value: 'Season 3 teaser (EU)' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.bodies('assign/task/change')).toHaveLength(1));
    expect(server.bodies('assign/task/change')[0]).toEqual({
      id: 31,
      fields: { name: 'Season 3 teaser (EU)' },
    });
    expect(await screen.findByText('Task changed: the receivers are told')).toBeTruthy();
  });

  it('publishes a draft after asking, and deletes a draft, going back to the list', async () => {
    const draft = task({
      status: 'drafted',
      published_at: null,
      counts: { pending: 0, completed: 0, rejected: 0, overdue: 0 },
    });
    const server = serve({
      ...base(),
      'assign/task/detail': () => ok(taskDetail({ todos: [] }, draft)),
      'assign/task/publish': () => ok(taskDetail()),
      'assign/task/delete': () => ok(null),
    });
    open('?id=31');
    await confirmAfter(
      await screen.findByRole('button', { name: 'Publish' }),
      'Publish “Season 3 teaser”? Each of its 2 receivers gets a to-do and is told.',
      'Publish',
    );
    await waitFor(() => expect(server.bodies('assign/task/publish')).toEqual([{ id: 31 }]));
    await confirmAfter(
      screen.getByTestId('task-delete'),
      'Delete the draft “Season 3 teaser”? This cannot be undone.',
      'Delete',
    );
    await waitFor(() => expect(server.bodies('assign/task/delete')).toEqual([{ id: 31 }]));
    await waitFor(
      () =>
        expect(screen.getByTestId('location').textContent).toBe(
          '/assign/task/list?game_id=1001&game_area=asia',
        ),
      { timeout: 5000 },
    );
  });

  it('adds receivers among those who do not have the task yet', async () => {
    const server = serve({
      ...base(),
      'assign/task/receivers': () =>
        ok([ana, kenji, { user_id: 14, name: 'Lea Roux', email: 'lea@herald.local' }]),
      'assign/task/detail': () => ok(taskDetail()),
      'assign/task/receivers/add': () => ok(taskDetail()),
    });
    open('?id=31');
    fireEvent.click(await screen.findByRole('button', { name: 'Add receivers' }));
    const dialog = (await screen.findByText('Each new receiver gets a to-do and is told.')).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Receivers' }));
    expect(await screen.findAllByTitle('Lea Roux <lea@herald.local>')).toBeTruthy();
    expect(screen.queryByTitle('Ana Ruiz <ana@herald.local>')).toBeNull();
    fireEvent.click((await screen.findAllByTitle('Lea Roux <lea@herald.local>')).at(-1) as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add receivers' }));
    await waitFor(() =>
      expect(server.bodies('assign/task/receivers/add')).toEqual([{ id: 31, receiver_ids: [14] }]),
    );
  });

  it('lets a lead resolve a pending question with an answer', async () => {
    const server = serve({
      ...base(),
      'assign/task/detail': () =>
        ok(taskDetail({ questions: [question()] }, task({ brief_status: 'pending' }))),
      'assign/brief/answer': () => ok(question({ status: 'resolved', answer: 'Yes, from the 24th' })),
    });
    open('?id=31');
    expect(await screen.findByText('Questions pending')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Questions/ }));
    const questions = await screen.findByTestId('questions');
    fireEvent.click(within(questions).getByRole('button', { name: 'Resolve' }));
    expect(await within(questions).findByText('Write an answer')).toBeTruthy();
    fireEvent.change(within(questions).getByLabelText('Answer'), { target: { value: 'Yes, from the 24th' } });
    fireEvent.click(within(questions).getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(server.bodies('assign/brief/answer')).toEqual([
        { id: 81, status: 'resolved', answer: 'Yes, from the 24th' },
      ]),
    );
  });

  it('shows a receiver the task without any lead action or answer box', async () => {
    serve({
      ...base(BASE, ana),
      'assign/task/detail': () => ok(taskDetail({ questions: [question()] })),
    });
    open('?id=31');
    expect(await screen.findByRole('heading', { name: 'Season 3 teaser' })).toBeTruthy();
    expect(screen.queryByTestId('task-actions')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /Questions/ }));
    const questions = await screen.findByTestId('questions');
    expect(within(questions).getByText('Waiting for an answer')).toBeTruthy();
    expect(within(questions).queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it('says a task it may not open does not exist', async () => {
    serve({ ...base(BASE, ana), 'assign/task/detail': () => refuse(404, 'Not Found', 404) });
    open('?id=999');
    expect(await screen.findByText('This task does not exist or you may not open it.')).toBeTruthy();
  });
});
