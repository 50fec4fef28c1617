import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flaky } from '../../test-flows.js';
import { ok, Providers, type Route, serve, serverError, setUpScreenTests } from '../../test-harness.js';
import { onDesktop } from '../../test-width.js';
import FeedsListPage from './FeedsListPage.js';
import { feed, feedDetail, feedPage, me, perms, tags } from './fixtures.js';

setUpScreenTests();
onDesktop();

/* jsdom lays nothing out: the list's scroller is given a window's height and each row its height, so
   the virtualiser renders what a reader would see. */
const ROW = 116;
const VIEW = 800;
const stubbed = ['clientHeight', 'clientWidth', 'offsetHeight'] as const;
const originals = stubbed.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
function sizeOf(element: HTMLElement, name: (typeof stubbed)[number]): number {
  if (element.classList.contains('feeds-scroller')) return name === 'clientWidth' ? 900 : VIEW;
  if (name === 'offsetHeight' && element.classList.contains('feeds-virtual-row')) return ROW;
  return 0;
}
beforeAll(() => {
  for (const name of stubbed)
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return sizeOf(this, name);
      },
    });
});
afterAll(() => {
  stubbed.forEach((name, index) => {
    const original = originals[index];
    if (original) Object.defineProperty(HTMLElement.prototype, name, original);
  });
});

const base: Record<string, Route> = {
  'auth/perms': () => ok(perms(['content_base', 'content_compose'])),
  'auth/user': () => ok(me),
  'tag/all': () => ok(tags),
  'feeds/sync/status': () => ok([]),
  'feeds/view/list': () => ok([]),
  'base/account/all': () => ok([]),
};

/**
 * Answers feeds/stream with a stream of server-sent events the test writes to, checking it is asked
 * with the console's headers; other paths go to the fake server.
 */
function streamEvents() {
  const events = new TransformStream<Uint8Array, Uint8Array>();
  const writer = events.writable.getWriter();
  const served = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!url.startsWith('/api/admin/feeds/stream')) return served(url, init);
      const headers = new Headers(init.headers);
      expect(headers.get('accept')).toBe('text/event-stream');
      expect(JSON.parse(headers.get('x-common-params') ?? '{}')).toMatchObject({ game_id: 1001 });
      return new Response(events.readable, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return (event: unknown) =>
    act(async () => {
      await writer.write(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`));
    });
}

function openList(query = '') {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[`/content/feeds/list?game_id=1001&game_area=asia${query}`]}>
        <FeedsListPage routeName="content.feeds.list" params={{}} />
      </MemoryRouter>
    </Providers>,
  );
}

type ListBody = { filter: Record<string, unknown>; cursor: string | null; direction: string; limit: number };
const bodyOf = (body: unknown) => body as ListBody;

describe('inbox list', () => {
  it('shows each item with its author, network, type, sentiment, tags, state and assignee, and loads the next page by cursor', async () => {
    const server = serve({
      ...base,
      'feeds/list': (body) =>
        bodyOf(body).cursor === 'c2'
          ? ok(
              feedPage(
                [feed({ id: 2, text: 'Older: love the new map', sentiment: 'positive', tag_ids: [] })],
                null,
              ),
            )
          : ok(
              feedPage(
                [
                  feed({
                    id: 1,
                    assignee_id: 7,
                    assignee_name: 'Lin',
                    edited_at: '2025-03-01T10:00:00.000Z',
                  }),
                ],
                'c2',
              ),
            ),
    });
    openList();
    const older = await screen.findByText('Older: love the new map');
    const rows = screen.getAllByTestId('feed-row');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('Ava Chen')).toBeTruthy();
    expect(within(first).getByText('12.3K followers')).toBeTruthy();
    expect(within(first).getByText('Herald Games')).toBeTruthy();
    expect(within(first).getByText('Facebook')).toBeTruthy();
    expect(within(first).getByText('· Comment')).toBeTruthy();
    expect(within(first).getByTestId('feed-sentiment').textContent).toBe('Negative');
    expect(within(first).getByTestId('feed-tag').textContent).toBe('Shop');
    expect(within(first).getByText('Crash')).toBeTruthy();
    expect(within(first).getByTestId('feed-state').textContent).toBe('New');
    expect(within(first).getByText('Lin')).toBeTruthy();
    expect(within(first).getByTestId('feed-mark-edited')).toBeTruthy();
    expect(first.getAttribute('aria-label')).toBe('Open item from Ava Chen');
    expect(first.querySelector('time')?.getAttribute('title')).toMatch(/^2025-03-01 \d\d:30:00 \(.+\)$/);
    expect(within(rows[1] as HTMLElement).getByText('Unassigned')).toBeTruthy();
    expect(older).toBeTruthy();
    expect(server.bodies('feeds/list')).toEqual([
      { filter: {}, cursor: null, direction: 'older', limit: 50 },
      { filter: {}, cursor: 'c2', direction: 'older', limit: 50 },
    ]);
    expect(await screen.findByText('That is everything.')).toBeTruthy();
  });

  it('renders only the rows in view of a long list', async () => {
    const many = Array.from({ length: 100 }, (_, index) => feed({ id: 1000 - index, text: `Item ${index}` }));
    serve({
      ...base,
      'feeds/list': (body) =>
        ok(feedPage(bodyOf(body).cursor ? [] : many, bodyOf(body).cursor ? null : 'c2')),
    });
    openList();
    await screen.findByText('Item 0');
    const shown = screen.getAllByTestId('feed-row').length;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(25);
    expect(screen.queryByText('Item 60')).toBeNull();
  });

  it('sends the filters of the URL, "me" as the caller, and clears them', async () => {
    const server = serve({ ...base, 'feeds/list': () => ok(feedPage([], null, null)) });
    openList(
      '&sentiment=negative,bogus&state=new,pending&assignee=me,none,12&tag=3&q=闪退&own=1&network=facebook',
    );
    expect(await screen.findByText('No items match these filters.')).toBeTruthy();
    expect(bodyOf(server.bodies('feeds/list')[0]).filter).toEqual({
      networks: ['facebook'],
      sentiments: ['negative'],
      tag_ids: [3],
      states: ['new', 'pending'],
      assignee_ids: [12, 7],
      unassigned: true,
      keyword: '闪退',
      include_own: true,
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(bodyOf(server.bodies('feeds/list').at(-1)).filter).toEqual({}));
    expect(await screen.findByText(/No items yet/)).toBeTruthy();
  });

  it('asks for a picked sentiment', async () => {
    const server = serve({ ...base, 'feeds/list': () => ok(feedPage([feed()], null)) });
    openList();
    await screen.findByText('Ava Chen');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sentiment' }));
    fireEvent.click((await screen.findAllByTitle('Positive')).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(bodyOf(server.bodies('feeds/list').at(-1)).filter).toEqual({ sentiments: ['positive'] }),
    );
  });

  it('runs a bulk state change over the checked items and shows the result of each', async () => {
    const server = serve({
      ...base,
      'feeds/list': () =>
        ok(
          feedPage([
            feed({ id: 1, text: 'First one' }),
            feed({ id: 2, text: 'Second one' }),
            feed({ id: 3, text: 'Third one' }),
          ]),
        ),
      'feeds/batch': () =>
        ok({
          results: [
            { id: 1, ok: true, code: 0, msg: 'ok' },
            { id: 2, ok: false, code: 404, msg: 'Not Found' },
          ],
        }),
    });
    openList();
    await screen.findByText('Third one');
    const boxes = screen.getAllByRole('checkbox', { name: 'Select this item' });
    fireEvent.click(boxes[0] as HTMLElement);
    fireEvent.click(boxes[1] as HTMLElement);
    const bar = await screen.findByTestId('feeds-bulk');
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.mouseDown(within(bar).getByRole('combobox', { name: 'Set state' }));
    fireEvent.click((await screen.findAllByTitle('Resolved')).at(-1) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Set state: Resolved on 2 selected items?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(server.bodies('feeds/batch')).toEqual([
        { ids: [1, 2], change: { kind: 'state', state: 'resolved' } },
      ]),
    );
    expect((await screen.findByTestId('feeds-batch-summary')).textContent).toBe('1 done, 1 not done');
    const results = screen.getByTestId('feeds-batch-results');
    expect(within(results).getByText('Ava Chen: First one')).toBeTruthy();
    expect(within(results).getByText('Error 404: Not Found')).toBeTruthy();
    // What was done shows in the list at once; what was refused stays as it was.
    const states = screen.getAllByTestId('feed-state').map((state) => state.textContent);
    expect(states).toEqual(['Resolved', 'New', 'New']);
    expect(screen.queryByTestId('feeds-bulk')).toBeNull();
  });

  it('puts arrivals from the live stream on top by the newest cursor, keeping the reader in place', async () => {
    let page = 0;
    const server = serve({
      ...base,
      'feeds/list': (body) => {
        if (bodyOf(body).direction === 'newer')
          return ok(feedPage([feed({ id: 9, text: 'Just arrived' })], null, 'n-9'));
        page += 1;
        return ok(feedPage([feed({ id: 1, text: 'Already there' })], null, 'n-1'));
      },
    });
    const send = streamEvents();
    openList();
    await screen.findByText('Already there');
    const scroller = screen.getByTestId('feeds-list');
    await screen.findByText('Live');
    // The reader has scrolled down: the arrival goes above them and the pill counts it.
    scroller.scrollTop = 400;
    fireEvent.scroll(scroller);
    await send({ type: 'arrived', ids: [9] });
    await screen.findByText('Just arrived');
    expect(server.bodies('feeds/list').at(-1)).toEqual({
      filter: {},
      cursor: 'n-1',
      direction: 'newer',
      limit: 50,
    });
    expect(screen.getAllByTestId('feed-row').map((row) => row.getAttribute('data-feed-id'))).toEqual([
      '9',
      '1',
    ]);
    expect(scroller.scrollTop).toBe(400 + ROW);
    const pill = screen.getByTestId('feeds-new-pill');
    expect(pill.textContent).toBe('1 new item');
    scroller.scrollTo = vi.fn();
    fireEvent.click(pill);
    expect(scroller.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.queryByTestId('feeds-new-pill')).toBeNull();
    expect(page).toBe(1);
  });

  it('puts a late arrival, written before the newest item shown, at its place', async () => {
    const at = (hour: number) => `2025-03-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const server = serve({
      ...base,
      'feeds/list': (body) =>
        bodyOf(body).direction === 'newer'
          ? ok(feedPage([], null, 'n-9'))
          : ok(
              feedPage([
                feed({ id: 9, text: 'Newest', created_at: at(10) }),
                feed({ id: 5, text: 'Oldest', created_at: at(8) }),
              ]),
            ),
      'feeds/detail': () => ok(feedDetail({ feed: feed({ id: 7, text: 'Polled late', created_at: at(9) }) })),
    });
    const send = streamEvents();
    openList();
    await screen.findByText('Oldest');
    await screen.findByText('Live');
    await send({ type: 'arrived', ids: [7] });
    await screen.findByText('Polled late');
    expect(screen.getAllByTestId('feed-row').map((row) => row.getAttribute('data-feed-id'))).toEqual([
      '9',
      '7',
      '5',
    ]);
    expect(server.bodies('feeds/detail')).toEqual([{ id: 7 }]);
  });

  it('refreshes the rows a change names, in place', async () => {
    serve({
      ...base,
      'feeds/list': () =>
        ok(feedPage([feed({ id: 1, text: 'First one' }), feed({ id: 2, text: 'Second one' })])),
      'feeds/detail': () => ok(feedDetail({ feed: feed({ id: 2, text: 'Second one', state: 'resolved' }) })),
    });
    const send = streamEvents();
    openList();
    await screen.findByText('Second one');
    await screen.findByText('Live');
    await send({ type: 'changed', ids: [2, 404] });
    await waitFor(() =>
      expect(screen.getAllByTestId('feed-state').map((state) => state.textContent)).toEqual([
        'New',
        'Resolved',
      ]),
    );
  });

  it('says so when the inbox is empty and offers to connect an account', async () => {
    serve({ ...base, 'feeds/list': () => ok(feedPage([], null, null)) });
    openList();
    expect(
      await screen.findByText(
        'No items yet. Comments, replies, mentions and messages from your connected accounts land here.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect an account' }).getAttribute('href')).toBe(
      '/account/list?game_id=1001&game_area=asia',
    );
  });

  it('shows a failed load with a retry', async () => {
    const outage = flaky(serverError, () => ok(feedPage([feed({ text: 'Back again' })])));
    serve({ ...base, 'feeds/list': outage.route });
    openList();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 });
    outage.recover();
    fireEvent.click(retry);
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  it('moves with j and k and selects with x', async () => {
    serve({
      ...base,
      'feeds/list': () =>
        ok(feedPage([feed({ id: 1, text: 'First one' }), feed({ id: 2, text: 'Second one' })])),
    });
    openList();
    await screen.findByText('Second one');
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Second one'));
    fireEvent.keyDown(document.body, { key: 'x' });
    expect(await screen.findByText('1 selected')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox', { name: 'Select this item' }) as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([false, true]);
    fireEvent.keyDown(document.body, { key: 'k' });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('First one'));
  });
});
