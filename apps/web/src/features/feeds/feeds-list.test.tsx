import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flaky } from '../../test-flows.js';
import { ok, serve, serverError, setUpScreenTests } from '../../test-harness.js';
import { onDesktop } from '../../test-width.js';
import { feed, feedPage } from './fixtures.js';
import { base, bodyOf, layOutList, openList } from './list-harness.js';

setUpScreenTests();
onDesktop();
layOutList();

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
    // A feed owns its articles only: the list's footer (load more, the end) sits beside it.
    const list = screen.getByRole('feed');
    expect([...list.querySelectorAll('[data-index] > *')].every((row) => row.tagName === 'ARTICLE')).toBe(
      true,
    );
    expect(within(list).queryByText('That is everything.')).toBeNull();
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
