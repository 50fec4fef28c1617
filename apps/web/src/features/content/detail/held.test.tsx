import type { PostHold } from '@herald/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { calendarEntry, postDetail, summary } from '../../../components/post/fixtures.js';
import { ok, Providers, page, serve, setUpScreenTests, show } from '../../../test-harness.js';
import { onDesktop, screenWidth } from '../../../test-width.js';
import { entryNodes } from '../calendar/entry-nodes.js';
import ListPage from '../list/ListPage.js';
import DetailPage from './DetailPage.js';

setUpScreenTests();
onDesktop();

const perms = (resources: string[]) =>
  ok({ resources, is_game_admin: false, is_platform_admin: false, routes: ['content'] });
const held: PostHold = {
  reason: 'material_expired',
  at: '2026-11-20T00:00:00.000Z',
  materials: [
    { id: 3, name: 'Key art' },
    { id: 4, name: 'Logo' },
  ],
};
const why = 'Held: material expired — Key art, Logo';
const schedule = {
  timing: 'schedule' as const,
  scheduled_at: '2026-12-01T10:00:00.000Z',
  time_zone: 'Asia/Shanghai',
};
const heldDetail = postDetail(
  { status: 'scheduled', publish: schedule, held },
  { actions: ['revoke', 'reschedule', 'keep'] },
);

function open() {
  return render(
    <Providers>
      <MemoryRouter initialEntries={['/content/post/detail?id=42&game_id=1001&game_area=asia']}>
        <DetailPage routeName="content.post.detail" params={{ page: 'content', type: 'post' }} />
      </MemoryRouter>
    </Providers>,
  );
}

const actionButtons = async () =>
  within(await screen.findByTestId('detail-actions'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('a held post', () => {
  it('says why it is held and which materials, and offers Keep and Stop schedule', async () => {
    serve({
      'auth/perms': () => perms(['content_base', 'content_compose']),
      'post/detail': () => ok(heldDetail),
    });
    open();
    const alert = await screen.findByTestId('held-alert');
    expect(within(alert).getByText(why)).toBeTruthy();
    expect(within(alert).getByText(/does not go out until someone decides/)).toBeTruthy();
    expect(screen.getByTestId('held-tag').textContent).toBe('Held');
    expect(await actionButtons()).toEqual(['Keep', 'Reschedule', 'Stop schedule']);
  });

  it('keeps it after asking, and shows it no longer held', async () => {
    let kept = false;
    const server = serve({
      'auth/perms': () => perms(['content_base', 'content_compose']),
      'post/detail': () => ok(kept ? postDetail({ status: 'scheduled', publish: schedule }) : heldDetail),
      'post/keep': () => {
        kept = true;
        return ok(postDetail({ status: 'scheduled', publish: schedule }));
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/publishes as scheduled with the material it uses/)).toBeTruthy();
    expect(server.bodies('post/keep')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(server.bodies('post/keep')).toEqual([{ id: 42 }]));
    await waitFor(() => expect(screen.queryByTestId('held-alert')).toBeNull());
  });

  it('on a phone: the alert, then the actions under the status', async () => {
    screenWidth(390);
    serve({
      'auth/perms': () => perms(['content_base', 'content_compose']),
      'post/detail': () => ok(heldDetail),
    });
    open();
    expect(within(await screen.findByTestId('held-alert')).getByText(why)).toBeTruthy();
    expect(await actionButtons()).toEqual(['Keep', 'Reschedule', 'Stop schedule']);
  });

  it('is marked in the post list, on desktop and on phones, with why on hover', async () => {
    const rows = [summary({ id: 1, title: 'Held one', held }), summary({ id: 2, title: 'Plain one' })];
    const routes = {
      'auth/perms': () => perms(['content_base', 'content_compose']),
      'base/account/all': () => ok([]),
      'post/authors': () => ok([]),
      'post/list': () => page(rows),
    };
    serve(routes);
    const listed = show(<ListPage routeName="content.post.list" params={{ type: 'post' }} />);
    await screen.findByText('Held one');
    expect(screen.getAllByTestId('held-tag').map((tag) => tag.getAttribute('aria-label'))).toEqual([why]);
    listed.unmount();

    screenWidth(390);
    serve(routes);
    show(<ListPage routeName="content.post.list" params={{ type: 'post' }} />);
    const cards = await screen.findAllByTestId('post-card');
    expect(cards.map((card) => within(card).queryByTestId('held-tag') !== null)).toEqual([true, false]);
  });

  it('is marked on its calendar entry, its reason in the entry’s tooltip', () => {
    const [entry] = entryNodes(calendarEntry({ id: 1, held }), '10:00', 'Launch', () => null, undefined, {
      badge: 'Held',
      why,
    }) as HTMLElement[];
    expect(entry?.querySelector('.herald-cal-held')?.textContent).toBe('Held');
    expect(entry?.title).toBe(`10:00 Launch · ${why}`);
  });
});
