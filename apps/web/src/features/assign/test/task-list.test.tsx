import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flaky, retryLoads } from '../../../test-flows.js';
import { ok, page, serve, serverError, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import { readTaskFilters, taskListRequest } from '../model/task-filters.js';
import TaskListPage from '../task-list/TaskListPage.js';
import { ana, labels, task, template } from './fixtures.js';
import { BASE, base, openAt } from './harness.js';

setUpScreenTests();
onDesktop();

const screenProps = { routeName: 'assign.task.list', params: {} };
const open = (query = '') => openAt(<TaskListPage {...screenProps} />, `/assign/task/list${query}`);

describe('task list filters', () => {
  it('read from the URL and ask for a picked label with every label below it', () => {
    const values = readTaskFilters(
      new URLSearchParams('status=published,deleted,bogus&label=1&receiver=9&q=teaser&urgent=1&page=2'),
    );
    expect(values).toMatchObject({ status: ['published'], label_ids: [1], receiver_ids: [9], page: 2 });
    expect(taskListRequest(values, labels)).toEqual({
      page: 2,
      page_size: 20,
      status: ['published'],
      label_ids: [1, 2, 3],
      receiver_ids: [9],
      keyword: 'teaser',
      urgent: true,
    });
  });
});

describe('task list screen', () => {
  it('shows each task with its label path, status, deadline in its own zone, receivers and progress', async () => {
    const server = serve({
      ...base(),
      'assign/task/list': () =>
        page([
          task({ urgent: true, due_soon: true, brief_status: 'pending' }),
          task({
            task_id: 32,
            name: 'Patch 1.2 notes',
            status: 'drafted',
            label: null,
            label_path: [],
            counts: { pending: 0, completed: 0, rejected: 0, overdue: 0 },
            overdue: false,
          }),
        ]),
    });
    open();
    const table = await screen.findByTestId('tasks-table');
    await within(table).findByText('Season 3 teaser');
    expect(server.bodies('assign/task/list')[0]).toEqual({ page: 1, page_size: 20 });
    const rows = within(table).getAllByRole('row').slice(1);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Launch')).toBeTruthy();
    expect(first.getByText('EU')).toBeTruthy();
    expect(first.getByText('Published')).toBeTruthy();
    expect(first.getByText('Urgent')).toBeTruthy();
    expect(first.getByText('Due soon')).toBeTruthy();
    expect(first.getByText('Questions pending')).toBeTruthy();
    // 2030-12-01 15:59 UTC is 23:59 in Shanghai.
    expect(first.getByTestId('deadline').textContent).toContain('2030-12-01 23:59Asia/Shanghai');
    expect(first.getByRole('img', { name: '2 receivers' })).toBeTruthy();
    expect(first.getByText('1 completed')).toBeTruthy();
    expect(first.getByText('1 pending')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Season 3 teaser' }).getAttribute('href')).toBe(
      '/assign/task/detail?game_id=1001&game_area=asia&id=31',
    );
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('Draft')).toBeTruthy();
    expect(second.getByText('Not handed out yet')).toBeTruthy();
  });

  it('keeps the filters in the URL and asks again from page 1', async () => {
    const server = serve({ ...base(), 'assign/task/list': () => page([task()]) });
    open('?page=3&overdue=1');
    await screen.findByText('Season 3 teaser');
    expect(server.bodies('assign/task/list')[0]).toEqual({ page: 3, page_size: 20, overdue: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Urgent only' }));
    await waitFor(() =>
      expect(server.bodies('assign/task/list').at(-1)).toEqual({
        page: 1,
        page_size: 20,
        overdue: true,
        urgent: true,
      }),
    );
    expect(screen.getByTestId('location').textContent).toContain('overdue=1');
    expect(screen.getByTestId('location').textContent).toContain('urgent=1');
    expect(screen.getByTestId('location').textContent).not.toContain('page=');
    const search = screen.getByRole('searchbox', { name: 'Search task names' });
    fireEvent.change(search, { target: { value: 'teaser' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(server.bodies('assign/task/list').at(-1)).toMatchObject({ keyword: 'teaser', urgent: true }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statuses' }));
    fireEvent.click((await screen.findAllByTitle('Ended')).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(server.bodies('assign/task/list').at(-1)).toMatchObject({
        status: ['ended'],
        keyword: 'teaser',
      }),
    );
  });

  it('offers a lead a new task, blank or from a template, and invites them when there is none', async () => {
    serve({
      ...base(),
      'assign/task/list': () => page([]),
      'assign/template/list': () => ok([template()]),
    });
    open();
    expect(await screen.findByText('No tasks yet')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('new-task')[0] as HTMLElement);
    expect(await screen.findByText('Blank task')).toBeTruthy();
    fireEvent.click(await screen.findByText('Weekly patch post'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/assign/task/detail?game_id=1001&game_area=asia&template=41',
      ),
    );
  });

  it('shows a receiver only the tasks handed to them, with no lead actions', async () => {
    serve({ ...base(BASE, ana), 'assign/task/list': () => page([]) });
    open();
    expect(await screen.findByText('No task has been handed to you yet.')).toBeTruthy();
    expect(screen.queryByTestId('new-task')).toBeNull();
    expect(screen.queryByTestId('templates-open')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Receivers' })).toBeNull();
  });

  it('says when the tasks could not be loaded and loads them again on Retry', async () => {
    const outage = flaky(serverError, () => page([task()]));
    const server = serve({ ...base(), 'assign/task/list': outage.route });
    open();
    await retryLoads(server, 'assign/task/list', outage, 'Season 3 teaser', 5000);
  });
});

describe('templates drawer', () => {
  it('creates a template with its day offsets and deletes one after asking', async () => {
    const server = serve({
      ...base(),
      'assign/task/list': () => page([task()]),
      'assign/template/list': () => ok([template()]),
      'assign/template/save': () => ok(template({ template_name: 'Event countdown' }, 42)),
      'assign/template/delete': () => ok(null),
    });
    open();
    fireEvent.click(await screen.findByTestId('templates-open'));
    const list = await screen.findByTestId('templates');
    expect(await within(list).findByText('Weekly patch post')).toBeTruthy();
    expect(within(list).getByText('Patch notes')).toBeTruthy();
    fireEvent.click(screen.getByTestId('template-add'));
    await screen.findByText('New template', { selector: '.ant-modal-title' });
    const dialog = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Template name'), {
      target: { value: 'Event countdown' },
    });
    fireEvent.change(within(dialog).getByLabelText('Task name'), { target: { value: 'Countdown day' } });
    fireEvent.change(within(dialog).getByLabelText('Deadline after (days)'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodies('assign/template/save')).toHaveLength(1));
    expect(server.bodies('assign/template/save')[0]).toEqual({
      fields: {
        template_name: 'Event countdown',
        name: 'Countdown day',
        label_id: null,
        talking_points: '',
        hashtags: [],
        material_ids: [],
        deeplink: null,
        notes: '',
        urgent: false,
        remind_hours: 24,
        receiver_ids: [],
        start_after_days: 0,
        period_days: 1,
        deadline_after_days: 5,
      },
    });
    // The drawer is a dialog too: the question is found in the confirmation itself.
    fireEvent.click(within(list).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByText(
      'Delete the template “Weekly patch post”? Tasks made from it stay as they are.',
    );
    const confirm = question.closest('.ant-modal-confirm') as HTMLElement;
    expect(within(confirm).getAllByText('Operation confirm').length).toBeGreaterThan(0);
    expect(server.bodies('assign/template/delete')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.bodies('assign/template/delete')).toEqual([{ id: 41 }]));
    expect(await screen.findByText('Deleted')).toBeTruthy();
  });
});
