import { describe, expect, it } from 'vitest';
import { buildAutomaton } from './aho-corasick.js';
import { buildKeywordIndex, haystackOf, patternOf } from './keywords.js';

describe('buildAutomaton', () => {
  it('reports every occurrence of overlapping patterns in one pass', () => {
    const hits: [number, number][] = [];
    buildAutomaton(['he', 'she', 'his', 'hers']).scan('ushers', (pattern, end) => hits.push([pattern, end]));
    expect(hits).toEqual([
      [1, 4],
      [0, 4],
      [3, 6],
    ]);
  });

  it('matches surrogate pairs and Chinese as sequences of code units', () => {
    const hits: number[] = [];
    buildAutomaton(['😡', '卡顿', '顿']).scan('太卡顿了😡', (pattern) => hits.push(pattern));
    expect(hits).toEqual([1, 2, 0]);
  });
});

describe('keyword patterns', () => {
  it('looks for unspaced scripts and symbols as substrings, spaced scripts as whole words', () => {
    expect(patternOf('闪退')).toEqual({ mode: 'substring', pattern: '闪退' });
    expect(patternOf('ゲーム')).toEqual({ mode: 'substring', pattern: 'ゲーム' });
    expect(patternOf(' 😡 ')).toEqual({ mode: 'substring', pattern: '😡' });
    expect(patternOf('Pay-To  Win')).toEqual({ mode: 'words', pattern: ' pay to win ' });
    expect(patternOf('Ｌａｇ')).toEqual({ mode: 'words', pattern: ' lag ' });
    expect(patternOf('  ')).toBeNull();
  });

  it('splits words where a spaced script meets an unspaced one', () => {
    expect(haystackOf('这游戏P2W太严重').haystack).toBe('这游戏p2w太严重\u0000 这游戏 p2w 太严重 ');
  });

  it('answers each found term once and never a term only seen across the separator', () => {
    const index = buildKeywordIndex(['lag', 'LAG', '卡', 'nothing here']);
    expect(index.idOf('lag')).toBe(index.idOf('LAG'));
    expect([...index.find('lag lag 卡卡')].sort()).toEqual([index.idOf('lag'), index.idOf('卡')].sort());
    expect(index.find('flagged')).toEqual([]);
    expect(index.idOf('never stored')).toBe(-1);
  });
});
