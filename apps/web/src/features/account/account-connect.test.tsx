import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, page, serve, setUpScreenTests, show } from '../../test-harness.js';
import AccountsPage from './AccountsPage.js';
import {
  answer,
  buttonIn,
  candidate,
  expired,
  fakePopup,
  onDesktop,
  pageOne,
  perms,
  profile,
  rowOf,
  STATE,
} from './account-fixtures.js';

setUpScreenTests();
onDesktop();

describe('connecting accounts', () => {
  it('connects accounts: popup, authorization message, then the picked candidates', async () => {
    const { popup, open } = fakePopup();
    let list: object[] = [expired];
    const server = serve({
      'auth/perms': () => perms(['account_base', 'account_manage']),
      'account/list': () => page(list),
      'account/networks': () =>
        ok([
          { ...profile('facebook'), emulated: true, configured: true },
          { ...profile('naver_lounge'), connect: 'none', configured: false },
        ]),
      'account/bind': () => ok({ authorize_url: 'https://facebook.example/dialog/oauth?x=1', state: STATE }),
      'account/bind/candidates': () =>
        ok({
          social_channel: 'facebook',
          candidates: [
            candidate('1001', 'Herald Page 1', { connected_here: true }),
            candidate('1002', 'Herald Page 2', { connected_game: 'Other Game' }),
            candidate('1003', 'Herald Page 3'),
          ],
        }),
      'account/bind/accounts': () => {
        list = [expired, pageOne];
        return ok([pageOne]);
      },
    });
    show(<AccountsPage routeName="account.list" params={{}} />);
    await screen.findByText('herald.ig');
    fireEvent.click(await screen.findByTestId('account-connect'));
    const naver = await screen.findByTestId('network-naver_lounge');
    expect(within(naver).queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(within(naver).getByRole('button', { name: 'Add by hand' })).toBeTruthy();
    expect(within(naver).getByText(/official Naver Lounge API does not allow/)).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('network-facebook')).getByRole('button', { name: 'Connect' }));
    expect(open).toHaveBeenCalledWith('', 'herald-oauth', expect.stringContaining('width=600,height=720'));
    await waitFor(() => expect(popup.location.href).toBe('https://facebook.example/dialog/oauth?x=1'));
    expect(server.bodies('account/bind')).toEqual([{ social_channel: 'facebook' }]);

    answer({ source: 'herald-oauth', code: 0, state: STATE });
    const picker = await screen.findByTestId('candidates');
    const here = within(picker).getByRole('checkbox', { name: /Herald Page 1/ }) as HTMLInputElement;
    expect(here.checked && here.disabled).toBe(true);
    expect(within(picker).getByText('Already connected in Other Game')).toBeTruthy();
    expect(
      (within(picker).getByRole('checkbox', { name: /Herald Page 2/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(within(picker).getByRole('checkbox', { name: /Herald Page 3/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Connect selected' }));
    expect(await screen.findByText('Accounts connected: 1')).toBeTruthy();
    expect(server.bodies('account/bind/accounts')).toEqual([{ state: STATE, social_ids: ['1003'] }]);
    expect(await within(screen.getByTestId('accounts-table')).findByText('Herald Page 1')).toBeTruthy();
  });

  it('says the authorization was suspended when the user closes the sign-in window', async () => {
    const { popup } = fakePopup();
    serve({
      'auth/perms': () => perms(['account_base', 'account_manage']),
      'account/list': () => page([expired]),
      'account/rebind': () => ok({ authorize_url: 'https://instagram.example/oauth', state: STATE }),
    });
    show(<AccountsPage routeName="account.list" params={{}} />);
    await screen.findByText('herald.ig');
    fireEvent.click(buttonIn(rowOf('herald.ig'), 'Reconnect'));
    await waitFor(() => expect(popup.location.href).toBe('https://instagram.example/oauth'));
    popup.closed = true;
    expect(await screen.findByText('Authorization suspended', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('says so when the browser blocks the sign-in window, and starts nothing', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const server = serve({
      'auth/perms': () => perms(['account_base', 'account_manage']),
      'account/list': () => page([expired]),
    });
    show(<AccountsPage routeName="account.list" params={{}} />);
    await screen.findByText('herald.ig');
    fireEvent.click(buttonIn(rowOf('herald.ig'), 'Reconnect'));
    expect(await screen.findByText(/sign-in window was blocked/)).toBeTruthy();
    expect(server.bodies('account/rebind')).toEqual([]);
  });

  it('asks for VK community ids before starting the VK sign-in', async () => {
    fakePopup();
    const server = serve({
      'auth/perms': () => perms(['account_base', 'account_manage']),
      'account/list': () => page([]),
      'account/networks': () => ok([{ ...profile('vk'), emulated: false, configured: true }]),
      'account/bind': () => ok({ authorize_url: 'https://vk.example/authorize', state: STATE }),
    });
    show(<AccountsPage routeName="account.list" params={{}} />);
    fireEvent.click(await screen.findByTestId('account-connect'));
    fireEvent.click(within(await screen.findByTestId('network-vk')).getByRole('button', { name: 'Connect' }));
    const ids = await screen.findByLabelText('Community IDs');
    fireEvent.change(ids, { target: { value: '215678901,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(server.bodies('account/bind')).toEqual([{ social_channel: 'vk', group_ids: ['215678901'] }]),
    );
  });

  it('offers Twitch as an optional channel with what its API allows, and connects it', async () => {
    const { popup } = fakePopup();
    const twitch = {
      ...profile('twitch'),
      connectable: 'channel',
      capabilities: { connect: 'yes', publish_text: 'yes', account_metrics: 'partial', comment: 'no' },
      maxImages: 0,
      maxVideos: 0,
    };
    const server = serve({
      'auth/perms': () => perms(['account_base', 'account_manage']),
      'account/list': () => page([]),
      'account/networks': () =>
        ok([
          { ...profile('discord'), emulated: true, configured: true },
          { ...twitch, emulated: true, configured: true },
        ]),
      'account/bind': () => ok({ authorize_url: 'https://id.twitch.example/oauth2/authorize', state: STATE }),
    });
    show(<AccountsPage routeName="account.list" params={{}} />);
    fireEvent.click(await screen.findByTestId('account-connect'));
    const row = await screen.findByTestId('network-twitch');
    expect(within(row).getByText('Twitch')).toBeTruthy();
    expect(within(row).getByTestId('optional-twitch').textContent).toBe('Optional');
    expect(within(row).getByText('Text posts')).toBeTruthy();
    expect(within(row).getByText('Account metrics (limited)')).toBeTruthy();
    expect(within(row).queryByText('Comments')).toBeNull();
    expect(within(screen.getByTestId('network-discord')).queryByTestId('optional-discord')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(popup.location.href).toBe('https://id.twitch.example/oauth2/authorize'));
    expect(server.bodies('account/bind')).toEqual([{ social_channel: 'twitch' }]);
  });
});
