import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/index.js';
import { ok, serve, setUpScreenTests } from '../../../test-harness.js';
import { screenWidth } from '../../../test-width.js';
import EditPage from '../edit/EditPage.js';
import HomePage from '../home/HomePage.js';
import TopicPage from '../topic/TopicPage.js';
import { AT, config, mention, openAt, paged, refusal, summary } from './fixtures.js';

setUpScreenTests();

const noMedia = window.matchMedia;
afterAll(() => {
  window.matchMedia = noMedia;
});

const counts = { total: 4, positive: 1, neutral: 1, negative: 2 };
const topicRoutes = {
  'listen/topic/config': () => ok(config()),
  'listen/topic/last': () => ok({ last_fetched_at: AT, sources_status: [] }),
  'listen/authors': () =>
    ok([
      { id: 'u1', name: 'Nova', handle: 'nova', reach: 5400, network: 'twitter', mentions: 12, negative: 3 },
    ]),
  'listen/terms': () =>
    ok({ words: [{ term: '新地图', count: 9 }], hashtags: [{ term: '#starfall', count: 4 }] }),
  'listen/patch/compare': () =>
    ok({ before: counts, after: { ...counts, negative: 3, total: 5 }, negative_change: 1000 }),
  'listen/mentions': () => ok({ list: [mention()], next: null, total: 1 }),
};
const openTopic = (tab: string) =>
  openAt(
    <TopicPage routeName="listen.active.topic" params={{ status: 'active' }} />,
    `/listen/active/7?tab=${tab}`,
    '/listen/active/:id',
  );

describe('at phone width (390 px)', () => {
  beforeEach(() => screenWidth(390));

  it('shows the authors table and the top terms', async () => {
    const server = serve(topicRoutes);
    openTopic('authors');
    const table = await screen.findByTestId('authors-table');
    expect(await within(table).findByText('Nova')).toBeTruthy();
    expect(server.bodies('listen/authors')[0]).toMatchObject({ topic_id: 7, limit: 50 });
    fireEvent.click(screen.getByRole('tab', { name: 'Terms' }));
    expect(await within(await screen.findByTestId('terms-words')).findByText('新地图')).toBeTruthy();
    expect(within(screen.getByTestId('terms-hashtags')).getByText('#starfall')).toBeTruthy();
  });

  it('compares sentiment before and after a patch', async () => {
    const server = serve(topicRoutes);
    openTopic('patch');
    expect(await screen.findByText('Pick the day the patch went out.')).toBeTruthy();
    const picker = screen.getByLabelText('Patch released');
    fireEvent.mouseDown(picker);
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: '2026-11-01' } });
    fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(picker);
    await waitFor(() =>
      expect((screen.getByTestId('patch-compare') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('patch-compare'));
    expect(await screen.findByTestId('patch-result')).toBeTruthy();
    expect(server.bodies('listen/patch/compare')[0]).toMatchObject({ topic_id: 7, days: 7 });
    expect(screen.getByText(/Negative share changed by \+10/)).toBeTruthy();
  });

  it('keeps icon-only actions named', async () => {
    serve(topicRoutes);
    openTopic('mentions');
    expect(await screen.findByLabelText('Open on X')).toBeTruthy();
    expect(screen.getByLabelText('Correct the sentiment of this mention')).toBeTruthy();
  });
});

describe('in 简体中文', () => {
  beforeEach(async () => {
    screenWidth(1440);
    await setLanguage('zh-CN');
  });
  afterEach(async () => {
    await setLanguage('en');
  });

  it('words the topic list in Chinese', async () => {
    serve({ 'listen/topic/list': () => paged([summary()]) });
    openAt(<HomePage routeName="listen.home" params={{}} />, '/listen/home');
    expect(await screen.findByText('Starfall launch')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '监听中' })).toBeTruthy();
    expect(screen.getByText('品牌')).toBeTruthy();
    expect(screen.getByLabelText('共 40 条提及：正面 20，中性 12，负面 8')).toBeTruthy();
    expect(screen.getByTestId('source-instagram').textContent).toBe('配额已用完');
  });

  it('shows a refusal in Chinese beside its field', async () => {
    serve({
      'listen/quota': () => ok([]),
      'listen/hashtag/remain': () => ok([]),
      'listen/topic/create': () => refusal(2401, '请至少选择一个监听的平台'),
    });
    openAt(<EditPage routeName="listen.new" params={{ status: 'draft' }} />, '/listen/new', '/listen/new');
    fireEvent.change(await screen.findByLabelText('标题'), { target: { value: '星落' } });
    fireEvent.click(screen.getByTestId('topic-save'));
    const item = screen.getByTestId('topic-networks').closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('请至少选择一个监听的平台')).toBeTruthy();
    expect(screen.getByText('新建主题')).toBeTruthy();
  });
});
