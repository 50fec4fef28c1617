import { describe, expect, it } from 'vitest';
import { issueClassesOf } from './issue-classes.js';

describe('issueClassesOf', () => {
  it.each([
    ['Game crashes every time I open the shop', ['crash']],
    ['又闪退了，更新后一直崩溃', ['crash']],
    ['遊戲一直閃退', ['crash']],
    ['so much lag tonight, ping spikes to 400', ['lag']],
    ['卡顿太严重了，还老掉线', ['lag']],
    ['I was charged twice and want a refund', ['payment']],
    ['充值了没到账，申请退款', ['payment']],
    ['every match has a cheater with an aimbot', ['cheating']],
    ['外挂太多了，开挂的都不封吗', ['cheating']],
    ["can't log in since the patch, my account was hacked", ['account']],
    ['账号被盗了，登录不上', ['account']],
    ['闪退之后账号被封了', ['crash', 'account']],
  ])('finds the classes of %s', (text, classes) => {
    expect(issueClassesOf(text)).toEqual(classes);
  });

  it('matches English forms as whole words only', () => {
    expect(issueClassesOf('Capture the flag is back, love the new plane')).toEqual([]);
    expect(issueClassesOf('Follow the account for news')).toEqual([]);
    expect(issueClassesOf('GG, best season so far')).toEqual([]);
    expect(issueClassesOf('')).toEqual([]);
  });
});
