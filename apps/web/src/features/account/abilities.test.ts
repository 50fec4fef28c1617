import { accountStatuses, backtrackStatuses, type SocialPermission } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { accountAbilities } from './abilities.js';
import { accountStatusBadge, backtrackStatusBadge, needsReconnect } from './status.js';

const manager: SocialPermission[] = ['view', 'link', 'manage_nickname', 'manage_backtrack', 'manage_delete'];
const row = (patch: Partial<Parameters<typeof accountAbilities>[0]> = {}) => ({
  permissions: manager,
  group_id: null,
  status: 'connected' as const,
  need_reconnect: false,
  manual: false,
  ...patch,
});

describe('accountAbilities', () => {
  it('gives an account manager every write but reconnect on a healthy account', () => {
    expect(accountAbilities(row(), true)).toEqual({
      actions: ['refresh', 'remark', 'backtrack', 'group', 'delete'],
      canRunBacktrack: true,
      groupLocked: false,
    });
  });

  it('offers no network actions on an account worked by hand', () => {
    expect(accountAbilities(row({ manual: true, status: 'noconnect' }), true)).toEqual({
      actions: ['remark', 'group', 'delete'],
      canRunBacktrack: false,
      groupLocked: false,
    });
  });

  it('offers reconnect once the authorization no longer works', () => {
    expect(accountAbilities(row({ status: 'oauth_expire', need_reconnect: true }), true).actions).toContain(
      'reconnect',
    );
    expect(accountAbilities(row({ status: 'token_expire' }), true).actions).toContain('reconnect');
  });

  it('leaves only the history view to someone without account_manage, whatever they hold on the account', () => {
    expect(accountAbilities(row({ permissions: [...manager, 'publish'] }), false)).toEqual({
      actions: ['backtrack'],
      canRunBacktrack: false,
      groupLocked: false,
    });
  });

  it('needs the matching social permission for each write', () => {
    expect(accountAbilities(row({ permissions: ['view', 'publish'] }), true).actions).toEqual([
      'template',
      'backtrack',
    ]);
    expect(accountAbilities(row({ permissions: ['manage_delete'] }), true)).toMatchObject({
      actions: ['backtrack', 'delete'],
      canRunBacktrack: false,
    });
  });

  it('locks the publishing group once one is bound', () => {
    expect(accountAbilities(row({ group_id: 4 }), true).groupLocked).toBe(true);
  });
});

describe('status badges', () => {
  it('gives each account status its own colour', () => {
    const colours = accountStatuses.map((status) => accountStatusBadge[status]);
    expect(new Set(colours).size).toBe(accountStatuses.length);
    expect(accountStatusBadge.connected).toBe('success');
    expect(accountStatusBadge.oauth_expire).toBe('error');
  });

  it('gives each backtrack status its own colour', () => {
    const colours = backtrackStatuses.map((status) => backtrackStatusBadge[status]);
    expect(new Set(colours).size).toBe(backtrackStatuses.length);
  });

  it('asks for a reconnect when the server says so or the account is not connected', () => {
    expect(needsReconnect({ status: 'connected', need_reconnect: false })).toBe(false);
    expect(needsReconnect({ status: 'connected', need_reconnect: true })).toBe(true);
    expect(needsReconnect({ status: 'noconnect', need_reconnect: false })).toBe(true);
  });
});
