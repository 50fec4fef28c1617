import { type SmartRuleCriteria, smartRuleCriteriaSchema } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { compileRules, type RuleItem, type RuleSpec } from './compile.js';

const item = (overrides: Partial<RuleItem> = {}): RuleItem => ({
  network: 'facebook',
  accountId: 1,
  feedType: 'comment',
  text: '',
  sentiment: 'neutral',
  language: 'en',
  authorId: 'u-1',
  authorName: 'Ann',
  authorFollowers: 10,
  ...overrides,
});

let nextId = 0;
const rule = (
  criteria: Partial<SmartRuleCriteria>,
  overrides: Partial<Omit<RuleSpec, 'criteria'>> = {},
): RuleSpec => {
  nextId += 1;
  return {
    id: nextId,
    order: 'unordered',
    position: nextId,
    enabled: true,
    criteria: smartRuleCriteriaSchema.parse(criteria),
    ...overrides,
  };
};
const ids = (rules: RuleSpec[]) => rules.map((matched) => matched.id);

describe('compileRules: keywords', () => {
  it('finds Chinese terms anywhere in the text and spaced-script terms only as whole words', () => {
    const crash = rule({ keywords: [{ match: 'any', terms: ['闪退'] }] });
    const lag = rule({ keywords: [{ match: 'any', terms: ['lag'] }] });
    const matcher = compileRules([crash, lag]);
    expect(ids(matcher.match(item({ text: '更新后又闪退了，怎么办' })))).toEqual([crash.id]);
    expect(ids(matcher.match(item({ text: 'So much LAG tonight!' })))).toEqual([lag.id]);
    expect(ids(matcher.match(item({ text: 'Raise the flag, laggy servers' })))).toEqual([]);
  });

  it('folds Traditional Chinese to Simplified, in the text and in the terms', () => {
    const crash = rule({ keywords: [{ match: 'any', terms: ['闪退'] }] });
    const cheat = rule({ keywords: [{ match: 'any', terms: ['外掛'] }] });
    const matcher = compileRules([crash, cheat]);
    expect(ids(matcher.match(item({ text: '更新後一直閃退' })))).toEqual([crash.id]);
    expect(ids(matcher.match(item({ text: '排位全是外挂' })))).toEqual([cheat.id]);
  });

  it('normalises full-width letters and case, and matches phrases word by word across punctuation', () => {
    const p2w = rule({ keywords: [{ match: 'any', terms: ['Pay to Win', 'Ｐ２Ｗ'] }] });
    const matcher = compileRules([p2w]);
    expect(ids(matcher.match(item({ text: 'this is PAY-TO-WIN garbage' })))).toEqual([p2w.id]);
    expect(ids(matcher.match(item({ text: '这游戏p2w太严重' })))).toEqual([p2w.id]);
    expect(ids(matcher.match(item({ text: 'pay to winning is fine' })))).toEqual([]);
  });

  it('finds emoji-only terms and mixed-script text', () => {
    const angry = rule({ keywords: [{ match: 'any', terms: ['😡'] }] });
    const gg = rule({ keywords: [{ match: 'any', terms: ['gg'] }] });
    const matcher = compileRules([angry, gg]);
    expect(ids(matcher.match(item({ text: '又卡了😡😡 gg' })))).toEqual([angry.id, gg.id]);
    expect(ids(matcher.match(item({ text: 'egg hunt event' })))).toEqual([]);
  });

  it('holds any, all and none groups together', () => {
    const refund = rule({
      keywords: [
        { match: 'any', terms: ['refund', '退款'] },
        { match: 'all', terms: ['charged', 'twice'] },
        { match: 'none', terms: ['thanks'] },
      ],
    });
    const matcher = compileRules([refund]);
    expect(ids(matcher.match(item({ text: 'Charged twice, I want a refund' })))).toEqual([refund.id]);
    expect(ids(matcher.match(item({ text: 'charged twice, refund received, thanks!' })))).toEqual([]);
    expect(ids(matcher.match(item({ text: 'charged once, refund please' })))).toEqual([]);
    expect(ids(matcher.match(item({ text: '退款 charged me twice' })))).toEqual([refund.id]);
  });

  it('shares one term between rules and finds overlapping terms', () => {
    const short = rule({ keywords: [{ match: 'any', terms: ['外挂'] }] });
    const long = rule({ keywords: [{ match: 'all', terms: ['开外挂', '外挂'] }] });
    const matcher = compileRules([short, long]);
    expect(ids(matcher.match(item({ text: '有人开外挂' })))).toEqual([short.id, long.id]);
    expect(ids(matcher.match(item({ text: '外挂太多' })))).toEqual([short.id]);
  });
});

describe('compileRules: other criteria', () => {
  it('checks network, account, type, sentiment, language, author and followers', () => {
    const vip = rule({ networks: ['twitter'], min_followers: 10_000 });
    const accountType = rule({ account_ids: [7], feed_types: ['message'] });
    const negativeZh = rule({ sentiments: ['negative'], languages: ['zh'] });
    const author = rule({ authors: ['TroubleMaker', '12345'] });
    const matcher = compileRules([vip, accountType, negativeZh, author]);
    expect(ids(matcher.match(item({ network: 'twitter', authorFollowers: 20_000 })))).toEqual([vip.id]);
    expect(ids(matcher.match(item({ network: 'twitter', authorFollowers: null })))).toEqual([]);
    expect(ids(matcher.match(item({ accountId: 7, feedType: 'message' })))).toEqual([accountType.id]);
    expect(ids(matcher.match(item({ accountId: 7, feedType: 'comment' })))).toEqual([]);
    expect(ids(matcher.match(item({ sentiment: 'negative', language: 'zh' })))).toEqual([negativeZh.id]);
    expect(ids(matcher.match(item({ authorName: 'troublemaker' })))).toEqual([author.id]);
    expect(ids(matcher.match(item({ authorId: '12345', authorName: null })))).toEqual([author.id]);
  });
});

describe("compileRules: the team's own items", () => {
  it("leaves the account's own comments and messages to rules that name their types", () => {
    const any = rule({ networks: ['facebook'] });
    const own = rule({ feed_types: ['other_comment'] });
    const matcher = compileRules([any, own]);
    expect(ids(matcher.match(item({ feedType: 'other_comment' })))).toEqual([own.id]);
    expect(ids(matcher.match(item({ feedType: 'comment' })))).toEqual([any.id]);
  });
});

describe('compileRules: ordered and unordered lists', () => {
  it('applies only the first ordered match, by position, and every unordered match', () => {
    const second = rule({ sentiments: ['negative'] }, { order: 'ordered', position: 1 });
    const first = rule({ keywords: [{ match: 'any', terms: ['crash'] }] }, { order: 'ordered', position: 0 });
    const also = rule({ networks: ['facebook'] }, { order: 'unordered', position: 0 });
    const alsoToo = rule({ languages: ['en'] }, { order: 'unordered', position: 1 });
    const matcher = compileRules([second, also, first, alsoToo]);
    const negativeCrash = item({ text: 'game crash again', sentiment: 'negative' });
    expect(ids(matcher.match(negativeCrash))).toEqual([first.id, also.id, alsoToo.id]);
    expect(ids(matcher.match(item({ sentiment: 'negative' })))).toEqual([second.id, also.id, alsoToo.id]);
    expect(ids(matcher.match(item({ network: 'vk', language: 'zh' })))).toEqual([]);
  });

  it('leaves disabled rules out', () => {
    const off = rule({ networks: ['facebook'] }, { order: 'ordered', position: 0, enabled: false });
    const on = rule({ networks: ['facebook'] }, { order: 'ordered', position: 1 });
    expect(ids(compileRules([off, on]).match(item()))).toEqual([on.id]);
  });
});
