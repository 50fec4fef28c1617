import type { AccountStatus, BacktrackStatus } from '@herald/contract';
import type { BadgeProps } from 'antd';

type BadgeStatus = NonNullable<BadgeProps['status']>;

/** Each connection state has its own colour: working, expiring token, expired authorization, cut off. */
export const accountStatusBadge: Readonly<Record<AccountStatus, BadgeStatus>> = {
  connected: 'success',
  token_expire: 'warning',
  oauth_expire: 'error',
  noconnect: 'default',
};

export const backtrackStatusBadge: Readonly<Record<BacktrackStatus, BadgeStatus>> = {
  init: 'default',
  pending: 'processing',
  failed: 'error',
  success: 'success',
};

/** Whether the row should offer Reconnect: the authorization no longer works, or the server says so. */
export function needsReconnect(account: { status: AccountStatus; need_reconnect: boolean }): boolean {
  return account.need_reconnect || account.status !== 'connected';
}
