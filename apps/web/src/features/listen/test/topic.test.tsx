import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Route, serve, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import { topicScreenKey } from '../model/links.js';
import TopicPage from '../topic/TopicPage.js';
import { AT, config, mention, openAt, sourceStatus, topic } from './fixtures.js';

setUpScreenTests();
onDesktop();

const counts = { total: 10, positive: 5, neutral: 3, negative: 2 };
const metricValue = (value: number, compare: number) => ({
  type: 'amount',
  value,
  compare_value: compare,
  highest_value: null,
  na_type: null,
});
function base(patch: Partial<ReturnType<typeof config>> = {}): Record<string, Route> {
  return {
    'listen/topic/config': () => ok(config(patch)),
    'listen/topic/last': () =>
      ok({
        last_fetched_at: AT,
        sources_status: [sourceStatus({ state: 'error', detail: 'X answered 503' })],
      }),
    'listen/metrics': () =>
      ok([
        {
          group_key: 'volume',
          metrics_list: [
            { key: 'mentions', type: 'amount' },
            { key: 'potential_reach', type: 'amount' },
          ],
        },
      ]),
    'listen/overview': () =>
      ok({
        granularity: 'day',
        metrics: { mentions: metricValue(120, 100), potential_reach: metricValue(54000, 60000) },
        series: [{ at: AT, ...counts }],
        networks: [{ network: 'steam', ...counts }],
      }),
  };
}

const open = (url: string, status: 'active' | 'archive' = 'active') =>
  openAt(
    <TopicPage routeName={`listen.${status}.topic`} params={{ status }} />,
    url,
    `/listen/${status}/:id`,
  );

describe('topic screen key', () => {
  it('ignores the tab but not the topic or the game', () => {
    const key = topicScreenKey('/listen/active/7', '?game_id=1&tab=mentions');
    expect(topicScreenKey('/listen/active/7', '?tab=authors&game_id=1')).toBe(key);
    expect(topicScreenKey('/listen/active/7', '?game_id=2&tab=mentions')).not.toBe(key);
    expect(topicScreenKey('/listen/active/8', '?game_id=1&tab=mentions')).not.toBe(key);
  });
});

describe('topic screen', () => {
  it('heads with the topic, its networks and last fetch, and opens on the overview', async () => {
    const server = serve({ ...base(), 'listen/topic/refresh': () => ok([sourceStatus()]) });
    open('/listen/active/7');
    expect(await screen.findByText('Starfall launch')).toBeTruthy();
    expect(await screen.findByText('Last fetched 2026-11-01 08:00', { exact: false })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('source-twitter').getAttribute('aria-label')).toContain('X answered 503'),
    );
    const cards = await screen.findByTestId('metric-cards');
    expect(within(cards).getByText('Potential reach')).toBeTruthy();
    expect(within(cards).getByText('120')).toBeTruthy();
    expect(within(cards).getAllByTestId('metric-change')[0]?.getAttribute('data-direction')).toBe('up');
    expect(screen.getByLabelText('Volume over time')).toBeTruthy();
    expect(within(screen.getByTestId('overview-networks')).getByText('Steam')).toBeTruthy();
    expect(server.bodies('listen/metrics')).toEqual([{ topic_type: 'custom' }]);
    expect(server.bodies('listen/overview')[0]).toMatchObject({ topic_id: 7, compare: 'previous' });
    expect(screen.queryByRole('tab', { name: 'Share of voice' })).toBeNull();
    fireEvent.click(screen.getByTestId('topic-refresh'));
    await waitFor(() => expect(server.bodies('listen/topic/refresh')).toEqual([{ id: 7 }]));
  });

  it('keeps the screen (its range) when the tab changes, and keeps the tab in the archive link', async () => {
    const server = serve({
      ...base(),
      'listen/mentions': () => ok({ list: [mention()], next: null, total: 1 }),
      'listen/topic/archive': () => ok(topic({ status: 'archive' })),
    });
    open('/listen/active/7?game_id=1001&tab=overview');
    fireEvent.click(await screen.findByText('30 days'));
    await waitFor(() => expect(server.bodies('listen/overview')).toHaveLength(2));
    fireEvent.click(screen.getByRole('tab', { name: 'Mentions' }));
    expect(screen.getByTestId('location').textContent).toBe('/listen/active/7?game_id=1001&tab=mentions');
    await screen.findByTestId('mention-list');
    const [sent] = server.bodies('listen/mentions') as { range: { start: string; end: string } }[];
    const days = (Date.parse(sent?.range.end ?? '') - Date.parse(sent?.range.start ?? '')) / 86_400_000;
    expect(days).toBe(30);
    fireEvent.click(screen.getByTestId('topic-archive'));
    await waitFor(() => expect(server.bodies('listen/topic/archive')).toEqual([{ id: 7 }]));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/listen/archive/7?game_id=1001&tab=mentions'),
    );
  });

  it('lists mentions with their terms highlighted, loads more, filters and corrects a sentiment', async () => {
    const server = serve({
      ...base(),
      'listen/mentions': (body) => {
        const cursor = (body as { cursor: string | null }).cursor;
        return cursor === null
          ? ok({ list: [mention()], next: 'c2', total: 2 })
          : ok({
              list: [mention({ id: 502, text: 'Older starfall post', sentiment: 'negative' })],
              next: null,
              total: 2,
            });
      },
      'listen/mention/sentiment': () => ok(mention({ sentiment: 'negative', corrected: true })),
    });
    open('/listen/active/7?tab=mentions');
    const list = await screen.findByTestId('mention-list');
    expect(within(list).getByText('Starfall', { selector: 'mark' })).toBeTruthy();
    expect(within(list).getByLabelText('Open on X').getAttribute('href')).toBe('https://x.com/nova/status/1');
    fireEvent.click(screen.getByTestId('mentions-more'));
    expect(await screen.findByText(/^Older/)).toBeTruthy();
    expect(server.bodies('listen/mentions')[1]).toMatchObject({ cursor: 'c2', limit: 50 });
    expect(await screen.findByText('No more mentions')).toBeTruthy();

    fireEvent.click(screen.getByTestId('sentiment-501'));
    fireEvent.click(await screen.findByText('Negative', { selector: '.ant-dropdown-menu-title-content' }));
    await waitFor(() =>
      expect(server.bodies('listen/mention/sentiment')).toEqual([
        { topic_id: 7, id: 501, sentiment: 'negative' },
      ]),
    );
    expect(await screen.findByText('Corrected by a person')).toBeTruthy();

    const words = screen.getByPlaceholderText('Words in the text');
    fireEvent.change(words, { target: { value: 'map' } });
    fireEvent.keyDown(words, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(server.bodies('listen/mentions').at(-1)).toMatchObject({ keyword: 'map', cursor: null }),
    );
  });

  it('shows share of voice on competitive topics against the topics picked', async () => {
    const server = serve({
      ...base({ topic: topic({ type: 'competitive' }) }),
      'listen/topic/list': () =>
        ok({ list: [{ ...topic({ id: 8, title: 'Rival game' }) }], total: 1, page: 1, page_size: 50 }),
      'listen/share': () =>
        ok([
          { topic_id: 7, title: 'Starfall launch', counts, share: 6250 },
          { topic_id: 8, title: 'Rival game', counts: { ...counts, total: 6 }, share: 3750 },
        ]),
    });
    open('/listen/active/7?tab=share');
    expect(await screen.findByText('Pick at least one other topic to compare.')).toBeTruthy();
    const input = screen.getByTestId('share-topics').querySelector('input') as HTMLInputElement;
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByTitle('Rival game'));
    expect(await within(await screen.findByTestId('share-table')).findByText(/^62\.50?%$/)).toBeTruthy();
    expect((server.bodies('listen/share')[0] as { topic_ids: number[] }).topic_ids).toEqual([7, 8]);
  });

  it('explains each alert by its terms, authors and networks', async () => {
    serve({
      ...base(),
      'listen/alerts': () =>
        ok([
          {
            id: 1,
            topic_id: 7,
            kind: 'negative',
            window_start: AT,
            window_end: '2026-11-01T09:00:00.000Z',
            observed: 4200,
            baseline: 1100,
            drivers: {
              terms: [{ term: 'server down', count: 40 }],
              authors: [{ term: 'nova', count: 5 }],
              networks: [{ term: 'twitter', count: 38 }],
            },
            created_at: AT,
          },
        ]),
    });
    open('/listen/active/7?tab=alerts');
    const list = await screen.findByTestId('alert-list');
    expect(within(list).getByText('Negative spike')).toBeTruthy();
    expect(within(list).getByText(/^Observed 42(\.00)?% against a baseline of 11(\.00)?%$/)).toBeTruthy();
    expect(within(list).getByText('server down · 40')).toBeTruthy();
  });

  it('shows an archived topic with Restore and no Refresh', async () => {
    serve(base({ topic: topic({ status: 'archive' }) }));
    open('/listen/archive/7?tab=overview', 'archive');
    expect(await screen.findByTestId('topic-restore')).toBeTruthy();
    expect(screen.queryByTestId('topic-refresh')).toBeNull();
  });

  it('says when the topic cannot be loaded', async () => {
    serve({
      'listen/topic/config': () => ({ status: 404, body: { code: 404, msg: 'Not Found', data: null } }),
    });
    open('/listen/active/99');
    expect(await screen.findByText('Retry')).toBeTruthy();
  });
});
