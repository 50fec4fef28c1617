import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { postDetail, previewShot } from '../../components/post/fixtures.js';
import { ok, Providers, page, type Reply, serve, setUpScreenTests } from '../../test-harness.js';
import { onDesktop, screenWidth } from '../../test-width.js';
import DecidePage from './DecidePage.js';
import { linkInfo, notice, reviewItem, reviewRequest } from './fixtures.js';
import { NotificationBell } from './NotificationBell.js';
import DetailPage from './ReviewDetailPage.js';
import ReviewListPage from './ReviewListPage.js';

setUpScreenTests();
onDesktop();

const base = {
  'auth/perms': () =>
    ok({ resources: ['review_base'], is_game_admin: false, is_platform_admin: false, routes: ['review'] }),
  'base/account/all': () => ok([]),
};
const refusal = (code: number, msg: string, status = 409): Reply => ({
  status,
  body: { code, msg, data: null },
});
const token = 'signed-approval-token-0123456789';

/** Where the app went after a click elsewhere. */
function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a screen at an address, with any other address showing where the app went. */
function at(address: string, pattern: string, element: ReactElement) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const openList = (type = 'post') =>
  at(
    `/review/${type}/list?game_id=1001&game_area=asia`,
    `/review/${type}/list`,
    <ReviewListPage routeName={`review.${type}.list`} params={{ type }} />,
  );

const openDetail = () =>
  at(
    '/review/post/detail?id=42&game_id=1001&game_area=asia',
    '/review/post/detail',
    <DetailPage routeName="review.post.detail" params={{ page: 'review', type: 'post' }} />,
  );

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

describe('review list', () => {
  it('lists what awaits me with approval, level and times; tabs and rows open what they say', async () => {
    const server = serve({
      ...base,
      'review/list': () =>
        page([reviewItem(1, 'Patch 1.2'), reviewItem(2, 'Season 3', { status: 'approved' })]),
    });
    openList();
    await screen.findByText('Patch 1.2');
    expect(screen.getByRole('heading', { name: 'Posts to review' })).toBeTruthy();
    expect(server.bodies('review/list')[0]).toEqual({ page: 1, page_size: 50, type: 'post', tab: 'pending' });
    const row = rowOf('Patch 1.2');
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByText('2 / 3 · Legal')).toBeTruthy();
    expect(within(row).getByText('Mei Lin')).toBeTruthy();
    expect(within(row).getByText('2026-11-01 08:00', { exact: false })).toBeTruthy();
    expect(within(rowOf('Season 3')).getByText('Approved')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Decided by me' }));
    await waitFor(() =>
      expect(server.bodies('review/list').at(-1)).toMatchObject({ tab: 'decided', page: 1 }),
    );
    expect(screen.getByRole('tab', { name: 'All' })).toBeTruthy();

    fireEvent.click(within(rowOf('Season 3')).getByText('2 / 3 · Legal'));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/review/post/detail?game_id=1001&game_area=asia&id=2',
    );
  });

  it('shows the empty state for content types without anything to review', async () => {
    const server = serve({ ...base, 'review/list': () => page([]) });
    openList('comment');
    expect(await screen.findByText('Nothing is waiting for your decision')).toBeTruthy();
    expect(server.bodies('review/list')[0]).toMatchObject({ type: 'comment', tab: 'pending' });
  });

  it('rejects the selected contents with the required reason and shows the result of each', async () => {
    const server = serve({
      ...base,
      'review/list': () => page([reviewItem(1, 'Patch 1.2'), reviewItem(2, 'Season 3')]),
      'review/batch': () =>
        ok([
          { content_id: 1, ok: true, code: 0, message: 'ok' },
          { content_id: 2, ok: false, code: 1706, message: 'This level was already decided' },
        ]),
    });
    openList();
    await screen.findByText('Patch 1.2');
    fireEvent.click(within(screen.getByTestId('review-table')).getAllByRole('checkbox')[0] as HTMLElement);
    const bar = await screen.findByTestId('review-batch-bar');
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('batch-decide'));
    expect(await within(dialog).findByText('Say why you reject it')).toBeTruthy();
    expect(server.bodies('review/batch')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Off-brand wording' } });
    fireEvent.click(within(dialog).getByTestId('batch-decide'));
    await waitFor(() =>
      expect(server.bodies('review/batch')).toEqual([
        { decision: 'reject', content_ids: [1, 2], comment: 'Off-brand wording' },
      ]),
    );
    expect((await screen.findByTestId('review-batch-summary')).textContent).toBe('1 done, 1 not done');
    const results = screen.getByTestId('review-batch-results');
    expect(within(results).getByText('Patch 1.2')).toBeTruthy();
    expect(within(results).getByText('Error 1706: This level was already decided')).toBeTruthy();
    await waitFor(() => expect(server.bodies('review/list')).toHaveLength(2));
    expect(screen.queryByTestId('review-batch-bar')).toBeNull();
  });

  it('takes at most the batch limit: one more disables the decisions and says why', async () => {
    const first = Array.from({ length: 50 }, (_, index) => reviewItem(index + 1));
    serve({
      ...base,
      'review/list': (body) =>
        ok({
          list: (body as { page: number }).page === 1 ? first : [reviewItem(51, 'One too many')],
          total: 51,
          page: (body as { page: number }).page,
          page_size: 50,
        }),
    });
    openList();
    await screen.findByText('Post 50');
    fireEvent.click(within(screen.getByTestId('review-table')).getAllByRole('checkbox')[0] as HTMLElement);
    const bar = await screen.findByTestId('review-batch-bar');
    expect(within(bar).getByText('50 selected')).toBeTruthy();
    expect((within(bar).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('One too many');
    fireEvent.click(within(rowOf('One too many')).getByRole('checkbox'));
    expect(await within(bar).findByText('51 selected')).toBeTruthy();
    expect(within(bar).getByText('Select at most 50 at a time')).toBeTruthy();
    for (const name of ['Approve', 'Reject'])
      expect((within(bar).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('review detail', () => {
  const detail = (request = reviewRequest(), preview: typeof previewShot | null = null) =>
    ok({ content: postDetail({ status: 'reviewing', review_level: 3, preview }), request });

  it('shows the levels, the decisions so far and the timeout; an approval sends the comment', async () => {
    const server = serve({
      ...base,
      'review/detail': () => detail(),
      'review/approve': () => ok(reviewRequest({ level: 3, can_decide: false })),
    });
    openDetail();
    const panel = await screen.findByTestId('review-panel');
    expect(server.bodies('review/detail')[0]).toEqual({ content_id: 42 });
    // The reviewer sees what each network will show; no screenshot was taken of this one.
    expect(within(screen.getByTestId('review-previews')).getByTestId('preview-facebook')).toBeTruthy();
    expect(screen.queryByTestId('submitted-preview')).toBeNull();
    expect(screen.getAllByText('Season 3 is live!').length).toBeGreaterThan(1);
    expect(within(panel).getByText('Level 2 of 3 · Legal')).toBeTruthy();
    expect(within(panel).getByTestId('review-timeout').textContent).toContain(
      'If it is not approved by then, it stops and becomes a draft again.',
    );
    const stages = within(panel).getByTestId('review-stages');
    expect(within(stages).getByText('Passed')).toBeTruthy();
    expect(within(stages).getByText('In review')).toBeTruthy();
    expect(within(stages).getByText('legal@herald.local')).toBeTruthy();
    const history = within(panel).getByTestId('review-history');
    expect(within(history).getByText('Fine by community')).toBeTruthy();
    expect(within(history).getByText('Level 1 · Default · by e-mail')).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('Comment'), { target: { value: '  Cleared by legal ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(server.bodies('review/approve')).toEqual([{ content_id: 42, comment: 'Cleared by legal' }]),
    );
    expect(await screen.findByText('Approved', { selector: '.ant-message *' })).toBeTruthy();
    await waitFor(() => expect(server.bodies('review/detail')).toHaveLength(2));
  });

  it('asks for the reason of a rejection before sending it, and shows the server’s refusal', async () => {
    const server = serve({
      ...base,
      'review/detail': () => detail(),
      'review/reject': () => refusal(1706, 'This level was already decided'),
    });
    openDetail();
    const panel = await screen.findByTestId('review-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
    expect(await within(panel).findByText('Say why you reject it')).toBeTruthy();
    expect(server.bodies('review/reject')).toEqual([]);
    fireEvent.change(within(panel).getByLabelText('Comment'), { target: { value: 'Wrong date' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(server.bodies('review/reject')).toEqual([{ content_id: 42, comment: 'Wrong date' }]),
    );
    expect(await within(panel).findByText('Error 1706: This level was already decided')).toBeTruthy();
  });

  it('shows the reviewer the preview screenshot taken when the post was submitted', async () => {
    serve({ ...base, 'review/detail': () => detail(reviewRequest(), previewShot) });
    openDetail();
    const card = await screen.findByTestId('submitted-preview');
    const picture = within(card).getByRole('img', { name: 'The preview the author saw when submitting' });
    expect(picture.getAttribute('src')).toBe(previewShot.url);
  });

  it('offers no decision to whom it is not due', async () => {
    serve({ ...base, 'review/detail': () => detail(reviewRequest({ can_decide: false })) });
    openDetail();
    const panel = await screen.findByTestId('review-panel');
    expect(within(panel).getByText('You have nothing to decide at this level.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

describe('approval link page', () => {
  const openLink = (query = `?token=${token}`) =>
    at(`/review/decide${query}`, '/review/decide', <DecidePage routeName="review.decide" params={{}} />);

  it('shows what an open link approves and confirms it once', async () => {
    const server = serve({
      'review/link/info': () => ok(linkInfo()),
      'review/link/decide': () => ok(linkInfo({ state: 'decided', outcome: 'approve' })),
    });
    openLink();
    expect(await screen.findByText('legal@herald.local, this link approves level 2 (Legal).')).toBeTruthy();
    expect(server.bodies('review/link/info')).toEqual([{ token }]);
    const facts = screen.getByTestId('link-facts');
    for (const text of [
      'Starfall',
      'Level 2 · Legal',
      'Season 3 is live!',
      'Herald Page 1',
      'Right after approval',
    ])
      expect(within(facts).getByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm approval' }));
    await waitFor(() => expect(server.bodies('review/link/decide')).toEqual([{ token, comment: '' }]));
    const closed = await screen.findByTestId('link-closed');
    expect(within(closed).getByText('You approved it.')).toBeTruthy();
    expect(within(closed).getByText('It was approved at this level.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm approval' })).toBeNull();
  });

  it('needs a reason to reject through a link', async () => {
    const server = serve({
      'review/link/info': () => ok(linkInfo({ decision: 'reject' })),
      'review/link/decide': () => ok(linkInfo({ decision: 'reject', state: 'closed', outcome: 'rejected' })),
    });
    openLink();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm rejection' }));
    expect(await screen.findByText('Say why you reject it')).toBeTruthy();
    expect(server.bodies('review/link/decide')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Not this week' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm rejection' }));
    await waitFor(() =>
      expect(server.bodies('review/link/decide')).toEqual([{ token, comment: 'Not this week' }]),
    );
    expect(await screen.findByText('You rejected it.')).toBeTruthy();
  });

  it('fits a phone: the facts stack under their labels and the confirm button spans the width', async () => {
    screenWidth(390);
    serve({ 'review/link/info': () => ok(linkInfo()) });
    openLink();
    const confirm = await screen.findByRole('button', { name: 'Confirm approval' });
    expect(confirm.className).toContain('ant-btn-block');
    expect(
      screen.getByTestId('link-facts').querySelector('.ant-descriptions-item-label')?.closest('tr')
        ?.textContent,
    ).toBe('Game');
  });

  it('says when the level was already decided, with the outcome', async () => {
    serve({ 'review/link/info': () => ok(linkInfo({ state: 'decided', outcome: 'approved' })) });
    openLink();
    const closed = await screen.findByTestId('link-closed');
    expect(within(closed).getByText('This level was already decided.')).toBeTruthy();
    expect(within(closed).getByText('It was approved.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm approval' })).toBeNull();
  });

  it('says plainly that an invalid link cannot be used', async () => {
    serve({
      'review/link/info': () => refusal(1707, 'This approval link is invalid or has expired', 400),
    });
    openLink();
    expect(await screen.findByText('This link cannot be used')).toBeTruthy();
    expect(screen.getByText('This approval link is invalid or has expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says so when the address carries no link, without asking the server', async () => {
    const server = serve({});
    openLink('');
    expect(await screen.findByText('This link cannot be used')).toBeTruthy();
    expect(server.bodies('review/link/info')).toEqual([]);
  });
});

describe('notification bell', () => {
  const notices = () =>
    ok({
      list: [
        notice({ id: 5, kind: 'review_requested' }),
        notice({
          id: 4,
          kind: 'review_rejected',
          read: true,
          params: { title: 'Teaser', reviewer: 'legal@herald.local', comment: 'Wrong date' },
        }),
      ],
      total: 2,
      page: 1,
      page_size: 10,
      unread: 1,
    });
  const openBell = () =>
    at('/content/post/list?game_id=1001&game_area=asia', '/content/post/list', <NotificationBell />);

  it('shows the unread count and worded notices; opening one marks it read and opens its review', async () => {
    const server = serve({ 'notify/list': notices, 'notify/read': () => ok({ unread: 0 }) });
    openBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(server.bodies('notify/list')[0]).toEqual({ page: 1, page_size: 10 });
    fireEvent.click(bell);
    const list = await screen.findByTestId('notice-list');
    expect(within(list).getByText('legal@herald.local rejected “Teaser”')).toBeTruthy();
    expect(within(list).getByText('Wrong date')).toBeTruthy();
    fireEvent.click(within(list).getByText('“Season 3 launch” awaits your review at level 2'));
    await waitFor(() => expect(server.bodies('notify/read')).toEqual([{ ids: [5] }]));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/review/post/detail?game_id=1001&game_area=asia&id=42',
    );
  });

  it('marks every notice read at once', async () => {
    const server = serve({ 'notify/list': notices, 'notify/read': () => ok({ unread: 0 }) });
    openBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(server.bodies('notify/read')).toEqual([{ all: true }]));
    await waitFor(() => expect(server.bodies('notify/list')).toHaveLength(2));
  });
});
