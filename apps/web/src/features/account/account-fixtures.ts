/** Accounts and helpers the account screen tests share. */
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ok } from '../../test-harness.js';

export { onDesktop, screenWidth } from '../../test-width.js';

export const manager = ['view', 'link', 'manage_nickname', 'manage_backtrack', 'manage_delete', 'publish'];
export const pageOne = {
  id: 1,
  social_channel: 'facebook',
  social_account: 'Herald Page 1',
  social_id: '1001',
  social_link: 'https://facebook.example/1001',
  status: 'connected',
  backtrack_status: 'success',
  first_data_time: null,
  backtrack_earliest_time: null,
  post_template: null,
  group_id: null,
  need_reconnect: false,
  visibility: 'available',
  remark: 'Main page',
  avatar_url: null,
  emulated: true,
  manual: false,
  group_name: null,
  connected_by: 'Mei Lin',
  connected_at: '2026-11-01T08:00:00.000Z',
  data_until: null,
  permissions: manager,
};
export const expired = {
  ...pageOne,
  id: 2,
  social_channel: 'instagram',
  social_account: 'herald.ig',
  social_id: '2002',
  status: 'oauth_expire',
  need_reconnect: true,
  data_until: '2026-10-20T08:00:00.000Z',
  emulated: false,
  manual: false,
  remark: null,
  group_id: 3,
  group_name: 'EU team',
};
export const perms = (resources: string[]) =>
  ok({ resources, is_game_admin: false, is_platform_admin: false, routes: ['account'] });
export const STATE = 'state-0123456789abcdef';

export function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}
// Role queries compute accessible names over the whole table, which is slow in jsdom; rows are small.
export const buttonsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('button')].map((button) => button.textContent);
export function buttonIn(container: HTMLElement, label: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((button) => button.textContent === label);
  if (!found) throw new Error(`no ${label} button`);
  return found;
}

/** A popup window the test controls: where the console sent it, and whether it is closed. */
export function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
  return { popup, open };
}
export const answer = (data: object) =>
  window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data }));

export function profile(network: string) {
  const capabilities = Object.fromEntries(
    ['connect', 'publish_text', 'publish_image', 'comment'].map((key) => [key, 'yes']),
  );
  return { network, connect: 'oauth', connectable: 'page', capabilities, maxImages: 10, maxVideos: 1 };
}

export function candidate(
  social_id: string,
  social_account: string,
  patch: { connected_here?: boolean; connected_game?: string } = {},
) {
  return {
    social_id,
    social_account,
    social_link: null,
    avatar_url: null,
    connected_game: patch.connected_game ?? null,
    connected_here: patch.connected_here ?? false,
  };
}
