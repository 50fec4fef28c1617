import type { AccountView, SocialPermission } from '@herald/contract';
import { useHolds } from '../../lib/abilities.js';
import { needsReconnect } from './status.js';

export type AccountAction =
  | 'refresh'
  | 'reconnect'
  | 'remark'
  | 'template'
  | 'backtrack'
  | 'group'
  | 'delete';

/**
 * The social permission each write needs on the account (SPEC §6: link; manage nickname, backtrack,
 * deletion); the post template is what compose starts from, so it goes with publishing.
 */
const needs: Readonly<Record<Exclude<AccountAction, 'backtrack'>, SocialPermission>> = {
  refresh: 'link',
  reconnect: 'link',
  remark: 'manage_nickname',
  template: 'publish',
  group: 'link',
  delete: 'manage_delete',
};

export interface AccountAbilities {
  /** Row actions to show, in display order. */
  actions: AccountAction[];
  /** Whether the history import can be started (the import state itself is visible to every viewer). */
  canRunBacktrack: boolean;
  /** A publishing group, once bound, cannot be changed: the action stays visible but disabled. */
  groupLocked: boolean;
}

type Row = Pick<AccountView, 'permissions' | 'group_id' | 'status' | 'need_reconnect' | 'manual'>;

/**
 * What the caller may do with one account: writes need account_manage in the game (`canManage`) and the
 * matching social permission the server computed for this account.
 */
export function accountAbilities(account: Row, canManage: boolean): AccountAbilities {
  const held = new Set(account.permissions);
  const may = (action: Exclude<AccountAction, 'backtrack'>) => canManage && held.has(needs[action]);
  const order: AccountAction[] = [
    'refresh',
    'reconnect',
    'remark',
    'template',
    'backtrack',
    'group',
    'delete',
  ];
  // An account worked by hand has no network to refresh, reconnect or import history from.
  const onApi = new Set<AccountAction>(['refresh', 'reconnect', 'backtrack']);
  const actions = order.filter((action) => {
    if (account.manual && onApi.has(action)) return false;
    if (action === 'backtrack') return true;
    if (action === 'reconnect' && !needsReconnect(account)) return false;
    return may(action);
  });
  return {
    actions,
    canRunBacktrack: !account.manual && canManage && held.has('manage_backtrack'),
    groupLocked: account.group_id !== null,
  };
}

/** Whether the caller holds account_manage in the current game (platform admins hold everything). */
export function useCanManageAccounts(): boolean {
  return useHolds('account_manage');
}
