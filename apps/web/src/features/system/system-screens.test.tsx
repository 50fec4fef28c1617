import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flaky, removeWithConfirm, retryLoads } from '../../test-flows.js';
import { ok, page, type Reply, serve, setUpScreenTests, show } from '../../test-harness.js';
import GamesPage from './GamesPage.js';
import VersionLogPage from './VersionPage.js';

setUpScreenTests();

const v2 = { id: 2, version: '2.0.0', release_time: '2026-11-01T08:00:00.000Z', notes: 'Calendar view' };
const v1 = { id: 1, version: '1.0.0', release_time: '2026-10-01T08:00:00.000Z', notes: 'First release' };
const END = 'That is the whole history.';
const user = (isSuper: boolean) =>
  ok({ user_id: 1, userName: 'Ada', email: 'ada@example.com', type: 'account', isSuper, hasAdmin: isSuper });
/** The version log one entry a page, as the server pages it. */
const onePerPage = (body: unknown): Reply => {
  const requested = body && typeof body === 'object' && 'page' in body ? Number(body.page) : 1;
  const list = [v2, v1].slice(requested - 1, requested);
  return ok({ list, total: 2, page: requested, page_size: 1 });
};

describe('version log', () => {
  it('loads older entries on request and ends with the end-of-history line', async () => {
    const server = serve({ 'auth/user': () => user(false), 'version/list': onePerPage });
    show(<VersionLogPage routeName="system.version" params={{}} />);
    const log = await screen.findByTestId('version-list');
    expect(await within(log).findByText('2.0.0')).toBeTruthy();
    expect(within(log).queryByText('1.0.0')).toBeNull();
    expect(within(log).queryByText(END)).toBeNull();
    fireEvent.click(within(log).getByRole('button', { name: 'Load more' }));
    expect(await within(log).findByText(END)).toBeTruthy();
    expect(within(log).getByText('1.0.0')).toBeTruthy();
    expect(within(log).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(server.bodies('version/list')).toEqual([
      { page: 1, page_size: 20 },
      { page: 2, page_size: 20 },
    ]);
    // Only super admins write the log.
    expect(screen.queryByTestId('version-add')).toBeNull();
    expect(within(log).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('lets a super admin delete an entry after confirming', async () => {
    const server = serve({
      'auth/user': () => user(true),
      'version/list': () => page([v2, v1]),
      'version/delete': () => ok({ ok: true }),
    });
    show(<VersionLogPage routeName="system.version" params={{}} />);
    expect(await screen.findByText(END)).toBeTruthy();
    expect(await screen.findByTestId('version-add')).toBeTruthy();
    const card = screen.getByText('1.0.0').closest('.ant-card');
    if (!(card instanceof HTMLElement)) throw new Error('no card for 1.0.0');
    await removeWithConfirm(server, within(card).getByRole('button', { name: 'Delete' }), {
      question: 'Delete version 1.0.0?',
      path: 'version/delete',
      body: { id: 1 },
    });
  });

  it('shows a retry when the log cannot be loaded, and retrying loads it', async () => {
    const forbidden = { status: 403, body: { code: 403, msg: 'No permission', data: null } };
    const outage = flaky(forbidden, onePerPage);
    const server = serve({ 'auth/user': () => user(false), 'version/list': outage.route });
    show(<VersionLogPage routeName="system.version" params={{}} />);
    await retryLoads(server, 'version/list', outage, '2.0.0');
    expect(server.bodies('version/list').length).toBe(2);
  });
});

describe('games screen', () => {
  const game = {
    game_id: 7,
    game_name: 'Star Harbor',
    names: [{ language: 'en', name: 'Star Harbor' }],
    member_count: 3,
    created_at: '2026-10-01T08:00:00.000Z',
  };

  it('edits a game keeping its ID fixed, and says it saved', async () => {
    const server = serve({
      'game/list': () => page([game]),
      'game/update': () => ok(game),
    });
    show(<GamesPage routeName="system.games" params={{}} />);
    const table = await screen.findByTestId('games-table');
    const row = (await within(table).findByText('3')).closest('tr');
    if (!row) throw new Error('no row for the game');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Game ID')).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Game name'), { target: { value: 'Star Harbour' } });
    fireEvent.click(within(dialog).getByTestId('form-submit'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(server.bodies('game/update')).toEqual([
      { game_id: 7, game_name: 'Star Harbour', names: [{ language: 'en', name: 'Star Harbor' }] },
    ]);
  });
});
