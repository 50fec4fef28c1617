import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flaky, retryLoads } from '../../test-flows.js';
import { ok, serve, serverError, setUpScreenTests, show } from '../../test-harness.js';
import FlowsPage from './FlowsPage.js';
import LevelsPage from './LevelsPage.js';
import SwitchesPage from './SwitchesPage.js';

setUpScreenTests();

const manager = { resources: ['config_base', 'config_manage'], is_platform_admin: false };
const reader = { resources: ['config_base'], is_platform_admin: false };
const config = {
  max_level: 2,
  levels: [
    { level: 1, content_name: 'Community lead' },
    { level: 2, content_name: 'Legal' },
  ],
  switchs: [{ content_type: 'post', network: 'facebook', enabled: true }],
  chats: [],
};
const flow = {
  id: 4,
  name: 'EU pages',
  is_default: true,
  levels: [{ level: 1, reviewers: ['lead@studio.test'] }],
  accounts: [{ id: 9, network: 'facebook', name: 'Herald EU', social_id: '1009' }],
  empty_levels: [2],
  updated_at: '2026-11-20T08:00:00.000Z',
};
const props = (routeName: string) => ({ routeName, params: {} });

describe('review levels screen', () => {
  it('names each level and saves exactly 1 … max_level, keeping switches and chats', async () => {
    const server = serve({
      'auth/perms': () => ok(manager),
      'config/review/get': () => ok(config),
      'config/review/save': (body) => ok(body),
    });
    show(<LevelsPage {...props('config.review.level')} />);
    expect(await screen.findByDisplayValue('Legal')).toBeTruthy();
    fireEvent.change(screen.getByTestId('max-level'), { target: { value: '3' } });
    const third = await screen.findByLabelText('Name of level 3');
    fireEvent.click(screen.getByTestId('levels-save'));
    expect(await screen.findByText('Each level needs a name')).toBeTruthy();
    expect(server.bodies('config/review/save')).toEqual([]);
    fireEvent.change(third, { target: { value: 'Publisher' } });
    fireEvent.click(screen.getByTestId('levels-save'));
    await waitFor(() =>
      expect(server.bodies('config/review/save')).toEqual([
        {
          ...config,
          max_level: 3,
          levels: [...config.levels, { level: 3, content_name: 'Publisher' }],
        },
      ]),
    );
  });

  it('is read-only without configuration management, and retries a failed load', async () => {
    const outage = flaky(serverError, () => ok(config));
    const server = serve({ 'auth/perms': () => ok(reader), 'config/review/get': outage.route });
    show(<LevelsPage {...props('config.review.level')} />);
    await retryLoads(
      server,
      'config/review/get',
      outage,
      'You can view this configuration; changing it needs the configuration management permission.',
      5000,
    );
    expect(screen.queryByTestId('levels-save')).toBeNull();
  });
});

describe('review flows screen', () => {
  it('lists flows with their accounts, reviewers per level and a warning for a level without reviewer', async () => {
    serve({
      'auth/perms': () => ok(manager),
      'config/review/get': () => ok(config),
      'config/review/flow/list': () => ok([flow]),
    });
    show(<FlowsPage {...props('config.review.flow')} />);
    const table = await screen.findByTestId('flows-table');
    expect(await within(table).findByText('EU pages')).toBeTruthy();
    expect(within(table).getByText('Default')).toBeTruthy();
    expect(within(table).getByText('lead@studio.test')).toBeTruthy();
    expect(
      within(table).getByText(
        'Level 2 has no reviewer: posts to these accounts cannot choose review level 2 or higher.',
      ),
    ).toBeTruthy();
  });

  it('creates a flow from reviewers typed with semicolons and shows a server refusal on its field', async () => {
    let attempts = 0;
    const server = serve({
      'auth/perms': () => ok(manager),
      'config/review/get': () => ok(config),
      'config/review/flow/list': () => ok([]),
      'base/account/all': () => ok([]),
      'config/review/flow/create': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 409, body: { code: 1301, msg: 'This name is already used', data: null } }
          : ok({ ...flow, id: 5, name: 'Asia' });
      },
    });
    show(<FlowsPage {...props('config.review.flow')} />);
    expect(
      await screen.findByText('No review flow yet: create one, or import them from Excel.'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByTestId('flow-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Asia' } });
    fireEvent.change(within(dialog).getByLabelText('Level 1 · Community lead'), {
      target: { value: 'a@studio.test; b@studio.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This name is already used')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodies('config/review/flow/create')).toHaveLength(2));
    expect(server.bodies('config/review/flow/create')[1]).toEqual({
      name: 'Asia',
      is_default: false,
      account_ids: [],
      levels: [
        { level: 1, reviewers: 'a@studio.test; b@studio.test' },
        { level: 2, reviewers: '' },
      ],
    });
  });

  it('shows every problem of a refused import, row by row', async () => {
    serve({
      'auth/perms': () => ok(manager),
      'config/review/get': () => ok(config),
      'config/review/flow/list': () => ok([flow]),
      'config/review/flow/import': () =>
        ok({
          imported: 0,
          problems: [{ row: 3, column: 'D', message: '"not-an-email" is not an e-mail address' }],
        }),
    });
    const { container } = show(<FlowsPage {...props('config.review.flow')} />);
    await screen.findByText('EU pages');
    const input = container.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'flows.xlsx');
    fireEvent.change(input, { target: { files: [file] } });
    const problems = await screen.findByTestId('import-problems');
    expect(within(problems).getByText('"not-an-email" is not an e-mail address')).toBeTruthy();
    expect(screen.getByText('Nothing was imported: fix these rows and import the file again.')).toBeTruthy();
  });
});

describe('review switches screen', () => {
  it('saves the ticked switches and tests a chat webhook, showing what the chat answered', async () => {
    const server = serve({
      'auth/perms': () => ok(manager),
      'config/review/get': () => ok(config),
      'config/review/save': (body) => ok(body),
      'config/review/chat/test': () =>
        ok({ delivered: false, status: 200, message: '93000: invalid webhook url' }),
    });
    show(<SwitchesPage {...props('config.review.switch')} />);
    const matrix = await screen.findByTestId('switch-matrix');
    expect((within(matrix).getByTestId('switch-post:facebook') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(matrix).getByTestId('switch-comment:twitter'));
    fireEvent.click(screen.getByTestId('chat-add'));
    fireEvent.change(screen.getByLabelText('Webhook address'), {
      target: { value: 'https://open.feishu.test/hook/1' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Send a test message/ }));
    expect(await screen.findByText('Not delivered: 93000: invalid webhook url')).toBeTruthy();
    fireEvent.click(screen.getByTestId('switches-save'));
    await waitFor(() => expect(server.bodies('config/review/save')).toHaveLength(1));
    expect(server.bodies('config/review/save')[0]).toEqual({
      ...config,
      switchs: [
        { content_type: 'post', network: 'facebook', enabled: true },
        { content_type: 'comment', network: 'twitter', enabled: true },
      ],
      chats: [{ kind: 'generic', url: 'https://open.feishu.test/hook/1', enabled: true }],
    });
  });
});
