import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Reply, serve, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import TodoLinkPage from '../todo-link/TodoLinkPage.js';
import { ana, linkPost, todoDetail } from './fixtures.js';
import { BASE, base, openAt } from './harness.js';

setUpScreenTests();
onDesktop();

const open = (query: string) =>
  openAt(
    <TodoLinkPage routeName="assign.todo.link" params={{ scroller: 'true' }} />,
    `/assign/todo/link${query}`,
  );
const refuse = (code: number, msg: string): Reply => ({ status: 409, body: { code, msg, data: null } });

const firstPage = [
  linkPost({ post_id: 501, proposed: true, text: 'Season 3 is coming #Season3' }),
  linkPost({ post_id: 502, link_status: 'linked', text: 'Already here' }),
  linkPost({ post_id: 503, link_status: 'tasked', text: 'Fulfils another task' }),
  linkPost({ post_id: 504, link_status: 'todoed', text: 'Kenji linked it' }),
  linkPost({ post_id: 505, link_status: 'unlink', text: 'Taken back' }),
];

const rowOf = (text: string) => screen.getByText(text).closest('[data-testid="post-row"]') as HTMLElement;

describe('link screen', () => {
  it('marks proposals, says every link state in words, and loads the next page by cursor', async () => {
    const server = serve({
      ...base(BASE, ana),
      'assign/todo/detail': () => ok(todoDetail()),
      'assign/todo/links': (body) =>
        (body as { cursor: string | null }).cursor === null
          ? ok({ list: firstPage, next: 'c2' })
          : ok({ list: [linkPost({ post_id: 506, text: 'An older post' })], next: null }),
    });
    open('?id=71');
    await screen.findByText('Season 3 is coming #Season3');
    expect(server.bodies('assign/todo/links')[0]).toEqual({ todo_id: 71, proposed: false, cursor: null });
    expect(within(rowOf('Season 3 is coming #Season3')).getByText('Proposed')).toBeTruthy();
    expect(within(rowOf('Season 3 is coming #Season3')).getByText('Not linked')).toBeTruthy();
    expect(within(rowOf('Already here')).getByText('Linked here')).toBeTruthy();
    expect(within(rowOf('Fulfils another task')).getByText('Linked to another task')).toBeTruthy();
    expect(within(rowOf('Kenji linked it')).getByText('Linked to another receiver')).toBeTruthy();
    expect(within(rowOf('Taken back')).getByText('Unlinked')).toBeTruthy();
    // Posts linked elsewhere cannot be chosen.
    expect((within(rowOf('Fulfils another task')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((within(rowOf('Taken back')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('An older post')).toBeTruthy();
    expect(server.bodies('assign/todo/links')[1]).toEqual({ todo_id: 71, proposed: false, cursor: 'c2' });
    expect(screen.getByText('No more posts')).toBeTruthy();
  });

  it('links a proposed post with one click', async () => {
    const server = serve({
      ...base(BASE, ana),
      'assign/todo/detail': () => ok(todoDetail()),
      'assign/todo/links': () => ok({ list: firstPage, next: null }),
      'assign/todo/link': () =>
        ok(todoDetail({ linked: [linkPost({ post_id: 501, link_status: 'linked' })] })),
    });
    open('?id=71&proposed=1');
    await screen.findByText('Season 3 is coming #Season3');
    expect(server.bodies('assign/todo/links')[0]).toEqual({ todo_id: 71, proposed: true, cursor: null });
    fireEvent.click(within(rowOf('Season 3 is coming #Season3')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.bodies('assign/todo/link')).toEqual([{ id: 71, post_ids: [501] }]));
    expect(await screen.findByText('1 post linked')).toBeTruthy();
    // The list is read again with the new states.
    await waitFor(() => expect(server.bodies('assign/todo/links').length).toBeGreaterThan(1));
  });

  it('links several chosen posts at once and unlinks one, telling a refusal', async () => {
    let linkAnswer: Reply = refuse(2212, 'This post is already linked to another to-do');
    const server = serve({
      ...base(BASE, ana),
      'assign/todo/detail': () => ok(todoDetail()),
      'assign/todo/links': () => ok({ list: firstPage, next: null }),
      'assign/todo/link': () => linkAnswer,
      'assign/todo/unlink': () => ok(todoDetail()),
    });
    open('?id=71');
    await screen.findByText('Season 3 is coming #Season3');
    fireEvent.click(within(rowOf('Season 3 is coming #Season3')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Taken back')).getByRole('checkbox'));
    const bar = await screen.findByTestId('link-bar');
    fireEvent.click(within(bar).getByRole('button', { name: 'Link 2 posts' }));
    await waitFor(() =>
      expect(server.bodies('assign/todo/link')).toEqual([{ id: 71, post_ids: [501, 505] }]),
    );
    expect(await screen.findByText('Error 2212: This post is already linked to another to-do')).toBeTruthy();
    expect(screen.getByTestId('link-bar')).toBeTruthy();
    linkAnswer = ok(todoDetail());
    fireEvent.click(within(bar).getByRole('button', { name: 'Link 2 posts' }));
    expect(await screen.findByText('2 posts linked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('link-bar')).toBeNull());
    fireEvent.click(within(rowOf('Already here')).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(server.bodies('assign/todo/unlink')).toEqual([{ id: 71, post_id: 502 }]));
  });

  it('filters by text and proposals through the URL', async () => {
    const server = serve({
      ...base(BASE, ana),
      'assign/todo/detail': () => ok(todoDetail()),
      'assign/todo/links': () => ok({ list: [], next: null }),
    });
    open('?id=71');
    expect(await screen.findByText('No published posts of your accounts here yet')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search post text' });
    fireEvent.change(search, { target: { value: 'trailer' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(server.bodies('assign/todo/links').at(-1)).toEqual({
        todo_id: 71,
        keyword: 'trailer',
        proposed: false,
        cursor: null,
      }),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Proposed only' }));
    await waitFor(() =>
      expect(server.bodies('assign/todo/links').at(-1)).toEqual({
        todo_id: 71,
        keyword: 'trailer',
        proposed: true,
        cursor: null,
      }),
    );
    expect(screen.getByTestId('location').textContent).toContain('q=trailer');
    expect(await screen.findByText('Herald proposes no post for this to-do')).toBeTruthy();
  });

  it('offers nothing to link once the to-do is closed', async () => {
    serve({
      ...base(BASE, ana),
      'assign/todo/detail': () =>
        ok(todoDetail({ can: { complete: false, reject: false, link: false, ask: false } })),
      'assign/todo/links': () => ok({ list: firstPage, next: null }),
    });
    open('?id=71');
    expect(await screen.findByTestId('link-closed')).toBeTruthy();
    await screen.findByText('Season 3 is coming #Season3');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlink' })).toBeNull();
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true);
  });
});
