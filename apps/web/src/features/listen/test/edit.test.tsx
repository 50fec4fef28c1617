import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Route, serve, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop, screenWidth } from '../../../test-width.js';
import EditPage from '../edit/EditPage.js';
import { parseTerm } from '../model/terms.js';
import { config, openAt, refusal, topic } from './fixtures.js';

setUpScreenTests();
onDesktop();

const remain = [
  {
    account_id: 4,
    account_name: 'Starfall IG',
    limit: 30,
    used: ['starfall'],
    remaining: 10,
    next_free_at: null,
  },
];
const base: Record<string, Route> = {
  'listen/quota': () =>
    ok([{ network: 'twitter', unit: 'post_reads', limit: 15000, per: 'month', used: 1200, cost_usd: 6 }]),
  'listen/hashtag/remain': () => ok(remain),
  'base/account/all': () => ok([]),
};

const openNew = () =>
  openAt(<EditPage routeName="listen.new" params={{ status: 'draft' }} />, '/listen/new', '/listen/new');
const openSaved = (status: 'draft' | 'active' | 'archive', url: string, pattern: string) =>
  openAt(<EditPage routeName="listen.edit" params={{ status }} />, url, pattern);

function typeTerm(container: HTMLElement, text: string) {
  const input = within(container).getByPlaceholderText(/Type a term and press Enter/);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('terms typed by prefix', () => {
  it('take their kind from #, $, @, from:, to: and quotes, else the chosen kind', () => {
    expect(parseTerm('#Starfall', 'keyword')).toEqual({ kind: 'hashtag', value: 'Starfall' });
    expect(parseTerm('$SFL', 'keyword')).toEqual({ kind: 'cashtag', value: 'SFL' });
    expect(parseTerm('@nova', 'keyword')).toEqual({ kind: 'mention', value: 'nova' });
    expect(parseTerm('from:nova', 'keyword')).toEqual({ kind: 'from', value: 'nova' });
    expect(parseTerm('To: studio', 'keyword')).toEqual({ kind: 'to', value: 'studio' });
    expect(parseTerm('"new map"', 'keyword')).toEqual({ kind: 'span', value: 'new map' });
    expect(parseTerm('星落', 'hashtag')).toEqual({ kind: 'hashtag', value: '星落' });
    expect(parseTerm('#', 'keyword')).toBeNull();
  });
});

describe('topic editor', () => {
  it('writes a new topic as a draft from its fields, groups and excluded terms', async () => {
    const server = serve({ ...base, 'listen/topic/create': () => ok(topic({ id: 12, status: 'draft' })) });
    openNew();
    fireEvent.change(await screen.findByTestId('topic-title'), { target: { value: 'Starfall launch' } });
    fireEvent.click(screen.getByLabelText('X'));
    fireEvent.click(screen.getByTestId('add-group'));
    typeTerm(screen.getByTestId('group-0'), '#starfall');
    typeTerm(screen.getByTestId('group-0'), '"new map"');
    typeTerm(screen.getByTestId('exclude-terms'), 'giveaway');
    expect(within(screen.getByTestId('group-0')).getByText('#starfall')).toBeTruthy();
    expect(await screen.findByText(/1,200 of 15,000 post reads per month/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('topic-save-draft'));
    await waitFor(() =>
      expect(server.bodies('listen/topic/create')).toEqual([
        {
          title: 'Starfall launch',
          description: '',
          type: 'brand',
          sources: [{ network: 'twitter', hashtags: [], page: null }],
          include_keywords: [
            {
              match: 'contain_any',
              terms: [
                { kind: 'hashtag', value: 'starfall' },
                { kind: 'span', value: 'new map' },
              ],
            },
          ],
          exclude_keywords: [{ kind: 'keyword', value: 'giveaway' }],
          steam_app_id: null,
          activate: false,
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/listen/draft/12'));
  });

  it('shows each refusal beside the field it concerns', async () => {
    let answer = refusal(
      2404,
      'Choose the public Facebook Page this topic reads: Facebook has no public search',
    );
    serve({ ...base, 'listen/topic/create': () => answer });
    openNew();
    fireEvent.change(await screen.findByTestId('topic-title'), { target: { value: 'Launch' } });
    fireEvent.click(screen.getByLabelText('Facebook'));
    fireEvent.click(screen.getByLabelText('Instagram'));
    fireEvent.click(screen.getByTestId('topic-save'));
    const pageItem = (await screen.findByLabelText('Facebook public Page')).closest(
      '.ant-form-item',
    ) as HTMLElement;
    expect(await within(pageItem).findByText(/Choose the public Facebook Page/)).toBeTruthy();

    answer = refusal(
      2406,
      'Instagram allows 30 hashtags per account in 7 days; 0 left until 2026-11-03',
      409,
    );
    fireEvent.click(screen.getByTestId('topic-save'));
    const tagsItem = screen.getByTestId('instagram-hashtags').closest('.ant-form-item') as HTMLElement;
    expect(await within(tagsItem).findByText(/30 hashtags per account/)).toBeTruthy();
    await waitFor(() => expect(within(pageItem).queryByText(/Choose the public Facebook Page/)).toBeNull());

    answer = refusal(2402, 'Add at least one term the mentions must contain');
    fireEvent.click(screen.getByTestId('topic-save'));
    const includeItem = screen.getByTestId('include-groups').closest('.ant-form-item') as HTMLElement;
    expect(
      await within(includeItem).findByText('Add at least one term the mentions must contain'),
    ).toBeTruthy();

    answer = refusal(2411, 'A game can listen to at most 50 active topics; archive one first', 409);
    fireEvent.click(screen.getByTestId('topic-save'));
    expect(
      within(await screen.findByTestId('form-error')).getByText(/at most 50 active topics/),
    ).toBeTruthy();

    answer = {
      status: 400,
      body: {
        code: 1001,
        msg: 'Invalid parameters',
        data: { issues: [{ path: 'title', message: 'Too long' }] },
      },
    };
    fireEvent.click(screen.getByTestId('topic-save'));
    const titleItem = screen.getByTestId('topic-title').closest('.ant-form-item') as HTMLElement;
    expect(await within(titleItem).findByText('Too long')).toBeTruthy();
  });

  it('shows the hashtag budget left as hashtags are typed, and TikTok honestly', async () => {
    serve(base);
    openNew();
    fireEvent.click(await screen.findByLabelText('Instagram'));
    expect(await screen.findByText('Starfall IG: 10 of 30 left')).toBeTruthy();
    const input = screen.getByTestId('instagram-hashtags').querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'newmap' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Starfall IG: 9 of 30 left')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('TikTok'));
    expect(screen.getByText(/TikTok offers no keyword search open to commercial apps/)).toBeTruthy();
  });

  it('previews each network with its queries, counts and highlighted samples', async () => {
    const server = serve({
      ...base,
      'listen/topic/config': () => ok(config()),
      'listen/topic/preview': () =>
        ok([
          {
            network: 'twitter',
            state: 'ok',
            detail: null,
            queries: ['(starfall) -giveaway lang:en'],
            fetched: 40,
            matched: 12,
            samples: [
              {
                network: 'twitter',
                url: null,
                text: 'Starfall is great',
                author: { id: null, name: 'Nova', handle: null, reach: null },
                published_at: '2026-11-01T08:00:00.000Z',
                sentiment: 'positive',
                terms: ['starfall'],
              },
            ],
          },
          {
            network: 'instagram',
            state: 'no_account',
            detail: 'Connect an Instagram business account',
            queries: [],
            fetched: 0,
            matched: 0,
            samples: [],
          },
        ]),
      'listen/topic/update': () => ok(topic()),
    });
    openSaved('active', '/listen/active/7/config', '/listen/active/:id/config');
    fireEvent.click(await screen.findByTestId('topic-preview'));
    const panel = await screen.findByTestId('preview-panel');
    expect(within(panel).getByText('(starfall) -giveaway lang:en')).toBeTruthy();
    expect(within(panel).getByText('40 fetched, 12 matched')).toBeTruthy();
    expect(within(panel).getByText('Starfall', { selector: 'mark' })).toBeTruthy();
    expect(
      within(screen.getByTestId('preview-instagram')).getByText('Connect an Instagram business account'),
    ).toBeTruthy();
    expect(server.bodies('listen/topic/preview')[0]).toMatchObject({ title: 'Starfall launch' });
    expect(screen.queryByTestId('topic-save-draft')).toBeNull();
    fireEvent.click(screen.getByTestId('topic-save'));
    await waitFor(() => expect(server.bodies('listen/topic/update')).toHaveLength(1));
    expect(server.bodies('listen/topic/update')[0]).toMatchObject({ id: 7, title: 'Starfall launch' });
    expect(server.bodies('listen/topic/activate')).toEqual([]);
  });

  it('adds terms proposed from patch notes to a group', async () => {
    const server = serve({
      ...base,
      'listen/topic/config': () => ok(config({ topic: topic({ status: 'draft' }) })),
      'listen/patch/terms': () =>
        ok([
          { term: { kind: 'keyword', value: 'Aria' }, reason: 'nerf' },
          { term: { kind: 'span', value: 'Ranked Arena' }, reason: 'mode' },
        ]),
    });
    openSaved('draft', '/listen/draft/7', '/listen/draft/:id');
    fireEvent.click(await screen.findByTestId('patch-open'));
    fireEvent.change(await screen.findByLabelText('Patch notes'), {
      target: { value: 'Aria nerfed. New Ranked Arena mode.' },
    });
    fireEvent.click(screen.getByText('Propose terms'));
    fireEvent.click(await screen.findByTestId('patch-add'));
    expect(server.bodies('listen/patch/terms')).toEqual([{ text: 'Aria nerfed. New Ranked Arena mode.' }]);
    const group = screen.getByTestId('group-0');
    await waitFor(() => expect(within(group).getByText('Aria')).toBeTruthy());
    expect(within(group).getByText('"Ranked Arena"')).toBeTruthy();
  });

  it('shows an archived topic read-only with Restore', async () => {
    const server = serve({
      ...base,
      'listen/topic/config': () => ok(config({ topic: topic({ status: 'archive' }) })),
      'listen/topic/activate': () => ok(topic({ status: 'active' })),
    });
    openSaved('archive', '/listen/archive/7/config', '/listen/archive/:id/config');
    expect(await screen.findByText(/This topic is archived/)).toBeTruthy();
    expect((screen.getByTestId('topic-title') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('topic-save')).toBeNull();
    expect(screen.queryByPlaceholderText(/Type a term/)).toBeNull();
    fireEvent.click(screen.getByTestId('topic-restore'));
    await waitFor(() => expect(server.bodies('listen/topic/activate')).toEqual([{ id: 7 }]));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/listen/active/7'));
  });

  it('is usable at phone width', async () => {
    screenWidth(390);
    serve(base);
    openNew();
    expect(await screen.findByTestId('topic-title')).toBeTruthy();
    expect(screen.getByTestId('topic-save')).toBeTruthy();
  });
});
