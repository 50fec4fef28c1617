import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize.js';

describe('normalizeText', () => {
  it('folds Traditional Chinese to Simplified (and full-width punctuation to ASCII)', () => {
    expect(normalizeText('這遊戲一直閃退，卡頓，外掛太多')).toBe('这游戏一直闪退,卡顿,外挂太多');
  });

  it('folds full-width letters and digits and lower-cases', () => {
    expect(normalizeText('ＧＧ　ＥＺ ５０％ OFF')).toBe('gg ez 50% off');
  });

  it('leaves Simplified Chinese and plain text as they are', () => {
    expect(normalizeText('抽卡歪了')).toBe('抽卡歪了');
    expect(normalizeText('Pay To Win')).toBe('pay to win');
  });

  it('keeps emoji', () => {
    expect(normalizeText('GG 😡🔥')).toBe('gg 😡🔥');
  });
});
