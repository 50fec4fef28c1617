import { api } from '@herald/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, fail, rawCall } from '../factories.js';
import { useTestApp } from '../harness.js';
import { buildFeedItem } from './builders.js';
import { buildAccountDay, buildReportPost, reportGame } from './fixtures.js';

const range = { start: '2026-04-01', end: '2026-04-05' };
const scope = { range, compare: { mode: 'previous' as const } };
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('the sentiment report and the brief on known figures', () => {
  const testApp = useTestApp();
  let g: Awaited<ReturnType<typeof reportGame>>;
  const asAdvanced = () => ({ as: g.advanced, game: g.game });

  beforeAll(async () => {
    const { db } = testApp().database;
    g = await reportGame(db);
    const { facebook, twitter } = g;
    // In range: six opinions (a like is not one), two answered after 600 s and 1200 s.
    await buildFeedItem(db, facebook, {
      at: '2026-04-01T10:00:00Z',
      text: 'Great launch, love the music',
      sentiment: 'positive',
      repliedAfter: 600,
      terms: ['great', 'launch', 'love', 'the', 'music'],
    });
    await buildFeedItem(db, facebook, {
      at: '2026-04-02T10:00:00Z',
      text: 'Lag and crash again',
      sentiment: 'negative',
      repliedAfter: 1200,
      terms: ['lag', 'and', 'crash', 'again'],
    });
    await buildFeedItem(db, facebook, {
      at: '2026-04-02T11:00:00Z',
      text: 'Crash on boot',
      sentiment: 'negative',
      source: 'message',
      feedType: 'message',
      terms: ['crash', 'on', 'boot'],
    });
    await buildFeedItem(db, facebook, { at: '2026-04-03T10:00:00Z', text: 'ok', sentiment: 'neutral' });
    await buildFeedItem(db, facebook, {
      at: '2026-04-03T11:00:00Z',
      text: '',
      sentiment: 'positive',
      source: 'reaction',
      feedType: 'like',
    });
    await buildFeedItem(db, twitter, {
      at: '2026-04-04T10:00:00Z',
      text: 'lag lag',
      sentiment: 'negative',
      source: 'mention',
      feedType: 'other_comment',
      terms: ['lag'],
    });
    await buildFeedItem(db, twitter, { at: '2026-04-05T23:59:00Z', text: 'hmm', sentiment: 'init' });
    // The previous five days: one positive answered, one negative.
    await buildFeedItem(db, facebook, {
      at: '2026-03-30T10:00:00Z',
      text: 'nice',
      sentiment: 'positive',
      repliedAfter: 300,
    });
    await buildFeedItem(db, facebook, {
      at: '2026-03-31T10:00:00Z',
      text: 'bad lag',
      sentiment: 'negative',
      terms: ['bad', 'lag'],
    });
    // Account figures and posts the brief weighs.
    await buildAccountDay(db, facebook, '2026-03-28', { views: 100 });
    await buildAccountDay(db, facebook, '2026-04-01', { views: 100 });
    await buildAccountDay(db, facebook, '2026-04-03', { views: 200 });
    await buildReportPost(db, facebook, {
      publishedAt: at('2026-03-29'),
      metrics: { engagements: 5 },
      text: 'Teaser',
    });
    await buildReportPost(db, facebook, {
      publishedAt: at('2026-04-01'),
      metrics: { engagements: 50 },
      text: 'Launch trailer',
    });
    await buildReportPost(db, facebook, {
      publishedAt: at('2026-04-02'),
      metrics: { engagements: 8 },
      text: 'Patch notes',
    });
  });

  it('counts opinions by sentiment, network and day, and rates them against the previous range', async () => {
    const report = await call(testApp().app, api.report.sentimentReports, scope, asAdvanced());
    const values = Object.fromEntries(
      Object.entries(report.summary).map(([key, metric]) => [key, [metric.value, metric.compare_value]]),
    );
    expect(values).toEqual({
      items: [6, 2],
      comments: [4, 2],
      messages: [1, 0],
      mentions: [1, 0],
      positive: [1, 1],
      neutral: [1, 0],
      negative: [3, 1],
      judged: [5, 2],
      positive_rate: [2000, 5000],
      negative_rate: [6000, 5000],
      replied: [2, 1],
      reply_rate: [3333, 5000],
      reply_time: [900, 300],
    });
    expect(report.days).toEqual([
      { day: '2026-04-01', positive: 1, neutral: 0, negative: 0, unjudged: 0 },
      { day: '2026-04-02', positive: 0, neutral: 0, negative: 2, unjudged: 0 },
      { day: '2026-04-03', positive: 0, neutral: 1, negative: 0, unjudged: 0 },
      { day: '2026-04-04', positive: 0, neutral: 0, negative: 1, unjudged: 0 },
      { day: '2026-04-05', positive: 0, neutral: 0, negative: 0, unjudged: 1 },
    ]);
    expect(
      report.networks.map((row) => [row.network, row.metrics.items?.value, row.metrics.negative_rate?.value]),
    ).toEqual([
      ['facebook', 4, 5000],
      ['twitter', 2, 10000],
    ]);
    expect(report.networks[0]?.metrics.items?.highest_value).toBe(4);
    // Terms of the range only, stop words left out, by count then alphabet.
    expect(report.top_terms.negative).toEqual([
      { term: 'crash', count: 2 },
      { term: 'lag', count: 2 },
      { term: 'again', count: 1 },
      { term: 'boot', count: 1 },
    ]);
    expect(report.top_terms.positive.map((term) => term.term)).toEqual(['great', 'launch', 'love', 'music']);
  });

  it('exports the per-network table as CSV in the reader’s language, and as XLSX', async () => {
    const { app } = testApp();
    const csv = await rawCall(app, api.report.sentimentExport, { ...scope, format: 'csv' }, asAdvanced());
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('sentiment-report_2026-04-01_2026-04-05.csv');
    const rows = parse(csv.rawPayload, { bom: true }) as string[][];
    const header = rows[0] ?? [];
    const column = (name: string) => header.indexOf(name);
    expect(header.slice(0, 2)).toEqual(['Network', 'Items']);
    expect(rows.slice(1).map((row) => [row[0], row[column('Items')], row[column('Negative rate')]])).toEqual([
      ['facebook', '4', '50.00%'],
      ['twitter', '2', '100.00%'],
    ]);

    const xlsx = await rawCall(
      app,
      api.report.sentimentExport,
      { ...scope, format: 'xlsx' },
      { ...asAdvanced(), headers: { 'accept-language': 'zh-CN,zh;q=0.9' } },
    );
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('平台');
    expect(sheet?.getRow(1).getCell(2).value).toBe('条目');
    expect(sheet?.getRow(2).getCell(1).value).toBe('facebook');
    expect(sheet?.getRow(2).getCell(2).value).toBe(4);
    expect(sheet?.rowCount).toBe(3);
  });

  it('exports nothing for a range without inbox items, and not for report_base', async () => {
    const { app } = testApp();
    const empty = await fail(
      app,
      api.report.sentimentExport,
      { range: { start: '2025-01-01', end: '2025-01-05' }, format: 'csv' },
      asAdvanced(),
    );
    // report_no_data: no empty file.
    expect(empty).toMatchObject({ code: 2105 });
    const denied = await fail(
      app,
      api.report.sentimentExport,
      { ...scope, format: 'csv' },
      { as: g.base, game: g.game },
    );
    expect(denied.status).toBe(403);
  });

  it('narrows to the chosen accounts, and is for report_advance only', async () => {
    const report = await call(
      testApp().app,
      api.report.sentimentReports,
      { range, account_ids: [g.facebook.id] },
      asAdvanced(),
    );
    expect(report.summary.items).toMatchObject({ value: 4, compare_value: 2 });
    expect(report.networks.map((row) => row.network)).toEqual(['facebook']);
    const refused = await fail(
      testApp().app,
      api.report.sentimentReports,
      { range },
      { as: g.base, game: g.game },
    );
    expect(refused.code).toBe(403);
  });

  it('writes the brief in English from the figures it cites', async () => {
    const brief = await call(
      testApp().app,
      api.report.sentimentBrief,
      { ...scope, language: 'en' },
      asAdvanced(),
    );
    expect(brief.paragraphs).toEqual([
      'Period 2026-04-01 – 2026-04-05, compared with 2026-03-27 – 2026-03-31.',
      'What rose: views 300 (+200.00% from 100); inbox items 6 (+200.00% from 2); posts published 2 (+100.00% from 1).',
      'What fell: positive rate 20% (-60.00% from 50%); reply rate 33.33% (-33.34% from 50%).',
      'Top complaints, from 3 negative items: crash (2), lag (2), again (1).',
      'Best posts: “Launch trailer” on Facebook (50 engagements); “Patch notes” on Facebook (8 engagements).',
    ]);
    expect(brief.figures).toEqual([
      { key: 'views', value: 300, compare_value: 100 },
      { key: 'items', value: 6, compare_value: 2 },
      { key: 'posts_published', value: 2, compare_value: 1 },
      { key: 'positive_rate', value: 2000, compare_value: 5000 },
      { key: 'reply_rate', value: 3333, compare_value: 5000 },
      { key: 'negative', value: 3, compare_value: 1 },
      { key: 'engagements', value: 50, compare_value: null },
      { key: 'engagements', value: 8, compare_value: null },
    ]);
  });

  it('writes the same brief in Chinese', async () => {
    const brief = await call(
      testApp().app,
      api.report.sentimentBrief,
      { ...scope, language: 'zh-CN' },
      asAdvanced(),
    );
    expect(brief.language).toBe('zh-CN');
    expect(brief.paragraphs).toEqual([
      '统计周期 2026-04-01 – 2026-04-05，对比 2026-03-27 – 2026-03-31。',
      '上升：浏览量 300（对比 100，+200.00%）；互动消息数 6（对比 2，+200.00%）；发帖数 2（对比 1，+100.00%）。',
      '下降：正面率 20%（对比 50%，-60.00%）；回复率 33.33%（对比 50%，-33.34%）。',
      '主要抱怨（共 3 条负面消息）：crash (2)、lag (2)、again (1)。',
      '表现最佳的帖子：Facebook「Launch trailer」（互动 50）；Facebook「Patch notes」（互动 8）。',
    ]);
    expect(brief.figures.map((figure) => figure.key)).toEqual([
      'views',
      'items',
      'posts_published',
      'positive_rate',
      'reply_rate',
      'negative',
      'engagements',
      'engagements',
    ]);
  });
});
