import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flaky, retryLoads } from '../../../test-flows.js';
import { ok, page, type Reply, serve, serverError, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import TodoDetailPage from '../todo-detail/TodoDetailPage.js';
import TodoListPage from '../todo-list/TodoListPage.js';
import { ana, kenji, linkPost, question, task, todo, todoDetail } from './fixtures.js';
import { BASE, base, openAt } from './harness.js';

setUpScreenTests();
onDesktop();

const refuse = (code: number, msg: string, status = 409): Reply => ({
  status,
  body: { code, msg, data: null },
});
const openList = (query = '') =>
  openAt(<TodoListPage routeName="assign.todo.list" params={{}} />, `/assign/todo/list${query}`);
const openDetail = (query: string) =>
  openAt(<TodoDetailPage routeName="assign.todo.detail" params={{}} />, `/assign/todo/detail${query}`);

/** The modal titled `title`, once open. */
async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

describe('to-do list', () => {
  it('shows the caller’s to-dos with the deadline in the task’s zone, overdue, proposals and post stats', async () => {
    const server = serve({
      ...base(BASE, ana),
      'assign/todo/list': () =>
        page([
          todo({ overdue: true, proposals: 2 }),
          todo({
            todo_id: 72,
            status: 'completed',
            post_stats: { posts: 2, views: 3400, engagements: 210, comments: null },
          }),
        ]),
    });
    openList();
    const cards = await screen.findAllByTestId('todo-card');
    expect(server.bodies('assign/todo/list')[0]).toEqual({ page: 1, page_size: 20 });
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Season 3 teaser')).toBeTruthy();
    expect(first.getByText('Overdue')).toBeTruthy();
    expect(first.getByText('2030-12-01 23:59 (Asia/Shanghai)')).toBeTruthy();
    expect(first.getByRole('link', { name: /2 posts proposed/ }).getAttribute('href')).toBe(
      '/assign/todo/link?game_id=1001&game_area=asia&id=71&proposed=1',
    );
    expect(first.getByText('No linked posts')).toBeTruthy();
    const second = within(cards[1] as HTMLElement);
    expect(second.getByText('Completed')).toBeTruthy();
    expect(second.getByText('2 posts')).toBeTruthy();
    expect(second.getByText('3,400')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Receiver' })).toBeNull();
  });

  it('lets a lead look at another receiver’s to-dos, filtered by state through the URL', async () => {
    const server = serve({ ...base(), 'assign/todo/list': () => page([todo({ receiver: kenji })]) });
    openList('?status=pending&overdue=1');
    await screen.findAllByTestId('todo-card');
    expect(server.bodies('assign/todo/list')[0]).toEqual({
      page: 1,
      page_size: 20,
      status: ['pending'],
      overdue: true,
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Receiver' }));
    fireEvent.click((await screen.findAllByTitle('Kenji Sato')).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(server.bodies('assign/todo/list').at(-1)).toEqual({
        page: 1,
        page_size: 20,
        status: ['pending'],
        overdue: true,
        receiver_id: 12,
      }),
    );
    expect(screen.getByTestId('location').textContent).toContain('receiver=12');
    expect(
      within((await screen.findAllByTestId('todo-card'))[0] as HTMLElement).getByText('Kenji Sato'),
    ).toBeTruthy();
  });

  it('says plainly when the caller has no to-dos', async () => {
    serve({ ...base(BASE, ana), 'assign/todo/list': () => page([]) });
    openList();
    expect(await screen.findByText('You have no to-dos: tasks handed to you show here.')).toBeTruthy();
  });

  it('loads again on Retry after a failure', async () => {
    const outage = flaky(serverError, () => page([todo()]));
    const server = serve({ ...base(BASE, ana), 'assign/todo/list': outage.route });
    openList();
    await retryLoads(server, 'assign/todo/list', outage, 'Season 3 teaser', 5000);
  });
});

describe('to-do detail', () => {
  it('shows the brief with copyable hashtags and the linked posts with their figures', async () => {
    serve({
      ...base(BASE, ana),
      'assign/todo/detail': () =>
        ok(
          todoDetail({
            todo: todo({ post_stats: { posts: 1, views: 1200, engagements: 85, comments: 7 } }),
            linked: [linkPost({ post_id: 501, link_status: 'linked' })],
            questions: [
              question({
                status: 'resolved',
                answer: 'Yes, from the 24th',
                answered_by: kenji,
                answered_at: '2030-11-21T09:00:00.000Z',
              }),
            ],
          }),
        ),
    });
    openDetail('?id=71');
    expect(await screen.findByRole('heading', { name: 'Season 3 teaser' })).toBeTruthy();
    const brief = screen.getByTestId('brief');
    expect(within(brief).getByText('New map, new hero')).toBeTruthy();
    expect(
      within(within(brief).getByTestId('hashtags')).getAllByRole('button', { name: /copy/i }).length,
    ).toBe(3);
    expect(within(brief).getByText('https://herald.example/s3').closest('a')?.getAttribute('href')).toBe(
      'https://herald.example/s3',
    );
    const linked = screen.getByTestId('linked-posts');
    expect(within(linked).getByText('Herald EU')).toBeTruthy();
    expect(within(linked).getByText('1,200')).toBeTruthy();
    expect(
      within(linked)
        .getByRole('link', { name: /Open post/ })
        .getAttribute('href'),
    ).toBe('https://x.example/herald/status/501');
    expect(screen.getByText('Yes, from the 24th')).toBeTruthy();
    expect(screen.queryByTestId('todo-closed')).toBeNull();
  });

  it('completes a to-do with a note once a post is linked', async () => {
    const server = serve({
      ...base(BASE, ana),
      'assign/todo/detail': () =>
        ok(todoDetail({ linked: [linkPost({ post_id: 501, link_status: 'linked' })] })),
      'assign/todo/complete': () =>
        ok(
          todoDetail({
            todo: todo({
              status: 'completed',
              note: 'Posted on X',
              completed_at: '2030-11-26T11:00:00.000Z',
            }),
            linked: [linkPost({ post_id: 501, link_status: 'linked' })],
            can: { complete: false, reject: false, link: false, ask: false },
          }),
        ),
    });
    openDetail('?id=71');
    fireEvent.click(await screen.findByTestId('todo-complete'));
    const dialog = await dialogTitled('Complete this to-do');
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Posted on X' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(server.bodies('assign/todo/complete')).toEqual([{ id: 71, note: 'Posted on X' }]),
    );
    expect(await screen.findByText('To-do completed')).toBeTruthy();
    const closed = await screen.findByTestId('todo-closed');
    expect(within(closed).getByText('Task completed')).toBeTruthy();
    expect(within(closed).getByText('Note: Posted on X')).toBeTruthy();
    expect(screen.queryByTestId('todo-actions')).toBeNull();
  });

  it('cannot complete without a linked post and says why', async () => {
    // As the server answers an open to-do without a linked post: it may link and reject, not complete.
    const open = todoDetail({ can: { complete: false, reject: true, link: true, ask: true } });
    serve({ ...base(BASE, ana), 'assign/todo/detail': () => ok(open) });
    openDetail('?id=71');
    const complete = await screen.findByTestId('todo-complete');
    expect((complete as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseEnter(screen.getByTestId('todo-complete-why'));
    expect(await screen.findByText('Link at least one published post before completing')).toBeTruthy();
  });

  it('rejects a to-do only with a reason, and shows the server’s message when the task has ended meanwhile', async () => {
    let answer: Reply = refuse(2202, 'Task ended');
    const server = serve({
      ...base(BASE, ana),
      'assign/todo/detail': () => ok(todoDetail()),
      'assign/todo/reject': () => answer,
    });
    openDetail('?id=71');
    fireEvent.click(await screen.findByRole('button', { name: /Reject/ }));
    const dialog = await dialogTitled('Reject this to-do');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why')).toBeTruthy();
    expect(server.bodies('assign/todo/reject')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Why you turn it down'), {
      target: { value: 'Account suspended this week' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(server.bodies('assign/todo/reject')).toEqual([
        { id: 71, reason: 'Account suspended this week' },
      ]),
    );
    expect(await screen.findByText('Error 2202: Task ended')).toBeTruthy();
    answer = ok(
      todoDetail({
        todo: todo({ status: 'rejected', reason: 'Account suspended this week' }),
        can: { complete: false, reject: false, link: false, ask: false },
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('To-do rejected')).toBeTruthy();
    const closed = await screen.findByTestId('todo-closed');
    expect(within(closed).getByText('Task rejected')).toBeTruthy();
    expect(within(closed).getByText('Reason: Account suspended this week')).toBeTruthy();
  });

  it('asks a question about the brief', async () => {
    const server = serve({
      ...base(BASE, ana),
      'assign/todo/detail': () => ok(todoDetail()),
      'assign/brief/ask': () => ok(question()),
    });
    openDetail('?id=71');
    fireEvent.click(await screen.findByRole('button', { name: /Ask a question/ }));
    const dialog = await dialogTitled('Ask a question');
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Can we use the old trailer?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask a question' }));
    await waitFor(() =>
      expect(server.bodies('assign/brief/ask')).toEqual([
        { task_id: 31, question: 'Can we use the old trailer?' },
      ]),
    );
  });

  it('says the task has ended and offers nothing to do', async () => {
    serve({
      ...base(BASE, ana),
      'assign/todo/detail': () =>
        ok(
          todoDetail(
            { can: { complete: false, reject: false, link: false, ask: false } },
            task({ status: 'ended', ended_at: '2030-12-01T16:00:00.000Z' }),
          ),
        ),
    });
    openDetail('?id=71');
    const closed = await screen.findByTestId('todo-closed');
    expect(within(closed).getByText('Task ended')).toBeTruthy();
    expect(screen.queryByTestId('todo-actions')).toBeNull();
    expect(screen.getByText('Ended')).toBeTruthy();
  });

  it('points to Herald’s proposals', async () => {
    serve({
      ...base(BASE, ana),
      'assign/todo/detail': () => ok(todoDetail({ todo: todo({ proposals: 2 }) })),
    });
    openDetail('?id=71');
    const proposals = await screen.findByTestId('todo-proposals');
    expect(
      within(proposals).getByText('Herald found 2 posts carrying the task’s hashtags or link'),
    ).toBeTruthy();
    expect(within(proposals).getByRole('link').getAttribute('href')).toBe(
      '/assign/todo/link?game_id=1001&game_area=asia&id=71&proposed=1',
    );
  });

  it('says a to-do it may not open does not exist', async () => {
    serve({ ...base(BASE, ana), 'assign/todo/detail': () => refuse(404, 'Not Found', 404) });
    openDetail('?id=999');
    expect(await screen.findByText('This to-do does not exist or you may not open it.')).toBeTruthy();
  });
});
