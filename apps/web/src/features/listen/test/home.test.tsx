import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flaky } from '../../../test-flows.js';
import { ok, serve, serverError, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop, screenWidth } from '../../../test-width.js';
import HomePage from '../home/HomePage.js';
import { config, openAt, paged, summary } from './fixtures.js';

setUpScreenTests();
onDesktop();

const open = (query = '') => openAt(<HomePage routeName="listen.home" params={{}} />, `/listen/home${query}`);

describe('listen home', () => {
  it('lists active topics with their networks, volume, alerts and last fetch, and filters them', async () => {
    const server = serve({ 'listen/topic/list': () => paged([summary()]) });
    open('?game_id=1001');
    const list = await screen.findByTestId('topic-list');
    expect(await within(list).findByText('Starfall launch')).toBeTruthy();
    expect(within(list).getByText('Brand')).toBeTruthy();
    expect(within(list).getByTestId('source-instagram').getAttribute('data-state')).toBe('quota');
    expect(within(list).getByTestId('source-instagram').getAttribute('aria-label')).toContain(
      'Hashtag budget spent until Tuesday',
    );
    expect(within(list).getByText('1,200')).toBeTruthy();
    expect(within(list).getByLabelText('40 mentions: 20 positive, 12 neutral, 8 negative')).toBeTruthy();
    expect(within(list).getByTitle('2 unread alerts')).toBeTruthy();
    expect(server.bodies('listen/topic/list')[0]).toEqual({ page: 1, page_size: 20, status: 'active' });
    expect(within(list).getByTestId('topic-link-7').getAttribute('href')).toBe(
      '/listen/active/7?game_id=1001',
    );

    const search = screen.getByPlaceholderText('Search by title');
    fireEvent.change(search, { target: { value: 'star' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(server.bodies('listen/topic/list').at(-1)).toMatchObject({ keyword: 'star', status: 'active' }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Draft' }));
    await waitFor(() => expect(server.bodies('listen/topic/list').at(-1)).toMatchObject({ status: 'draft' }));
    expect(screen.getByTestId('location').textContent).toContain('status=draft');
  });

  it('links an archived topic keeping the current tab, and offers open, restore and delete', async () => {
    serve({ 'listen/topic/list': () => paged([summary({ id: 9, status: 'archive' })]) });
    open('?game_id=1001&status=archive&tab=mentions');
    const link = await screen.findByTestId('topic-link-9');
    expect(link.getAttribute('href')).toBe('/listen/archive/9?game_id=1001&tab=mentions');
    expect(screen.getByTestId('topic-restore-9')).toBeTruthy();
    expect(screen.queryByTestId('topic-archive-9')).toBeNull();
    expect(screen.queryByTestId('topic-edit-9')).toBeNull();
    fireEvent.click(screen.getByTestId('topic-open-9'));
    expect(screen.getByTestId('location').textContent).toBe('/listen/archive/9?game_id=1001&tab=mentions');
  });

  it('links a draft to its editor and activates it', async () => {
    const server = serve({
      'listen/topic/list': () => paged([summary({ id: 3, status: 'draft' })]),
      'listen/topic/activate': () => ok(summary({ id: 3 })),
    });
    open('?status=draft');
    expect((await screen.findByTestId('topic-link-3')).getAttribute('href')).toBe('/listen/draft/3');
    fireEvent.click(screen.getByTestId('topic-activate-3'));
    await waitFor(() => expect(server.bodies('listen/topic/activate')).toEqual([{ id: 3 }]));
    expect(await screen.findByText('Listening started')).toBeTruthy();
  });

  it('says what deleting a topic loses before deleting it', async () => {
    const server = serve({
      'listen/topic/list': () => paged([summary()]),
      'listen/topic/config': () => ok(config({ mentions: 1200, alerts: 3 })),
      'listen/topic/delete': () => ok({ ok: true }),
    });
    open();
    fireEvent.click(await screen.findByTestId('topic-delete-7'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Delete “Starfall launch”? Its 1200 mentions and 3 alerts are deleted with it; this cannot be undone. Archive it instead to keep them.',
      ),
    ).toBeTruthy();
    expect(server.bodies('listen/topic/config')).toEqual([{ id: 7 }]);
    expect(server.bodies('listen/topic/delete')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.bodies('listen/topic/delete')).toEqual([{ id: 7 }]));
    expect(await screen.findByText('Deleted')).toBeTruthy();
  });

  it('invites to create the first topic, and retries a failed load', async () => {
    serve({ 'listen/topic/list': () => paged([]) });
    open();
    expect(await screen.findByText(/Create a topic to hear what players say/)).toBeTruthy();
    fireEvent.click(screen.getAllByText('New topic').at(-1) as HTMLElement);
    expect(screen.getByTestId('location').textContent).toBe('/listen/new');
  });

  it('offers a retry when the list fails to load', async () => {
    const outage = flaky(serverError, () => paged([summary()]));
    serve({ 'listen/topic/list': outage.route });
    open();
    const retry = (await screen.findByText('Retry', {}, { timeout: 5000 })).closest('button') as HTMLElement;
    outage.recover();
    fireEvent.click(retry);
    expect(await screen.findByText('Starfall launch')).toBeTruthy();
  });

  it('stays usable at phone width', async () => {
    screenWidth(390);
    serve({ 'listen/topic/list': () => paged([summary()]) });
    open();
    expect(await screen.findByText('Starfall launch')).toBeTruthy();
    expect(screen.getByTestId('topic-open-7')).toBeTruthy();
  });
});
