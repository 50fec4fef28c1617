import { describe, expect, it } from 'vitest';
import { compileRules } from './matcher.js';

const rules = compileRules([
  { id: 10, terms: ['OP', 'pay to win'], sentiment: 'negative' },
  { id: 11, terms: ['闪退'], sentiment: 'negative' },
  { id: 12, terms: ['season 3', '外挂', 'op'], sentiment: 'neutral' },
  { id: 13, terms: ['great'], sentiment: 'positive' },
]);

describe('compiled sentiment rules', () => {
  it('matches spaced-script terms as whole words, case- and width-insensitively', () => {
    expect(rules.match('this hero is op')?.ruleId).toBe(10);
    expect(rules.match('this hero is ＯＰ!')?.ruleId).toBe(10);
    expect(rules.match('in my opinion it is fine')).toBeNull();
    expect(rules.match('Pay To Win garbage')?.ruleId).toBe(10);
    expect(rules.match('paytowin')).toBeNull();
  });

  it('matches Chinese terms inside the text, Traditional folded', () => {
    expect(rules.match('一直閃退')?.ruleId).toBe(11);
    expect(rules.match('又闪退了')).toMatchObject({ ruleId: 11, term: '闪退' });
    expect(rules.match('这游戏外挂太多')?.ruleId).toBe(12);
  });

  it('matches a Latin term next to Chinese characters', () => {
    expect(rules.match('这个boss太op了')?.ruleId).toBe(10);
  });

  it('lets the rule with priority decide when several match', () => {
    expect(rules.match('great season 3, 外挂 everywhere')?.ruleId).toBe(12);
    expect(rules.match('great, but 闪退 and 外挂')?.ruleId).toBe(11);
    // "op" is in rules 10 and 12: it belongs to 10.
    expect(rules.match('op')).toMatchObject({ ruleId: 10, sentiment: 'negative' });
  });

  it('matches nothing without rules', () => {
    expect(compileRules([]).match('anything')).toBeNull();
  });
});
