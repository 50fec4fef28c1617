import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { summary } from '../../../components/post/fixtures.js';
import { ok, page, serve, setUpScreenTests, show } from '../../../test-harness.js';
import { onDesktop, screenWidth } from '../../../test-width.js';
import DraftsPage from './DraftsPage.js';
import ListPage from './ListPage.js';
import { type PostFilterValues, requestOf } from './usePostFilters.js';

setUpScreenTests();
onDesktop();

const perms = (resources: string[]) =>
  ok({ resources, is_game_admin: false, is_platform_admin: false, routes: ['content'] });
const base = {
  'auth/perms': () => perms(['content_base', 'content_compose']),
  'auth/user': () =>
    ok({
      user_id: 5,
      userName: 'Mei Lin',
      email: 'mei@herald.local',
      type: 'account',
      isSuper: false,
      hasAdmin: false,
    }),
  'base/account/all': () => ok([]),
  'post/authors': () =>
    ok([
      { user_id: 9, name: 'Ana Ruiz' },
      { user_id: 5, name: 'Mei Lin' },
    ]),
};
const postList = { content: { type: 'post' } } as const;

describe('post list filters', () => {
  it('turn into one post/list request: lists, whole days of the range, order', () => {
    const request = requestOf({
      account_ids: [3],
      networks: ['facebook', 'twitter'],
      statuses: ['scheduled'],
      author_ids: [5],
      range: [dayjs('2026-11-01T15:00:00'), dayjs('2026-11-07T09:00:00')],
      sort: 'scheduled_at',
      order: 'asc',
    });
    expect(request).toEqual({
      account_ids: [3],
      networks: ['facebook', 'twitter'],
      statuses: ['scheduled'],
      author_ids: [5],
      from: dayjs('2026-11-01T00:00:00').toISOString(),
      to: dayjs('2026-11-08T00:00:00').toISOString(),
      sort: 'scheduled_at',
      order: 'asc',
    });
  });

  it('leave out what is not set, and keep the drafts list to draft statuses', () => {
    const empty: PostFilterValues = {
      account_ids: [],
      networks: [],
      statuses: [],
      author_ids: [],
      range: null,
      sort: 'updated_at',
      order: 'desc',
    };
    expect(requestOf({ ...empty })).toEqual({ sort: 'updated_at', order: 'desc' });
    expect(requestOf({ ...empty }, ['drafted', 'rejected'])).toMatchObject({
      statuses: ['drafted', 'rejected'],
    });
    expect(requestOf({ ...empty, statuses: ['rejected'] }, ['drafted', 'rejected'])).toMatchObject({
      statuses: ['rejected'],
    });
  });
});

describe('posts screen', () => {
  it('searches and orders through the request, showing status marks and both clocks of a schedule', async () => {
    const server = serve({
      ...base,
      'post/list': () =>
        page([
          summary({
            id: 1,
            title: 'Patch 1.2',
            scheduled_at: '2026-11-02T04:30:00.000Z',
            time_zone: 'America/New_York',
          }),
          summary({
            id: 2,
            title: 'Season 3',
            status: 'published',
            published_at: '2026-11-01T08:00:00.000Z',
            actions: ['delete'],
          }),
        ]),
    });
    show(<ListPage routeName="content.post.list" params={postList.content} />);
    await screen.findByText('Patch 1.2');
    expect(server.bodies('post/list')[0]).toEqual({
      page: 1,
      page_size: 20,
      sort: 'updated_at',
      order: 'desc',
    });
    expect(screen.getByText('2026-11-01 23:30 (America/New_York)')).toBeTruthy();
    // The status mark is the tag's tooltip, not its text.
    const published = screen.getAllByTestId('status-tag')[1] as HTMLElement;
    expect([published.textContent, published.title]).toEqual(['Published', 'Status code 022']);

    const search = screen.getByRole('searchbox', { name: 'Search title or text' });
    fireEvent.change(search, { target: { value: 'season' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(server.bodies('post/list').at(-1)).toMatchObject({ keyword: 'season', page: 1 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Newest first' }));
    await waitFor(() =>
      expect(server.bodies('post/list').at(-1)).toMatchObject({ keyword: 'season', order: 'asc' }),
    );
  });

  it('sends the picked status and network filters, starting again at page 1', async () => {
    const server = serve({ ...base, 'post/list': () => page([summary({ id: 1, title: 'Patch 1.2' })]) });
    show(<ListPage routeName="content.post.list" params={postList.content} />);
    await screen.findByText('Patch 1.2');
    const pick = async (field: string, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
      const choices = await screen.findAllByTitle(option);
      fireEvent.click(choices.at(-1) as HTMLElement);
    };
    await pick('Statuses', 'Scheduled');
    await waitFor(() =>
      expect(server.bodies('post/list').at(-1)).toMatchObject({ page: 1, statuses: ['scheduled'] }),
    );
    await pick('Networks', 'X');
    await waitFor(() =>
      expect(server.bodies('post/list').at(-1)).toMatchObject({
        statuses: ['scheduled'],
        networks: ['twitter'],
      }),
    );
  });

  it('filters by any author of the posts the caller sees, the caller first as "Me", without listing members', async () => {
    const server = serve({ ...base, 'post/list': () => page([summary({ id: 1, title: 'Patch 1.2' })]) });
    show(<ListPage routeName="content.post.list" params={postList.content} />);
    await screen.findByText('Patch 1.2');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Author' }));
    await screen.findAllByTitle('Ana Ruiz');
    const shown = [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.textContent);
    expect(shown).toEqual(['Me', 'Ana Ruiz']);
    fireEvent.click(screen.getAllByTitle('Ana Ruiz').at(-1) as HTMLElement);
    await waitFor(() =>
      expect(server.bodies('post/list').at(-1)).toMatchObject({ page: 1, author_ids: [9] }),
    );
    expect(server.bodies('perm/user/all')).toEqual([]);
  });

  it('runs a bulk action on the selected posts and shows the result of each', async () => {
    const server = serve({
      ...base,
      'post/list': () =>
        page([
          summary({ id: 1, title: 'Patch 1.2' }),
          summary({ id: 2, title: 'Season 3', status: 'publishing', actions: [] }),
        ]),
      'post/batch': () =>
        ok({
          results: [
            { id: 1, ok: true, code: 0, msg: 'ok' },
            { id: 2, ok: false, code: 1601, msg: 'This cannot be done while the content is publishing' },
          ],
        }),
    });
    show(<ListPage routeName="content.post.list" params={postList.content} />);
    await screen.findByText('Patch 1.2');
    const table = screen.getByTestId('posts-table');
    fireEvent.click(within(table).getAllByRole('checkbox')[0] as HTMLElement);
    const bar = await screen.findByTestId('batch-bar');
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    expect((within(bar).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(bar).getByRole('button', { name: 'Stop schedule (1)' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stop schedule' }));
    await waitFor(() => expect(server.bodies('post/batch')).toEqual([{ action: 'revoke', ids: [1, 2] }]));
    const summaryLine = await screen.findByTestId('batch-summary');
    expect(summaryLine.textContent).toBe('1 done, 1 not done');
    const results = screen.getByTestId('batch-results');
    expect(within(results).getByText('Patch 1.2')).toBeTruthy();
    expect(
      within(results).getByText('Error 1601: This cannot be done while the content is publishing'),
    ).toBeTruthy();
  });

  it('invites to compose when there are no posts yet', async () => {
    serve({ ...base, 'post/list': () => page([]) });
    show(<ListPage routeName="content.post.list" params={postList.content} />);
    expect(await screen.findByText('No posts yet')).toBeTruthy();
    expect(within(screen.getByTestId('posts-table')).getByRole('link', { name: /Compose/ })).toBeTruthy();
  });

  it('offers retry when the list fails to load', async () => {
    serve({
      ...base,
      'post/list': () => ({ status: 400, body: { code: 1000, msg: 'Operate Fail', data: null } }),
    });
    show(<ListPage routeName="content.post.list" params={postList.content} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows cards on phones, each with its status and links', async () => {
    screenWidth(390);
    serve({ ...base, 'post/list': () => page([summary({ id: 1, title: 'Patch 1.2' })]) });
    show(<ListPage routeName="content.post.list" params={postList.content} />);
    const card = await screen.findByTestId('post-card');
    expect(within(card).getByText('Patch 1.2')).toBeTruthy();
    expect(within(card).getByText('Scheduled', { selector: '[data-testid=status-tag]' })).toBeTruthy();
    expect(screen.queryByTestId('posts-table')).toBeNull();
  });

  it('lists comments through comment/list, each opening its own detail, none offered for editing', async () => {
    const server = serve({
      ...base,
      'comment/list': () =>
        page([
          summary({ id: 12, content_type: 'reply', title: 'Ava: When is the raid?', excerpt: 'Friday!' }),
        ]),
    });
    show(<ListPage routeName="content.comment.list" params={{ type: 'comment' }} />);
    const link = await screen.findByRole('link', { name: 'Ava: When is the raid?' });
    expect(link.getAttribute('href')).toBe('/content/comment/detail?id=12');
    expect(server.bodies('comment/list')).toHaveLength(1);
    expect(server.bodies('post/list')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Comments and replies' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});

describe('drafts screen', () => {
  it('asks only for draft statuses and links drafts to their editing', async () => {
    const server = serve({
      ...base,
      'post/list': () =>
        page([summary({ id: 9, title: 'Teaser', status: 'drafted', actions: ['edit', 'submit', 'delete'] })]),
    });
    show(<DraftsPage routeName="content.draft.list" params={{}} />);
    await screen.findByText('Teaser');
    expect(server.bodies('post/list')[0]).toMatchObject({
      statuses: ['drafted', 'rejected', 'canceled', 'revoked', 'apply_fail'],
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
        '/content/draft/edit?id=9',
      ),
    );
  });
});
