import type { Notification } from '@herald/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, Providers, serve, setUpScreenTests } from '../../test-harness.js';
import { notice } from './fixtures.js';
import { NotificationBell } from './NotificationBell.js';
import { noticeTarget } from './notices.js';

setUpScreenTests();

const mobileNotice = notice({
  id: 9,
  kind: 'mobile_publish_requested',
  params: { title: 'Season 3 launch', account: 'herald.ig', app_post_id: 77 },
});

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

describe('mobile publishing notices', () => {
  it('words a request to publish from the phone and opens the app post', async () => {
    const server = serve({
      'notify/list': () => ok({ list: [mobileNotice], total: 1, page: 1, page_size: 10, unread: 1 }),
      'notify/read': () => ok({ unread: 0 }),
    });
    render(
      <Providers>
        <MemoryRouter initialEntries={['/content/post/list?game_id=1001&game_area=asia']}>
          <Routes>
            <Route path="/content/post/list" element={<NotificationBell />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByTestId('notice-list');
    fireEvent.click(
      within(list).getByText(
        '“Season 3 launch” is waiting for you to publish it to herald.ig from your phone',
      ),
    );
    await waitFor(() => expect(server.bodies('notify/read')).toEqual([{ ids: [9] }]));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/app/post/detail?game_id=1001&game_area=asia&id=77',
    );
  });

  it('opens nothing when the request names no app post', () => {
    expect(
      noticeTarget({ ...mobileNotice, params: { title: 'Season 3 launch', account: 'herald.ig' } }),
    ).toBeNull();
  });
});

describe('assign notices', () => {
  const assigned = notice({
    id: 12,
    kind: 'assign_todo_assigned',
    params: { task: 'Patch teaser', task_id: 5, todo_id: 31 },
  });

  it('open the receiver’s to-do, or the task for a lead', () => {
    expect(noticeTarget(assigned)).toEqual({ route: 'assign.todo.detail', id: '31' });
    const asked = notice({
      id: 13,
      kind: 'assign_brief_asked',
      params: { task: 'Patch teaser', task_id: 5, asker: 'Kim' },
    });
    expect(noticeTarget(asked)).toEqual({ route: 'assign.task.detail', id: '5' });
    expect(noticeTarget(notice({ id: 14, kind: 'assign_task_changed', params: {} }))).toBeNull();
  });

  it('words a new to-do in the bell', async () => {
    serve({ 'notify/list': () => ok({ list: [assigned], total: 1, page: 1, page_size: 10, unread: 1 }) });
    render(
      <Providers>
        <MemoryRouter initialEntries={['/assign/todo/list?game_id=1001&game_area=asia']}>
          <NotificationBell />
        </MemoryRouter>
      </Providers>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('New task for you: “Patch teaser”')).toBeTruthy();
  });
});

describe('material notices', () => {
  it('open the material where its reader acts on it, worded with its name and reason', async () => {
    const params = { material: 'Key art', material_id: 4, comment: 'Wrong logo', date: '2026-12-01' };
    const of = (kind: Notification['kind']) => noticeTarget(notice({ id: 20, kind, params }));
    expect(of('material_submitted')).toEqual({ route: 'material.review', id: '4' });
    expect(of('material_rejected')).toEqual({ route: 'material.list', id: '4' });
    expect(of('material_approved')).toEqual({ route: 'material.library', id: '4' });
    expect(of('material_expired')).toEqual({ route: 'material.library', id: '4' });
    serve({
      'notify/list': () =>
        ok({
          list: [notice({ id: 21, kind: 'material_rejected', params })],
          total: 1,
          page: 1,
          page_size: 10,
          unread: 1,
        }),
    });
    render(
      <Providers>
        <MemoryRouter initialEntries={['/content/post/list?game_id=1001&game_area=asia']}>
          <NotificationBell />
        </MemoryRouter>
      </Providers>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByTestId('notice-list');
    expect(within(list).getByText('Your material “Key art” was rejected: Wrong logo')).toBeTruthy();
  });
});
