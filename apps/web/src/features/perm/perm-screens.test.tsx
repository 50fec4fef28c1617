import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/index.js';
import { flaky, removeWithConfirm, retryLoads } from '../../test-flows.js';
import { ok, page, type Reply, serve, serverError, setUpScreenTests, show } from '../../test-harness.js';
import RolesPage from './RolesPage.js';
import UsersPage from './UsersPage.js';

setUpScreenTests();

const preset = {
  id: 1,
  name: 'Reviewer',
  type: 'preset',
  system_permissions: ['review_base'],
  social_permissions: ['view'],
  user_count: 2,
  updated_at: '2026-11-01T08:00:00.000Z',
};
const custom = { ...preset, id: 2, name: 'Night shift', type: 'custom', user_count: 0 };
const mei = {
  user_id: 9,
  email: 'mei@example.com',
  name: 'Mei Lin',
  type: 'account',
  is_game_admin: false,
  roles: [],
  groups: [],
  account_ids: [],
  last_login_at: null,
};
const tooLong: Reply = {
  status: 400,
  body: {
    code: 1001,
    msg: 'Validation failed, please check the form',
    data: { issues: [{ path: 'name', message: 'Too long' }] },
  },
};

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

/** Opens the role form, types the name and ticks the given permission labels. */
async function fillRoleForm(name: string, ...labels: string[]) {
  fireEvent.click(await screen.findByTestId('role-add'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: name } });
  for (const label of labels) fireEvent.click(within(dialog).getByLabelText(label));
  return dialog;
}

describe('roles screen', () => {
  it('lists roles; preset roles can be viewed and copied but not edited or deleted', async () => {
    serve({ 'perm/role/list': () => page([preset, custom]) });
    show(<RolesPage routeName="perm.roles" params={{}} />);
    const table = await screen.findByTestId('roles-table');
    await within(table).findByText('Reviewer');
    const presetActions = within(rowOf('Reviewer'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(presetActions).toEqual(['View', 'Copy']);
    const customActions = within(rowOf('Night shift'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(customActions).toEqual(['Edit', 'Copy', 'Delete']);
  });

  it("names preset roles in the reader's language and custom roles as the team named them", async () => {
    const community = { ...preset, id: 3, name: 'Community manager' };
    serve({ 'perm/role/list': () => page([preset, community, custom]) });
    await setLanguage('zh-CN');
    try {
      show(<RolesPage routeName="perm.roles" params={{}} />);
      const table = await screen.findByTestId('roles-table');
      await within(table).findByText('社区经理');
      expect(within(table).getByText('审核人')).toBeTruthy();
      expect(within(table).getByText('Night shift')).toBeTruthy();
      expect(within(table).queryByText('Community manager')).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });

  it('creates a role with the chosen name and permissions, says so, and reloads the list', async () => {
    const created = { ...custom, id: 3, name: 'Community leads', system_permissions: ['account_base'] };
    let list = [custom];
    const server = serve({
      'perm/role/list': () => page(list),
      'perm/role/create': () => {
        list = [custom, created];
        return ok(created);
      },
    });
    show(<RolesPage routeName="perm.roles" params={{}} />);
    await screen.findByText('Night shift');
    const dialog = await fillRoleForm('Community leads', 'View accounts', 'Link');
    fireEvent.click(within(dialog).getByTestId('form-submit'));
    expect(await screen.findByText('Created')).toBeTruthy();
    expect(server.bodies('perm/role/create')).toEqual([
      { name: 'Community leads', system_permissions: ['account_base'], social_permissions: ['link'] },
    ]);
    expect(await within(screen.getByTestId('roles-table')).findByText('Community leads')).toBeTruthy();
    expect(server.bodies('perm/role/list').length).toBe(2);
  });

  it('shows a refused field under that field, keeps the form open and sends the form only once', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const server = serve({
      'perm/role/list': () => page([custom]),
      'perm/role/create': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    show(<RolesPage routeName="perm.roles" params={{}} />);
    const dialog = await fillRoleForm('Community leads');
    const save = within(dialog).getByTestId('form-submit');
    fireEvent.click(save);
    await waitFor(() => expect(server.bodies('perm/role/create').length).toBe(1));
    // Pressing Save again while the first save is under way sends nothing.
    fireEvent.click(save);
    fireEvent.click(save);
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer(tooLong);
    const nameItem = within(dialog).getByLabelText('Name').closest('.ant-form-item');
    if (!(nameItem instanceof HTMLElement)) throw new Error('no Name field');
    expect(await within(nameItem).findByText('Too long')).toBeTruthy();
    expect(
      await screen.findByText('Validation failed, please check the form', { exact: false }),
    ).toBeTruthy();
    expect(server.bodies('perm/role/create')).toEqual([
      { name: 'Community leads', system_permissions: [], social_permissions: [] },
    ]);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.queryByText('Created')).toBeNull();
  });
});

describe('users screen', () => {
  it('offers adding someone when the game has no other members', async () => {
    serve({ 'perm/user/list': () => page([]), 'perm/role/all': () => ok([]) });
    show(<UsersPage routeName="perm.users" params={{}} />);
    const table = await screen.findByTestId('users-table');
    fireEvent.click(await within(table).findByRole('button', { name: /Add user/ }));
    expect(within(await screen.findByRole('dialog')).getByText('Add user')).toBeTruthy();
  });

  it('asks before removing a member, naming them, then removes exactly that member', async () => {
    const server = serve({
      'perm/user/list': () => page([mei]),
      'perm/role/all': () => ok([]),
      'perm/user/delete': () => ok(null),
    });
    show(<UsersPage routeName="perm.users" params={{}} />);
    await screen.findByText('Mei Lin');
    await removeWithConfirm(server, within(rowOf('Mei Lin')).getByRole('button', { name: 'Remove' }), {
      question: 'Remove Mei Lin from this game?',
      path: 'perm/user/delete',
      body: { user_id: 9 },
    });
  });

  it('shows a retry when the list cannot be loaded, and retrying loads it', async () => {
    const outage = flaky(serverError, () => page([mei]));
    const server = serve({ 'perm/user/list': outage.route, 'perm/role/all': () => ok([]) });
    show(<UsersPage routeName="perm.users" params={{}} />);
    await retryLoads(server, 'perm/user/list', outage, 'Mei Lin', 8000);
    expect(screen.getByTestId('users-table')).toBeTruthy();
  });
});
