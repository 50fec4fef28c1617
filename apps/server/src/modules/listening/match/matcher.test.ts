import type { TopicMatchMode, TopicTermKind } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { compileTopics } from './matcher.js';
import type { ListenItem, TopicMeaning, TopicTerm } from './types.js';

const t = (kind: TopicTermKind, value: string): TopicTerm => ({ kind, value });
const kw = (value: string) => t('keyword', value);
const group = (match: TopicMatchMode, ...terms: TopicTerm[]) => ({ match, terms });
const topic = (id: number, include: TopicMeaning['include'], exclude: TopicTerm[] = []): TopicMeaning => ({
  id,
  include,
  exclude,
});

/** Whether one topic alone matches the item. */
function hears(meaning: TopicMeaning, item: ListenItem | string): boolean {
  const matcher = compileTopics([meaning]);
  return matcher.match(typeof item === 'string' ? { text: item } : item).includes(meaning.id);
}

describe('listening matcher: match modes', () => {
  const any = topic(1, [group('contain_any', kw('genshin'), kw('原神'))]);
  const all = topic(2, [group('contain_all', kw('genshin'), kw('crash'))]);
  const none = topic(3, [group('contain_none', kw('genshin'), kw('原神'))]);

  it('contain_any needs one of the terms', () => {
    expect(hears(any, 'Genshin is back')).toBe(true);
    expect(hears(any, '原神启动')).toBe(true);
    expect(hears(any, 'honkai is back')).toBe(false);
  });

  it('contain_all needs every term, in any order', () => {
    expect(hears(all, 'crash after the genshin patch')).toBe(true);
    expect(hears(all, 'genshin patch notes')).toBe(false);
  });

  it('contain_none holds when no term is there, even with nothing found at all', () => {
    expect(hears(none, 'a quiet day')).toBe(true);
    expect(hears(none, '原神又更新了')).toBe(false);
  });

  it('needs every group to hold', () => {
    const groups = topic(4, [
      group('contain_any', kw('genshin'), kw('原神')),
      group('contain_any', kw('crash'), kw('闪退')),
      group('contain_none', kw('fixed')),
    ]);
    expect(hears(groups, '原神又闪退了')).toBe(true);
    expect(hears(groups, 'genshin crash, now fixed')).toBe(false);
    expect(hears(groups, 'genshin is fine')).toBe(false);
  });

  it('drops an item holding any excluded term', () => {
    const excluding = topic(5, [group('contain_any', kw('genshin'))], [kw('giveaway'), t('from', 'spambot')]);
    expect(hears(excluding, 'genshin art')).toBe(true);
    expect(hears(excluding, 'genshin giveaway!')).toBe(false);
    expect(hears(excluding, { text: 'genshin art', author: '@SpamBot' })).toBe(false);
  });

  it('matches nothing for a topic without include groups', () => {
    expect(hears(topic(6, [], [kw('spam')]), 'anything at all')).toBe(false);
    expect(compileTopics([]).match({ text: 'anything' })).toEqual([]);
  });

  it('never holds a contain_all group with a term that cannot be found', () => {
    // Nothing is left of "!?" once punctuation is read as spaces.
    expect(hears(topic(7, [group('contain_all', kw('genshin'), kw('!?'))]), 'genshin !?')).toBe(false);
    expect(hears(topic(8, [group('contain_any', kw('genshin'), kw('!?'))]), 'genshin')).toBe(true);
  });
});

describe('listening matcher: keywords and spans', () => {
  it('matches Latin terms on word boundaries only', () => {
    const op = topic(1, [group('contain_any', kw('op'))]);
    expect(hears(op, 'this hero is OP')).toBe(true);
    expect(hears(op, 'in my opinion')).toBe(false);
    expect(hears(op, 'stop it')).toBe(false);
    expect(hears(op, 'op.')).toBe(true);
    expect(hears(op, '这个boss太op了')).toBe(true);
  });

  it('matches Chinese, Japanese and Thai terms inside the text', () => {
    const chinese = topic(1, [group('contain_all', kw('闪退'), kw('原神'))]);
    expect(hears(chinese, '原神又闪退了')).toBe(true);
    expect(hears(topic(2, [group('contain_any', kw('ガチャ'))]), '今日のガチャ結果')).toBe(true);
    expect(hears(topic(3, [group('contain_any', kw('เกม'))]), 'ชอบเล่นเกมนี้มาก')).toBe(true);
  });

  it('folds Traditional Chinese to Simplified, on both sides', () => {
    expect(hears(topic(1, [group('contain_any', kw('闪退'))]), '一直閃退')).toBe(true);
    expect(hears(topic(2, [group('contain_any', kw('閃退'))]), '一直闪退')).toBe(true);
  });

  it('finds emoji terms, and words beside emoji', () => {
    expect(hears(topic(1, [group('contain_any', kw('😭'))]), 'so sad😭😭')).toBe(true);
    expect(hears(topic(2, [group('contain_any', kw('gg'))]), 'gg😂')).toBe(true);
    expect(hears(topic(3, [group('contain_any', kw('gg'))]), '😂ggez')).toBe(false);
  });

  it('reads full-width letters and any case as plain lower case', () => {
    expect(hears(topic(1, [group('contain_any', kw('gg'))]), 'ＧＧ wp')).toBe(true);
    expect(hears(topic(2, [group('contain_any', kw('ＧＥＮＳＨＩＮ'))]), 'genshin')).toBe(true);
  });

  it('matches a phrase across any spacing and punctuation between its words', () => {
    const phrase = topic(1, [group('contain_any', kw('pay to win'))]);
    expect(hears(phrase, 'total Pay-To-Win garbage')).toBe(true);
    expect(hears(phrase, 'pay  to\nwin')).toBe(true);
    expect(hears(phrase, 'paytowin')).toBe(false);
    expect(hears(phrase, 'win to pay')).toBe(false);
  });

  it('matches a span with its quotes stripped, on the same boundaries', () => {
    const span = topic(1, [group('contain_any', t('span', '"server down"'))]);
    expect(hears(span, 'EU server down again')).toBe(true);
    expect(hears(span, 'the server downtime')).toBe(false);
    expect(hears(topic(2, [group('contain_any', t('span', '“服务器炸了”'))]), '又服务器炸了吧')).toBe(true);
  });

  it('keeps apostrophes of either kind inside words', () => {
    const dont = topic(1, [group('contain_any', kw("don't buy"))]);
    expect(hears(dont, 'Don’t buy this')).toBe(true);
    expect(hears(dont, 'dont buy this')).toBe(false);
  });
});

describe('listening matcher: hashtags, cashtags, mentions, authors', () => {
  const tag = topic(1, [group('contain_any', t('hashtag', '#原神'))]);

  it('matches a hashtag as the whole tag only', () => {
    expect(hears(tag, '今天 #原神 更新')).toBe(true);
    expect(hears(tag, '玩#原神#真开心')).toBe(true);
    expect(hears(tag, '＃原神 full-width sign')).toBe(true);
    expect(hears(tag, '#原神活动 开始')).toBe(false);
    expect(hears(tag, '原神 更新')).toBe(false);
    expect(hears(topic(2, [group('contain_any', t('hashtag', 'Genshin'))]), 'love #genshin!')).toBe(true);
    expect(hears(topic(3, [group('contain_any', t('hashtag', 'genshin'))]), 'abc#genshin')).toBe(false);
  });

  it('lets a keyword match inside a hashtag, but not a hashtag a bare word', () => {
    expect(hears(topic(1, [group('contain_any', kw('原神'))]), '#原神活动')).toBe(true);
    expect(hears(topic(2, [group('contain_any', kw('genshin'))]), '#genshin')).toBe(true);
  });

  it('matches a cashtag as the whole tag only', () => {
    const cash = topic(1, [group('contain_any', t('cashtag', '$NTES'))]);
    expect(hears(cash, 'long $ntes today')).toBe(true);
    expect(hears(cash, 'long $NTESX today')).toBe(false);
    expect(hears(cash, 'NTES up')).toBe(false);
  });

  it('matches a mention as the whole handle', () => {
    const mention = topic(1, [group('contain_any', t('mention', 'GenshinImpact'))]);
    expect(hears(mention, 'hey @genshinimpact fix it.')).toBe(true);
    expect(hears(mention, 'hey @GenshinImpact_JP')).toBe(false);
    expect(hears(mention, 'hey @genshinimpact.jp')).toBe(false);
    expect(hears(mention, 'mail me@genshinimpact')).toBe(false);
    expect(hears(mention, 'genshinimpact is great')).toBe(false);
  });

  it('matches from and to on the item handles, case-insensitively, @ optional', () => {
    const from = topic(1, [group('contain_any', t('from', '@Paimon'))]);
    const to = topic(2, [group('contain_any', t('to', 'Paimon'))]);
    expect(hears(from, { text: 'hi', author: 'paimon' })).toBe(true);
    expect(hears(from, { text: 'hi @paimon', author: 'traveler' })).toBe(false);
    expect(hears(to, { text: 'hi', author: 'traveler', recipients: ['@PAIMON', 'venti'] })).toBe(true);
    expect(hears(to, { text: 'hi', author: 'paimon' })).toBe(false);
  });
});

describe('listening matcher: many topics at once', () => {
  const topics = [
    topic(10, [group('contain_any', kw('genshin'), t('hashtag', '原神'))]),
    topic(11, [group('contain_all', kw('闪退'), kw('原神'))], [kw('已修复')]),
    topic(12, [group('contain_none', kw('genshin'))]),
    topic(13, []),
  ];
  const matcher = compileTopics(topics);

  it('answers every matching topic, in the order given', () => {
    expect(matcher.size).toBe(4);
    expect(matcher.match({ text: '原神又闪退了 #原神' })).toEqual([10, 11, 12]);
    expect(matcher.match({ text: 'genshin 闪退' })).toEqual([10]);
    expect(matcher.match({ text: '原神闪退 已修复' })).toEqual([12]);
  });

  it('explains which of a topic’s terms the item holds', () => {
    const item = { text: 'Genshin: 原神 闪退 #原神' };
    expect(matcher.explain(item, 10)).toEqual([kw('genshin'), t('hashtag', '原神')]);
    expect(matcher.explain(item, 11)).toEqual([kw('闪退'), kw('原神')]);
    expect(matcher.explain({ text: '原神闪退 已修复' }, 11)).toEqual([kw('闪退'), kw('原神'), kw('已修复')]);
    expect(matcher.explain(item, 13)).toEqual([]);
    expect(matcher.explain(item, 99)).toEqual([]);
  });
});
