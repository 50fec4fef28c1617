import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flaky, removeWithConfirm, retryLoads } from '../../test-flows.js';
import { ok, serve, serverError, setUpScreenTests, show } from '../../test-harness.js';
import SmartRulesPage from './SmartRulesPage.js';
import TagsPage from './TagsPage.js';

setUpScreenTests();

const manager = { resources: ['config_base', 'config_manage'], is_platform_admin: false };
const reader = { resources: ['config_base'], is_platform_admin: false };
const props = (routeName: string) => ({ routeName, params: {} });

const tags = [
  { id: 1, name: 'Crash', color: '#c62828', issue_class: 'crash', feed_count: 40 },
  { id: 2, name: '支付问题', color: '#2e7d32', issue_class: 'payment', feed_count: 3 },
  { id: 9, name: 'Refund', color: '#0277bd', issue_class: null, feed_count: 12 },
];

describe('tags screen', () => {
  it('lists built-in tags first with their usage, and deletes a tag saying it leaves every item', async () => {
    const server = serve({
      'auth/perms': () => ok(manager),
      'tag/all': () => ok(tags),
      'tag/delete': () => ok(null),
    });
    show(<TagsPage {...props('config.tag')} />);
    const table = await screen.findByTestId('tags-table');
    await within(table).findByText('Refund');
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining('Crash'),
      expect.stringContaining('支付问题'),
      expect.stringContaining('Refund'),
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Built-in')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('40')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: 'Delete' })).toBeNull();
    await removeWithConfirm(server, within(rows[3] as HTMLElement).getByRole('button', { name: 'Delete' }), {
      question:
        'Delete the tag “Refund”? It is taken off the 12 items and every post that carry it, and smart rules stop adding it. This cannot be undone.',
      path: 'tag/delete',
      body: { id: 9 },
    });
  });

  it('creates a tag in a colour of the palette and shows a taken name on its field', async () => {
    let attempts = 0;
    const server = serve({
      'auth/perms': () => ok(manager),
      'tag/all': () => ok(tags),
      'tag/create': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 409, body: { code: 1301, msg: 'This name is already used', data: null } }
          : ok({ id: 10, name: 'Anniversary', color: '#6a1b9a', issue_class: null, feed_count: 0 });
      },
    });
    show(<TagsPage {...props('config.tag')} />);
    fireEvent.click(await screen.findByTestId('tag-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Anniversary' } });
    fireEvent.click(within(dialog).getByLabelText('Colour #6a1b9a'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This name is already used')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodies('tag/create')).toHaveLength(2));
    expect(server.bodies('tag/create')[1]).toEqual({ name: 'Anniversary', color: '#6a1b9a' });
  });

  it('keeps a built-in tag its stored name when only its colour changes', async () => {
    const server = serve({
      'auth/perms': () => ok(manager),
      'tag/all': () => ok(tags),
      'tag/update': (body) => ok({ ...tags[0], ...(body as object) }),
    });
    show(<TagsPage {...props('config.tag')} />);
    const table = await screen.findByTestId('tags-table');
    await within(table).findByText('Refund');
    const [, crashRow] = within(table).getAllByRole('row');
    fireEvent.click(within(crashRow as HTMLElement).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Colour #bf360c'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('tag/update')).toEqual([{ id: 1, name: 'Crash', color: '#bf360c' }]),
    );
  });

  it('is read-only without configuration management, and retries a failed load', async () => {
    const outage = flaky(serverError, () => ok(tags));
    const server = serve({ 'auth/perms': () => ok(reader), 'tag/all': outage.route });
    show(<TagsPage {...props('config.tag')} />);
    await retryLoads(server, 'tag/all', outage, 'Refund', 5000);
    expect(
      screen.getByText(
        'You can view this configuration; changing it needs the configuration management permission.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('tag-add')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

const emptyCriteria = {
  networks: [],
  account_ids: [],
  feed_types: [],
  keywords: [],
  sentiments: [],
  languages: [],
  authors: [],
  min_followers: null,
};
const emptyActions = {
  tag_ids: [],
  sentiment: null,
  assignee_id: null,
  state: null,
  hide: false,
  reply_template: null,
  notify_user_ids: [],
};
const rule = (id: number, name: string, order: 'ordered' | 'unordered', position: number, extra = {}) => ({
  id,
  name,
  order,
  position,
  enabled: true,
  match_count: 5,
  updated_at: '2026-11-20T08:00:00.000Z',
  criteria: { ...emptyCriteria, keywords: [{ match: 'any', terms: ['crash', '闪退'] }] },
  actions: { ...emptyActions, tag_ids: [1] },
  ...extra,
});
const idle = { state: 'idle', done: 0, total: 0, started_at: null, finished_at: null };
const lists = {
  ordered: [rule(1, 'Crashes', 'ordered', 0), rule(2, 'Refunds', 'ordered', 1)],
  unordered: [rule(3, 'VIP', 'unordered', 0, { enabled: false })],
  rerun: idle,
};
const lookups = {
  'tag/all': () => ok(tags),
  'base/account/all': () => ok([]),
  'config/group/members': () => ok([{ user_id: 7, name: 'Ann', email: 'ann@studio.test' }]),
};

describe('smart rules screen', () => {
  it('shows the ordered and the unordered list with each rule summarised', async () => {
    serve({ 'auth/perms': () => ok(manager), 'config/smart_rule/list': () => ok(lists), ...lookups });
    show(<SmartRulesPage {...props('config.smart_rule')} />);
    const ordered = await screen.findByTestId('rules-ordered');
    expect(within(ordered).getByText('Ordered: first match only')).toBeTruthy();
    expect(within(ordered).getAllByText(/^Matched 5$/)).toHaveLength(2);
    expect(within(ordered).getAllByText('contains any of crash, 闪退')).toHaveLength(2);
    expect(within(ordered).getAllByText('Crash')).toHaveLength(2);
    const unordered = screen.getByTestId('rules-unordered');
    expect(within(unordered).getByText('VIP')).toBeTruthy();
    expect(within(unordered).getByText('Off')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Move “Crashes” (press space, then the arrow keys)' }),
    ).toBeTruthy();
  });

  it('moves a rule to the other list and saves the move', async () => {
    const moved = {
      ordered: [{ ...lists.ordered[1], position: 0 }],
      unordered: [lists.unordered[0], { ...lists.ordered[0], order: 'unordered', position: 1 }],
    };
    const server = serve({
      'auth/perms': () => ok(manager),
      'config/smart_rule/list': () => ok(lists),
      'config/smart_rule/move': () => ok(moved),
      ...lookups,
    });
    show(<SmartRulesPage {...props('config.smart_rule')} />);
    const card = await screen.findByTestId('rule-1');
    fireEvent.click(within(card).getByRole('button', { name: 'Move to unordered' }));
    await waitFor(() =>
      expect(server.bodies('config/smart_rule/move')).toEqual([{ id: 1, order: 'unordered', position: 1 }]),
    );
    expect(await screen.findByText('Moved')).toBeTruthy();
  });

  it('refuses to save a rule without a criterion and an action, and tries criteria before saving', async () => {
    const server = serve({
      'auth/perms': () => ok(manager),
      'config/smart_rule/list': () => ok({ ordered: [], unordered: [], rerun: idle }),
      'config/smart_rule/dry_run': () =>
        ok({
          scanned: 40,
          matched: 2,
          examples: [
            {
              id: 50,
              account_id: 3,
              account_name: 'Herald EU',
              social_channel: 'facebook',
              feed_type: 'comment',
              remote_id: 'c1',
              post_remote_id: null,
              parent_remote_id: null,
              conversation_id: null,
              author: { id: 'u1', name: 'Mia', avatar_url: null, followers: 10 },
              text: 'Crash on startup since the patch',
              permalink: null,
              language: 'en',
              sentiment: 'negative',
              sentiment_source: 'classifier',
              state: 'new',
              assignee_id: null,
              assignee_name: null,
              tag_ids: [],
              issue_classes: ['crash'],
              hidden: false,
              created_at: '2026-11-19T08:00:00.000Z',
              received_at: '2026-11-19T08:00:01.000Z',
              edited_at: null,
              deleted_at: null,
              first_response_at: null,
            },
          ],
        }),
      'config/smart_rule/create': (body) =>
        ok({ ...rule(4, 'Startup crashes', 'unordered', 0), ...(body as object) }),
      ...lookups,
    });
    show(<SmartRulesPage {...props('config.smart_rule')} />);
    expect(await screen.findAllByText('No rule in this list. Create one or drag one here.')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('rule-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Startup crashes' } });
    expect(within(dialog).getByTestId('rule-incomplete').textContent).toBe(
      'A rule needs at least one criterion and at least one action',
    );
    expect((within(dialog).getByTestId('dry-run-start') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A rule needs at least one criterion and at least one action', {
        selector: '.ant-message *',
      }),
    ).toBeTruthy();
    expect(server.bodies('config/smart_rule/create')).toEqual([]);

    fireEvent.click(within(dialog).getByTestId('keyword-add'));
    const terms = within(within(dialog).getByTestId('keyword-group-0')).getByLabelText(
      'Words or phrases: press Enter after each',
    );
    // A separator (or Enter) turns what was typed into a chip.
    fireEvent.change(terms, { target: { value: 'crash,' } });
    const tryIt = within(dialog).getByTestId('dry-run-start') as HTMLButtonElement;
    await waitFor(() => expect(tryIt.disabled).toBe(false));
    fireEvent.click(tryIt);
    expect((await within(dialog).findByTestId('dry-run-result')).textContent).toBe(
      'Would have matched 2 of 40 items',
    );
    expect(within(dialog).getByText('Crash on startup since the patch')).toBeTruthy();
    expect(server.bodies('config/smart_rule/dry_run')).toEqual([
      { criteria: { ...emptyCriteria, keywords: [{ match: 'any', terms: ['crash'] }] }, days: 30 },
    ]);

    fireEvent.click(within(dialog).getByLabelText('Hide on the network, where it allows'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('config/smart_rule/create')).toEqual([
        {
          name: 'Startup crashes',
          order: 'unordered',
          enabled: true,
          criteria: { ...emptyCriteria, keywords: [{ match: 'any', terms: ['crash'] }] },
          actions: { ...emptyActions, hide: true },
        },
      ]),
    );
  });

  it('shows the progress of a rule applied to past items, and nothing to change for a reader', async () => {
    serve({
      'auth/perms': () => ok(reader),
      'config/smart_rule/list': () =>
        ok({
          ...lists,
          rerun: { state: 'running', done: 1000, total: 4000, started_at: null, finished_at: null },
        }),
      ...lookups,
    });
    show(<SmartRulesPage {...props('config.smart_rule')} />);
    const rerun = await screen.findByTestId('rerun');
    expect(within(rerun).getByText('Applying a rule to past items: 1,000 of 4,000')).toBeTruthy();
    expect(screen.queryByTestId('rule-add')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move “/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
