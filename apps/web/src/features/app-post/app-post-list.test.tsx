import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flaky, retryLoads } from '../../test-flows.js';
import { ok, type Reply, serve, serverError, setUpScreenTests, show } from '../../test-harness.js';
import { appPost, medium, postPage } from './fixtures.js';
import PostListPage from './PostListPage.js';

setUpScreenTests();

const counts = { pending: 2, shared: 1, linked: 5 };
const pending = [
  appPost({ id: 7 }),
  appPost({
    id: 8,
    title: '',
    text: 'Patch notes are out',
    account: { id: 4, network: 'instagram', name: 'herald.jp', emulated: false },
    images: [medium(12, 'shot.jpg', 'image/jpeg')],
    videos: [],
  }),
];
const statusOf = (body: unknown) =>
  body && typeof body === 'object' && 'status' in body ? body.status : null;

function openList() {
  show(<PostListPage routeName="app.post.list" params={{}} />);
}

describe('app post list', () => {
  it('shows the pending posts as cards under tabs counting each pile, each opening its detail', async () => {
    const server = serve({ 'app/post/list': () => ok(postPage(pending, { counts })) });
    openList();
    const cards = await screen.findAllByTestId('app-post-card');
    expect(server.bodies('app/post/list')[0]).toEqual({ page: 1, page_size: 20, status: 'pending' });
    const tabs = screen.getByTestId('app-post-tabs');
    expect(within(tabs).getByText('To publish (2)')).toBeTruthy();
    expect(within(tabs).getByText('Shared (1)')).toBeTruthy();
    expect(within(tabs).getByText('Published (5)')).toBeTruthy();
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('herald.ig')).toBeTruthy();
    expect(within(first).getByText('Emulated')).toBeTruthy();
    expect(within(first).getByText('Season 3 launch')).toBeTruthy();
    expect(within(first).getByTestId('app-post-status').textContent).toBe('To publish');
    expect(within(first).getByText(/^Asked \d{4}-\d\d-\d\d \d\d:\d\d$/)).toBeTruthy();
    expect(first.getAttribute('href')).toBe('/app/post/detail?id=7');
    // Without a title the card is named by its text; a real account has no emulated badge.
    expect(within(second).getByText('Patch notes are out')).toBeTruthy();
    expect(within(second).queryByText('Emulated')).toBeNull();
    expect(within(second).getByRole('img', { name: 'shot.jpg' })).toBeTruthy();
  });

  it('asks for the shared pile when its tab is chosen', async () => {
    const server = serve({
      'app/post/list': (body) =>
        statusOf(body) === 'shared'
          ? ok(postPage([appPost({ id: 9, status: 'shared', title: 'Teaser' })], { counts }))
          : ok(postPage(pending, { counts })),
    });
    openList();
    await screen.findAllByTestId('app-post-card');
    fireEvent.click(screen.getByText('Shared (1)'));
    expect(await screen.findByText('Teaser')).toBeTruthy();
    expect(server.bodies('app/post/list').map(statusOf)).toEqual(['pending', 'shared']);
    expect(screen.getByTestId('app-post-status').textContent).toBe('Shared');
  });

  it('loads the next page of 20 on request and then says that is all', async () => {
    const onPage = (body: unknown): Reply => {
      const requested = body && typeof body === 'object' && 'page' in body ? Number(body.page) : 1;
      const list = requested === 1 ? [appPost({ id: 7 })] : [appPost({ id: 1, title: 'Older post' })];
      return ok(postPage(list, { page: requested, total: 21, counts }));
    };
    const server = serve({ 'app/post/list': onPage });
    openList();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older post')).toBeTruthy();
    expect(await screen.findByText('That is all of them.')).toBeTruthy();
    expect(server.bodies('app/post/list')).toEqual([
      { page: 1, page_size: 20, status: 'pending' },
      { page: 2, page_size: 20, status: 'pending' },
    ]);
  });

  it('says there is nothing to publish from the phone', async () => {
    serve({ 'app/post/list': () => ok(postPage([], { counts: { linked: 3 } })) });
    openList();
    expect(await screen.findByText('Nothing to publish from your phone')).toBeTruthy();
    expect(screen.getByText('To publish (0)')).toBeTruthy();
    expect(screen.queryByTestId('app-post-card')).toBeNull();
  });

  it('offers a retry when the list fails to load, and shows it once the server answers', async () => {
    const outage = flaky(serverError, () => ok(postPage(pending, { counts })));
    const server = serve({ 'app/post/list': outage.route });
    openList();
    await retryLoads(server, 'app/post/list', outage, 'Season 3 launch', 8000);
  });

  it('says plainly when this browser cannot take push notifications', async () => {
    serve({ 'app/post/list': () => ok(postPage(pending, { counts })) });
    openList();
    const banner = await screen.findByTestId('push-banner');
    expect(banner.textContent).toContain('This browser cannot receive notifications.');
    expect(within(banner).queryByRole('button', { name: 'Turn on' })).toBeNull();
  });
});
