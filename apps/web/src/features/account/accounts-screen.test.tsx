import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../components/paged.js';
import { removeWithConfirm } from '../../test-flows.js';
import { ok, page, serve, setUpScreenTests, show } from '../../test-harness.js';
import AccountsPage from './AccountsPage.js';
import {
  buttonIn,
  buttonsOf,
  expired,
  onDesktop,
  pageOne,
  perms,
  rowOf,
  screenWidth,
} from './account-fixtures.js';

setUpScreenTests();
onDesktop();

describe('accounts screen', () => {
  it('lists accounts with their state, marks emulated ones, and asks for reconnecting expired ones', async () => {
    serve({ 'auth/perms': () => perms(['account_base']), 'account/list': () => page([pageOne, expired]) });
    show(<AccountsPage routeName="account.list" params={{}} />);
    const table = await screen.findByTestId('accounts-table');
    await within(table).findByText('Herald Page 1');
    expect(within(rowOf('Herald Page 1')).getByTestId('emulated-tag').textContent).toBe('Emulated');
    expect(within(rowOf('herald.ig')).queryByTestId('emulated-tag')).toBeNull();
    expect(within(rowOf('Herald Page 1')).getByText('Connected')).toBeTruthy();
    const since = formatTime(expired.data_until);
    expect(
      within(rowOf('herald.ig')).getByText(
        `Authorization expired, reconnect (data no longer updated since ${since})`,
      ),
    ).toBeTruthy();
    // Without account_manage only the history import can be looked at.
    expect(buttonsOf(rowOf('Herald Page 1'))).toEqual(['History']);
    expect(screen.queryByTestId('account-connect')).toBeNull();
  });

  it('gives account managers the writes, with a locked group disabled, and disconnects after naming the account', async () => {
    const server = serve({
      'auth/perms': () => perms(['account_base', 'account_manage']),
      'account/list': () => page([pageOne, expired]),
      'account/delete': () => ok(null),
    });
    show(<AccountsPage routeName="account.list" params={{}} />);
    await screen.findByText('Herald Page 1');
    await waitFor(() => expect(screen.getByTestId('account-connect')).toBeTruthy());
    expect(buttonsOf(rowOf('Herald Page 1'))).toEqual([
      'Refresh',
      'Nickname',
      'Post template',
      'History',
      'Publishing group',
      'Disconnect',
    ]);
    const expiredRow = rowOf('herald.ig');
    expect(buttonIn(expiredRow, 'Reconnect')).toBeTruthy();
    expect(buttonIn(expiredRow, 'Publishing group').disabled).toBe(true);
    await removeWithConfirm(server, buttonIn(rowOf('Herald Page 1'), 'Disconnect'), {
      question: 'Disconnect Facebook account “Herald Page 1”? Its tokens are destroyed.',
      path: 'account/delete',
      body: { id: 1 },
    });
  });

  it('invites a manager to connect the first account', async () => {
    serve({ 'auth/perms': () => perms(['account_base', 'account_manage']), 'account/list': () => page([]) });
    show(<AccountsPage routeName="account.list" params={{}} />);
    const table = await screen.findByTestId('accounts-table');
    expect(await within(table).findByText(/Connect your game’s pages/)).toBeTruthy();
    expect(within(table).getByRole('button', { name: /Connect account/ })).toBeTruthy();
  });

  it('folds the actions into one menu at phone width, still asking before disconnecting', async () => {
    screenWidth(375);
    const server = serve({
      'auth/perms': () => perms(['account_base', 'account_manage']),
      'account/list': () => page([expired]),
      'account/delete': () => ok(null),
    });
    show(<AccountsPage routeName="account.list" params={{}} />);
    await screen.findByText('herald.ig');
    expect(screen.queryByText('EU team')).toBeNull();
    expect(buttonsOf(rowOf('herald.ig'))).toEqual(['']);
    fireEvent.click(await screen.findByTestId('account-menu'));
    const menu = await screen.findByRole('menu');
    expect([...menu.querySelectorAll('[role=menuitem]')].map((item) => item.textContent)).toEqual([
      'Refresh',
      'Reconnect',
      'Nickname',
      'Post template',
      'History',
      'Publishing groupBound to “EU team”. The publishing group of an account cannot be changed once set.',
      'Disconnect',
    ]);
    fireEvent.click(within(menu).getByText('Disconnect'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Disconnect Instagram account “herald.ig”? Its tokens are destroyed.'),
    ).toBeTruthy();
    fireEvent.click(buttonIn(dialog, 'Disconnect'));
    await waitFor(() => expect(server.bodies('account/delete')).toEqual([{ id: 2 }]));
  });
});
