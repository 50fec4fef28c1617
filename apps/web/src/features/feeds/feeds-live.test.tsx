import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, serve, setUpScreenTests } from '../../test-harness.js';
import { onDesktop } from '../../test-width.js';
import { feed, feedDetail, feedPage } from './fixtures.js';
import { base, bodyOf, layOutList, openList, ROW, streamEvents } from './list-harness.js';

setUpScreenTests();
onDesktop();
layOutList();

describe('inbox list, live and in bulk', () => {
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
});
