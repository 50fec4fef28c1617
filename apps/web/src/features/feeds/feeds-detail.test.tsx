import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, Providers, type Route, serve, setUpScreenTests } from '../../test-harness.js';
import { onDesktop } from '../../test-width.js';
import FeedDetailPage from './FeedDetailPage.js';
import { feed, feedDetail, me, perms, tags } from './fixtures.js';
import { PRESENCE_MS } from './hooks/useFeedDetail.js';

setUpScreenTests();
onDesktop();
afterEach(() => {
  vi.useRealTimers();
});

const base: Record<string, Route> = {
  'auth/perms': () => ok(perms(['content_base', 'content_compose'])),
  'auth/user': () => ok(me),
  'tag/all': () => ok(tags),
  'feeds/presence': () => ok([]),
};

function openDetail() {
  return render(
    <Providers>
      <MemoryRouter initialEntries={['/content/feeds/detail?id=42&game_id=1001&game_area=asia']}>
        <FeedDetailPage />
      </MemoryRouter>
    </Providers>,
  );
}

const inAnHour = () => new Date(Date.now() + 60 * 60_000 - 30_000).toISOString();

describe('inbox item detail', () => {
  it('shows the post, the thread oldest first with our reply aside, the author and the handling', async () => {
    const server = serve({ ...base, 'feeds/detail': () => ok(feedDetail()) });
    openDetail();
    const thread = await screen.findByTestId('feeds-thread');
    const bubbles = within(thread).getAllByRole('listitem');
    expect(bubbles.map((item) => item.className)).toEqual(['feeds-thread-theirs', 'feeds-thread-own']);
    expect(within(bubbles[0] as HTMLElement).getByText('This item')).toBeTruthy();
    expect(within(bubbles[1] as HTMLElement).getByText('Us')).toBeTruthy();
    expect(within(screen.getByTestId('feeds-post')).getByText('Season 3 is live!')).toBeTruthy();
    const author = screen.getByTestId('feeds-author');
    expect(within(author).getByText('12.3K followers')).toBeTruthy();
    expect(within(author).getByText('2 items in this game')).toBeTruthy();
    expect(within(author).getByText('Loving the new map')).toBeTruthy();
    expect(screen.getByTestId('feeds-tag-limit').textContent).toBe('1 of 10 tags');
    expect(screen.getByTestId('feeds-sentiment-source').textContent).toBe('Judged automatically');
    expect(server.bodies('feeds/detail')).toEqual([{ id: 42 }]);
  });

  it('disables the private reply outside the 24-hour window and says why', async () => {
    serve({
      ...base,
      'feeds/detail': () =>
        ok(
          feedDetail({
            feed: feed({ id: 42, feed_type: 'message', conversation_id: 't-1' }),
            public_reply: {
              allowed: false,
              reason: 'capability_unsupported',
              max_length: null,
              window_ends_at: null,
            },
            private_reply: {
              allowed: false,
              reason: 'reply_window_closed',
              max_length: 2000,
              window_ends_at: '2025-03-02T09:30:00.000Z',
            },
          }),
        ),
    });
    openDetail();
    const box = await screen.findByTestId('feeds-reply');
    const privateOption = within(box).getByRole('radio', { name: 'Private reply' }) as HTMLInputElement;
    expect(privateOption.disabled).toBe(true);
    expect(within(box).getByTestId('feeds-reply-reason-private').textContent).toBe(
      'Private reply: Private message replies are only possible within 24 hours of their last message',
    );
    expect(within(box).getByTestId('feeds-reply-reason-public').textContent).toBe(
      "Public reply: Facebook's official API does not allow this; do it on Facebook itself",
    );
    expect(within(box).getByRole('button', { name: /Send/ }).hasAttribute('disabled')).toBe(true);
  });

  it('answers privately within the window, counting against the network limit, and shows the reply with its status', async () => {
    const open = feedDetail({
      feed: feed({ id: 42, feed_type: 'message', conversation_id: 't-1' }),
      private_reply: { allowed: true, reason: null, max_length: 20, window_ends_at: inAnHour() },
    });
    const server = serve({
      ...base,
      'feeds/detail': () => ok(open),
      'feeds/reply': () =>
        ok({
          ...open,
          replies: [
            {
              content_id: 90,
              kind: 'private',
              text: 'Fix is coming',
              status: 'reviewing',
              author_name: 'Lin',
              created_at: new Date().toISOString(),
            },
          ],
        }),
    });
    openDetail();
    const box = await screen.findByTestId('feeds-reply');
    expect((within(box).getByRole('radio', { name: 'Private reply' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(box).getByTestId('feeds-reply-window').textContent).toBe(
      'Private reply window: 0 h 59 min left',
    );
    const text = within(box).getByRole('textbox', { name: 'Private reply' });
    fireEvent.change(text, { target: { value: 'This answer is far too long for the limit' } });
    expect(within(box).getByTestId('feeds-reply-count').textContent).toBe('41 / 20 · Too long for Facebook');
    expect(within(box).getByRole('button', { name: /Send/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(text, { target: { value: 'Fix is coming' } });
    expect(within(box).getByTestId('feeds-reply-count').textContent).toBe('13 / 20');
    fireEvent.click(within(box).getByRole('button', { name: /Send/ }));
    await waitFor(() =>
      expect(server.bodies('feeds/reply')).toEqual([{ id: 42, kind: 'private', text: 'Fix is coming' }]),
    );
    const replies = await screen.findByTestId('feeds-replies');
    expect(within(replies).getByText('Fix is coming')).toBeTruthy();
    expect(within(replies).getByTestId('status-tag').textContent).toContain('In approval');
    expect((text as HTMLTextAreaElement).value).toBe('');
  });

  it('warns that someone else is replying, and says when the caller is writing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let others: unknown[] = [];
    const server = serve({
      ...base,
      'feeds/detail': () => ok(feedDetail()),
      'feeds/presence': () => ok(others),
    });
    openDetail();
    const box = await screen.findByTestId('feeds-reply');
    expect(screen.queryByTestId('feeds-presence')).toBeNull();
    others = [
      { user_id: 7, name: 'Lin', replying: true, seen_at: new Date().toISOString() },
      { user_id: 9, name: 'Mei', replying: true, seen_at: new Date().toISOString() },
    ];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRESENCE_MS);
    });
    // The caller is left out of the warning.
    expect((await screen.findByTestId('feeds-presence')).textContent).toBe('Mei is also replying');
    fireEvent.change(within(box).getByRole('textbox', { name: 'Public reply' }), {
      target: { value: 'On it' },
    });
    await waitFor(() => expect(server.bodies('feeds/presence').at(-1)).toEqual({ id: 42, replying: true }));
    expect(server.bodies('feeds/presence')[0]).toEqual({ id: 42, replying: false });
  });

  it('keeps the reply box and network actions from members who may not compose', async () => {
    serve({
      ...base,
      'auth/perms': () => ok(perms(['content_base'])),
      'feeds/detail': () => ok(feedDetail()),
    });
    openDetail();
    expect((await screen.findByTestId('feeds-reply-denied')).textContent).toContain('your role lacks');
    expect(screen.queryByRole('textbox', { name: 'Public reply' })).toBeNull();
    expect(screen.queryByTestId('feeds-remote-delete')).toBeNull();
  });

  it('deletes on the network only after a confirmation naming it', async () => {
    const server = serve({
      ...base,
      'feeds/detail': () => ok(feedDetail()),
      'feeds/remote': () =>
        ok(feedDetail({ feed: feed({ id: 42, deleted_at: new Date().toISOString() }), remote_actions: [] })),
    });
    openDetail();
    fireEvent.click(await screen.findByTestId('feeds-remote-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Delete this item on Facebook? It disappears there for everyone. This cannot be undone.',
      ),
    ).toBeTruthy();
    expect(server.bodies('feeds/remote')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.bodies('feeds/remote')).toEqual([{ id: 42, action: 'delete' }]));
    expect(await screen.findByText('Deleted on Facebook')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('feeds-remote-delete')).toBeNull());
  });

  it('corrects the sentiment and shows who decided it', async () => {
    const server = serve({
      ...base,
      'feeds/detail': () => ok(feedDetail()),
      'feeds/change': () => ok(feed({ id: 42, sentiment: 'neutral', sentiment_source: 'person' })),
    });
    openDetail();
    await screen.findByTestId('feeds-thread');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Correct sentiment' }));
    fireEvent.click((await screen.findAllByTitle('Neutral')).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(server.bodies('feeds/change')).toEqual([
        { id: 42, change: { kind: 'sentiment', sentiment: 'neutral' } },
      ]),
    );
    expect((await screen.findByTestId('feeds-sentiment-source')).textContent).toBe('Corrected by a person');
  });

  it('copies the item as a bug report', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serve({ ...base, 'feeds/detail': () => ok(feedDetail()) });
    openDetail();
    fireEvent.click(await screen.findByRole('button', { name: /Copy as bug report/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const report = String((writeText.mock.calls[0] as unknown[])[0]);
    expect(report).toContain('The game crashes every time I open the shop');
    expect(report).toContain('Link: https://facebook.example/p-1?comment=c-1');
    expect(report).toContain('Network: Facebook · Herald Games');
    expect(report).toContain('Language: English');
    expect(report).toContain('Issue classes: Crash');
    expect(report).toMatch(/Time: 2025-03-01 \d\d:30:00 [+-]\d\d:\d\d/);
    expect(await screen.findByText('Bug report copied')).toBeTruthy();
  });

  it('says when the item is not there', async () => {
    serve({
      ...base,
      'feeds/detail': () => ({ status: 404, body: { code: 404, msg: 'Not Found', data: null } }),
    });
    openDetail();
    expect(await screen.findByText('This item is not there, or you may not see its account.')).toBeTruthy();
  });
});
