import { api } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH_TERMS_MAX, patchTerms } from '../../src/modules/listening/patch/parse.js';
import { call } from '../factories.js';
import { useTestApp } from '../harness.js';
import { insightGame } from './fixtures.js';

const english = `# Patch 5.2 Notes

## Heroes
- Frost Mage: Blizzard damage increased from 60 to 70
- Storm Knight: shield duration reduced
- "Night Owl" can now dash twice

## New Modes
- Ranked Arena is open to everyone
- Added Capture Mode

## Bug Fixes
- Fixed a crash when the Dragon's Lair map loaded
- Fixed Frost Mage's Blizzard not slowing
`;

const chinese = `【版本更新公告】
【英雄调整】
- 冰霜法师：暴风雪伤害提高10%
- 「风暴骑士」护盾持续时间削弱
- 《龙之巢穴》地图修复闪退问题
【新玩法】
- 开放大乱斗模式
`;

describe('patch notes to terms', () => {
  it('proposes the names of an English patch note with why', () => {
    expect(patchTerms(english)).toEqual([
      { term: { kind: 'span', value: 'Frost Mage' }, reason: 'buff' },
      { term: { kind: 'span', value: 'Storm Knight' }, reason: 'nerf' },
      { term: { kind: 'span', value: 'Night Owl' }, reason: 'name' },
      { term: { kind: 'span', value: 'Ranked Arena' }, reason: 'mode' },
      { term: { kind: 'span', value: 'Capture Mode' }, reason: 'mode' },
      { term: { kind: 'span', value: "Dragon's Lair" }, reason: 'fix' },
    ]);
  });

  it('proposes the names of a Chinese patch note with why', () => {
    expect(patchTerms(chinese)).toEqual([
      { term: { kind: 'keyword', value: '冰霜法师' }, reason: 'buff' },
      { term: { kind: 'keyword', value: '风暴骑士' }, reason: 'nerf' },
      { term: { kind: 'keyword', value: '龙之巢穴' }, reason: 'fix' },
      { term: { kind: 'keyword', value: '大乱斗模式' }, reason: 'mode' },
    ]);
  });

  it('proposes each name once and at most PATCH_TERMS_MAX', () => {
    const many = Array.from({ length: 80 }, (_, index) => `- Hero Number${index}: damage increased`).join(
      '\n',
    );
    const terms = patchTerms(`${many}\n- Hero Number1: damage increased`);
    expect(terms).toHaveLength(PATCH_TERMS_MAX);
    expect(new Set(terms.map((term) => term.term.value.toLowerCase())).size).toBe(PATCH_TERMS_MAX);
  });

  describe('the endpoint', () => {
    const testApp = useTestApp();
    let world: Awaited<ReturnType<typeof insightGame>>;
    beforeAll(async () => {
      world = await insightGame(testApp());
    });

    it('answers the proposed terms', async () => {
      const terms = await call(testApp().app, api.listenPatch.terms, { text: chinese }, world.listener.as);
      expect(terms.map((term) => term.term.value)).toEqual([
        '冰霜法师',
        '风暴骑士',
        '龙之巢穴',
        '大乱斗模式',
      ]);
    });
  });
});
