import { type SocialNetwork, type TopicMatchMode, type TopicTermKind, topicSchema } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { compileTopics } from '../match/matcher.js';
import { meaningOf } from '../match/meaning.js';
import type { TopicTerm } from '../match/types.js';
import { compileSource, compileTopic, toCompile } from './compile.js';
import type { CompileContext, TopicSourceInput, TopicToCompile } from './types.js';

const t = (kind: TopicTermKind, value: string): TopicTerm => ({ kind, value });
const kw = (value: string) => t('keyword', value);
const group = (match: TopicMatchMode, ...terms: TopicTerm[]) => ({ match, terms });
const source = (network: SocialNetwork, extra: Partial<TopicSourceInput> = {}): TopicSourceInput => ({
  network,
  hashtags: [],
  page: null,
  ...extra,
});
const context: CompileContext = { now: new Date('2026-03-10T12:00:00Z') };

/** A brand topic: the game's names and tag, any of a few issues, no giveaways. */
const brand: TopicToCompile = {
  include: [
    group('contain_any', kw('Genshin'), kw('原神'), t('hashtag', '#原神')),
    group('contain_any', kw('crash'), kw('闪退')),
  ],
  exclude: [kw('giveaway')],
  sources: [],
};
/** Only who wrote it: no network but X and Reddit can search authors. */
const byAuthor: TopicToCompile = {
  include: [group('contain_any', t('from', 'paimon'))],
  exclude: [],
  sources: [],
};
/** Only what must not be said: nothing to search anywhere. */
const onlyNone: TopicToCompile = { include: [group('contain_none', kw('spam'))], exclude: [], sources: [] };
/** Every term required: one search of the longest term brings every item where networks lack AND. */
const allOf: TopicToCompile = {
  include: [group('contain_all', kw('genshin'), kw('server down'))],
  exclude: [],
  sources: [],
};

const compile = (topic: TopicToCompile, network: SocialNetwork, extra: Partial<TopicSourceInput> = {}) =>
  compileSource(topic, source(network, extra), context);

describe('per-network compilers: a matrix of topics', () => {
  it('X: one query with OR groups and exclusions', () => {
    expect(compile(brand, 'twitter')).toEqual({
      outcome: 'compiled',
      network: 'twitter',
      requests: [
        { method: 'x_recent_search', query: '(crash OR 闪退) (Genshin OR 原神 OR #原神) -giveaway' },
      ],
      cost: { unit: 'post_reads', amount: 100 },
    });
    expect(compile(byAuthor, 'twitter')).toMatchObject({ requests: [{ query: 'from:paimon' }] });
    expect(compile(onlyNone, 'twitter')).toMatchObject({ outcome: 'refused', refused: 'nothing_to_search' });
  });

  it('Reddit: the same with its own syntax', () => {
    expect(compile(brand, 'reddit')).toMatchObject({
      requests: [{ method: 'reddit_search', query: '(crash OR 闪退) (Genshin OR 原神) NOT giveaway' }],
      cost: { unit: 'queries', amount: 1 },
    });
    expect(compile(byAuthor, 'reddit')).toMatchObject({ requests: [{ query: 'author:paimon' }] });
  });

  it('YouTube: one search by the smallest group, joined by | or by space, at 100 units', () => {
    expect(compile(brand, 'youtube')).toEqual({
      outcome: 'compiled',
      network: 'youtube',
      requests: [{ method: 'youtube_search', q: 'crash|闪退', maxVideos: 10 }],
      cost: { unit: 'quota_units', amount: 110 },
    });
    expect(compile(allOf, 'youtube')).toMatchObject({ requests: [{ q: 'genshin "server down"' }] });
    expect(compile(byAuthor, 'youtube')).toMatchObject({ refused: 'nothing_to_search' });
  });

  it('VK: one newsfeed search per term of the smallest group, hashtags with their #', () => {
    expect(compile(brand, 'vk')).toMatchObject({
      requests: [
        { method: 'vk_newsfeed_search', q: 'crash' },
        { method: 'vk_newsfeed_search', q: '闪退' },
      ],
      cost: { unit: 'queries', amount: 2 },
    });
    expect(compile(allOf, 'vk')).toMatchObject({ requests: [{ q: '"server down"' }] });
    const tags = { ...brand, include: [group('contain_any', t('hashtag', '原神'), kw('genshin'))] };
    expect(compile(tags, 'vk')).toMatchObject({ requests: [{ q: '#原神' }, { q: 'genshin' }] });
  });

  it('Threads: a tag in TAG mode, words in KEYWORD mode', () => {
    const tags = { ...brand, include: [group('contain_any', t('hashtag', '#原神'), kw('genshin'))] };
    expect(compile(tags, 'threads')).toEqual({
      outcome: 'compiled',
      network: 'threads',
      requests: [
        { method: 'threads_keyword_search', q: '原神', mode: 'TAG' },
        { method: 'threads_keyword_search', q: 'genshin', mode: 'KEYWORD' },
      ],
      cost: { unit: 'queries', amount: 2 },
    });
    expect(compile(allOf, 'threads')).toMatchObject({ requests: [{ q: 'server down', mode: 'KEYWORD' }] });
    expect(compile(onlyNone, 'threads')).toMatchObject({ refused: 'nothing_to_search' });
  });

  it('Instagram: the chosen hashtags, else the topic’s own, else refused', () => {
    expect(compile(brand, 'instagram', { hashtags: ['#GenshinImpact', 'genshinimpact', '原神'] })).toEqual({
      outcome: 'compiled',
      network: 'instagram',
      requests: [
        { method: 'instagram_hashtag_media', hashtag: 'genshinimpact' },
        { method: 'instagram_hashtag_media', hashtag: '原神' },
      ],
      cost: { unit: 'hashtags', amount: 2 },
    });
    expect(compile(brand, 'instagram')).toMatchObject({ requests: [{ hashtag: '原神' }] });
    expect(compile(allOf, 'instagram')).toMatchObject({ outcome: 'refused', refused: 'hashtag_required' });
  });

  it('Facebook: the chosen public Page, refused without one', () => {
    expect(compile(brand, 'facebook', { page: { id: '1234', name: 'Genshin' } })).toEqual({
      outcome: 'compiled',
      network: 'facebook',
      requests: [{ method: 'facebook_page_posts', pageId: '1234' }],
      cost: { unit: 'calls', amount: 1 },
    });
    expect(compile(brand, 'facebook')).toMatchObject({ outcome: 'refused', refused: 'page_required' });
  });

  it('TikTok and the networks without search: unavailable, with the reason', () => {
    expect(compile(brand, 'tiktok')).toMatchObject({
      outcome: 'unavailable',
      reason: 'no_commercial_search',
    });
    for (const network of ['facebook_group', 'whatsapp', 'naver_lounge', 'twitch'] as const) {
      expect(compile(brand, network)).toMatchObject({ outcome: 'unavailable', reason: 'no_search_api' });
    }
  });

  it('Discord: no remote search, the matcher decides on the bot’s messages', () => {
    expect(compile(onlyNone, 'discord')).toEqual({
      outcome: 'compiled',
      network: 'discord',
      requests: [{ method: 'discord_local_filter' }],
      cost: { unit: 'none', amount: 0 },
    });
  });
});

describe('compiling a whole topic', () => {
  it('answers one outcome per source', () => {
    const outcomes = compileTopic({ ...brand, sources: [source('twitter'), source('facebook')] }, context);
    expect(outcomes.map((outcome) => [outcome.network, outcome.outcome])).toEqual([
      ['twitter', 'compiled'],
      ['facebook', 'refused'],
    ]);
  });

  it('refuses a topic without a source or without an include group', () => {
    expect(compileTopic(brand, context)).toEqual([
      { outcome: 'refused', network: null, refused: 'no_network', detail: 'choose at least one network' },
    ]);
    expect(compileTopic({ include: [], exclude: [], sources: [source('twitter')] }, context)).toMatchObject([
      { outcome: 'refused', network: null, refused: 'empty_include' },
    ]);
  });
});

describe('a stored topic', () => {
  const stored = topicSchema.parse({
    id: 7,
    title: 'Genshin crashes',
    description: '',
    type: 'brand',
    status: 'active',
    sources: [
      { network: 'twitter', hashtags: [], page: null },
      { network: 'instagram', hashtags: ['#原神'], page: null },
    ],
    include_keywords: [{ match: 'contain_any', terms: [{ kind: 'keyword', value: '闪退' }] }],
    exclude_keywords: [{ kind: 'keyword', value: '已修复' }],
    steam_app_id: null,
    created_at: '2026-03-01T00:00:00Z',
    updated_at: '2026-03-01T00:00:00Z',
  });

  it('compiles for its networks and for the matcher as stored', () => {
    expect(compileTopic(toCompile(stored), context)).toMatchObject([
      { network: 'twitter', requests: [{ query: '闪退 -已修复' }] },
      { network: 'instagram', requests: [{ hashtag: '原神' }] },
    ]);
    const matcher = compileTopics([meaningOf(stored)]);
    expect(matcher.match({ text: '又閃退了' })).toEqual([7]);
    expect(matcher.match({ text: '闪退 已修复' })).toEqual([]);
  });
});
