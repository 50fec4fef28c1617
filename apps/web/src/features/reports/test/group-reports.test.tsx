import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { absent, amount, percent } from '../../../components/reports/test/fixtures.js';
import { base, drawn, openScreen } from '../../../components/reports/test/harness.js';
import { setLanguage } from '../../../i18n/index.js';
import { ok, serve, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop, screenWidth } from '../../../test-width.js';
import CreativeReportPage from '../screens/CreativeReportPage.js';
import HashtagReportPage from '../screens/HashtagReportPage.js';
import TagReportPage from '../screens/TagReportPage.js';

vi.mock('../../../components/reports/charts/engine.js', async () => {
  const { recordingEngine } = await import('../../../components/reports/test/harness.js');
  return { loadChartEngine: async () => recordingEngine };
});

setUpScreenTests();
onDesktop();

const tags = {
  list: [
    {
      tag: { id: 3, name: 'Patch', color: '#3b5bdb' },
      posts: 12,
      metrics: { engagements: amount(5_400, 4_000), reach: amount(80_000, 90_000) },
    },
    {
      tag: { id: 4, name: 'Esports', color: '#0b7285' },
      posts: 3,
      metrics: { engagements: amount(9_100, 9_100), engagement_rate_reach: percent(310, null) },
    },
  ],
  summary: { engagements: amount(14_500, 13_100) },
};

describe('tag report', () => {
  it('lists tags linking to their posts over the same range, and charts the top ones', async () => {
    const server = serve({ ...base(), 'report/tag/reports': () => ok(tags) });
    openScreen(<TagReportPage />, '/report/tag');
    const table = await screen.findByTestId('tag-table');
    const link = within(table).getAllByText('View posts')[0] as HTMLAnchorElement;
    const { range } = server.bodies('report/tag/reports')[0] as { range: { start: string; end: string } };
    expect(link.getAttribute('href')).toBe(
      `/report/tag/post?game_id=1001&game_area=asia&tag_id=3&start=${range.start}&end=${range.end}`,
    );
    expect(within(table).getByText('5,400')).toBeTruthy();
    expect(within(table).getByText('+35.00%')).toBeTruthy();
    const summary = screen.getByTestId('chart-summary');
    expect(summary.textContent).toBe('Engagements by Tag: Esports 9,100; Patch 5,400.');
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    expect(drawn.at(-1)).toMatchObject({ yAxis: { data: ['Esports', 'Patch'] } });
  });

  it('sorts groups by a metric on the server', async () => {
    const server = serve({ ...base(), 'report/tag/reports': () => ok(tags) });
    openScreen(<TagReportPage />, '/report/tag');
    const table = await screen.findByTestId('tag-table');
    expect((server.bodies('report/tag/reports')[0] as { sort: unknown }).sort).toEqual({
      key: 'engagements',
      order: 'desc',
    });
    const reach = within(table)
      .getAllByRole('columnheader')
      .find((header) => header.textContent === 'Reach');
    fireEvent.click(reach as HTMLElement);
    await waitFor(() =>
      expect((server.bodies('report/tag/reports').at(-1) as { sort: unknown }).sort).toEqual({
        key: 'reach',
        order: 'desc',
      }),
    );
  });

  it('reads well at phone width: filters stacked, the table scrolls sideways', async () => {
    screenWidth(390);
    serve({ ...base(), 'report/tag/reports': () => ok(tags) });
    openScreen(<TagReportPage />, '/report/tag');
    const table = await screen.findByTestId('tag-table');
    expect(screen.getByTestId('scope-filters').className).toMatch(/vertical/);
    expect(table.className).toMatch(/ant-table-small/);
    expect(table.className).toMatch(/ant-table-scroll-horizontal/);
  });
});

describe('hashtag report', () => {
  it('finds hashtags used in the range and filters the report by the one picked', async () => {
    const server = serve({
      ...base(),
      'report/hashtag/reports': () =>
        ok({ list: [{ hashtag: 'starforge', posts: 8, metrics: { reach: amount(42_000) } }], summary: {} }),
      'report/hashtag/search': () => ok([{ hashtag: 'season4', posts: 5 }]),
    });
    openScreen(<HashtagReportPage />, '/report/hashtag');
    const table = await screen.findByTestId('hashtag-table');
    expect(within(table).getByText('#starforge')).toBeTruthy();
    expect(within(table).getByText('View posts').getAttribute('href')).toMatch(
      /^\/report\/hashtag\/post\?.*hashtag=starforge/,
    );
    const search = within(screen.getByTestId('hashtag-search')).getByRole('combobox');
    fireEvent.change(search, { target: { value: 'sea' } });
    await waitFor(() =>
      expect(server.bodies('report/hashtag/search').at(-1)).toMatchObject({ keyword: 'sea', limit: 20 }),
    );
    fireEvent.click(await screen.findByText('#season4'));
    await waitFor(() =>
      expect(server.bodies('report/hashtag/reports').at(-1)).toMatchObject({ hashtags: ['season4'] }),
    );
  });
});

describe('a group a network never gives a metric for', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  const answer = {
    list: [
      {
        hashtag: 'xonly',
        posts: 2,
        metrics: { reach: absent('amount', 'unsupport'), shares: absent('amount', null), views: amount(300) },
      },
    ],
    summary: {},
  };

  it.each([
    ['en', 'does not offer this metric', 'No data'],
    ['zh-CN', '平台不为该账号或该类帖子提供此指标', '暂无数据'],
  ] as const)('shows N/A, and a dash for no data in range (%s)', async (locale, unsupported, empty) => {
    await setLanguage(locale);
    serve({ ...base(), 'report/hashtag/reports': () => ok(answer) });
    openScreen(<HashtagReportPage />, '/report/hashtag');
    const table = await screen.findByTestId('hashtag-table');
    const marks = within(table).getAllByTestId('metric-absent');
    const na = marks.find((mark) => mark.dataset.why === 'unsupport');
    const dash = marks.find((mark) => mark.dataset.why === 'empty');
    expect(na?.textContent).toContain('N/A');
    expect(na?.textContent).toContain(unsupported);
    expect(dash?.textContent).toContain('—');
    expect(dash?.textContent).toContain(empty);
  });
});

describe('creative report', () => {
  const creatives = {
    list: [
      {
        media_id: 61,
        material_id: null,
        name: 'trailer.mp4',
        kind: 'video',
        thumbnail_url: 'https://cdn.example/t/61.jpg',
        posts: 4,
        metrics: {
          views: amount(88_000, 60_000),
          avg_watch_time: {
            type: 'decimal',
            value: 1250,
            compare_value: null,
            highest_value: null,
            na_type: null,
          },
        },
      },
      {
        media_id: 62,
        material_id: null,
        name: 'key-art.png',
        kind: 'image',
        thumbnail_url: null,
        posts: 2,
        metrics: { views: amount(9_000) },
      },
    ],
    summary: {},
  };

  it('shows each media with its thumbnail and kind, and narrows the rows by kind', async () => {
    serve({
      ...base(),
      'report/creative/reports': () => ok(creatives),
      'report/creative/options': () =>
        ok({ platforms: ['facebook'], accounts: [], kinds: ['image', 'video'] }),
    });
    openScreen(<CreativeReportPage />, '/report/creative');
    const table = await screen.findByTestId('creative-table');
    expect(within(table).getByAltText('trailer.mp4').getAttribute('src')).toBe(
      'https://cdn.example/t/61.jpg',
    );
    expect(within(table).getByText('Video')).toBeTruthy();
    expect(within(table).getByText('12.50')).toBeTruthy();
    expect(within(table).getByText('key-art.png')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Media kinds'));
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="Video"]');
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    await waitFor(() =>
      expect(within(screen.getByTestId('creative-table')).queryByText('key-art.png')).toBeNull(),
    );
    expect(within(screen.getByTestId('creative-table')).getByText('trailer.mp4')).toBeTruthy();
  });

  const libraryFile = {
    media_id: 63,
    material_id: 12,
    name: 'Season 4 launch trailer',
    kind: 'video',
    thumbnail_url: 'https://cdn.example/api/media/70/sig.webp',
    posts: 3,
    metrics: { views: amount(40_000) },
  };

  it('names a library file by its material, with its thumbnail and a link to it in the library', async () => {
    serve({
      ...base(['report_base', 'report_advance', 'material_base']),
      'report/creative/reports': () => ok({ list: [libraryFile, creatives.list[1]], summary: {} }),
      'report/creative/options': () => ok({ platforms: [], accounts: [], kinds: ['image', 'video'] }),
    });
    openScreen(<CreativeReportPage />, '/report/creative');
    const table = await screen.findByTestId('creative-table');
    const rows = within(table).getAllByRole('row');
    const material = rows.find((row) => row.textContent?.includes('Season 4 launch trailer'));
    if (!material) throw new Error('no row for the material');
    expect(within(material).getByAltText('Season 4 launch trailer').getAttribute('src')).toBe(
      'https://cdn.example/api/media/70/sig.webp',
    );
    expect(within(material).getByText('Library')).toBeTruthy();
    const link = await within(material).findByRole('link', {
      name: 'Open Season 4 launch trailer in the library',
    });
    expect(link.getAttribute('href')).toBe('/material/library?game_id=1001&game_area=asia&id=12');
    // A file that is no material keeps its file name, with no library tag and no link.
    const plain = rows.find((row) => row.textContent?.includes('key-art.png'));
    if (!plain) throw new Error('no row for the file');
    expect(within(plain).queryByText('Library')).toBeNull();
    expect(within(plain).queryByRole('link', { name: /in the library/ })).toBeNull();
  });

  it('shows a material’s name without a link to those who do not use the library', async () => {
    serve({
      ...base(),
      'report/creative/reports': () => ok({ list: [libraryFile], summary: {} }),
      'report/creative/options': () => ok({ platforms: [], accounts: [], kinds: ['video'] }),
    });
    openScreen(<CreativeReportPage />, '/report/creative');
    const table = await screen.findByTestId('creative-table');
    expect(within(table).getByText('Season 4 launch trailer')).toBeTruthy();
    expect(within(table).queryByRole('link', { name: /in the library/ })).toBeNull();
  });

  it('says the report needs the advanced permission instead of failing', async () => {
    const server = serve({ ...base(['report_base']) });
    openScreen(<CreativeReportPage />, '/report/creative');
    expect(await screen.findByText('This report needs the advanced report permission')).toBeTruthy();
    expect(server.bodies('report/creative/reports')).toHaveLength(0);
  });
});
