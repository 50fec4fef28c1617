import { type SmartRule, tagPalette } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { contrastRatio, textOn } from './colors.js';
import { moveRule } from './lists.js';
import { isComplete, ruleInputOf, ruleValuesOf } from './rule-form.js';
import { tagLabel } from './tags.js';

describe('tag colours', () => {
  it('keeps white text at WCAG AA contrast on every colour of the palette', () => {
    for (const color of tagPalette) {
      expect(contrastRatio(color, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
      expect(textOn(color)).toBe('#ffffff');
    }
  });

  it('picks dark text on a light colour set through the API, still at AA', () => {
    expect(textOn('#ffeb3b')).toBe('#1f1f1f');
    expect(contrastRatio('#ffeb3b', textOn('#ffeb3b'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('tag labels', () => {
  const zh = (issueClass: string) => `zh:${issueClass}`;
  it('words a built-in tag in the reader language until it is renamed', () => {
    expect(tagLabel({ name: 'Crash', issue_class: 'crash' }, zh)).toBe('zh:crash');
    expect(tagLabel({ name: '闪退问题', issue_class: 'crash' }, zh)).toBe('闪退问题');
    expect(tagLabel({ name: 'Crash', issue_class: null }, zh)).toBe('Crash');
  });
});

const rule = (id: number, order: SmartRule['order'], position: number): SmartRule => ({
  id,
  name: `R${id}`,
  order,
  position,
  enabled: true,
  match_count: 0,
  updated_at: '2026-11-20T08:00:00.000Z',
  criteria: {
    networks: ['facebook'],
    account_ids: [],
    feed_types: [],
    keywords: [],
    sentiments: [],
    languages: [],
    authors: [],
    min_followers: null,
  },
  actions: {
    tag_ids: [],
    sentiment: 'negative',
    assignee_id: null,
    state: null,
    hide: false,
    reply_template: null,
    notify_user_ids: [],
  },
});

describe('moving rules', () => {
  const lists = {
    ordered: [rule(1, 'ordered', 0), rule(2, 'ordered', 1), rule(3, 'ordered', 2)],
    unordered: [rule(4, 'unordered', 0)],
  };
  const ids = (next: typeof lists) => ({
    ordered: next.ordered.map((r) => [r.id, r.position]),
    unordered: next.unordered.map((r) => [r.id, r.position, r.order]),
  });

  it('moves within a list and between lists, renumbering both', () => {
    expect(ids(moveRule(lists, 1, 'ordered', 2)).ordered).toEqual([
      [2, 0],
      [3, 1],
      [1, 2],
    ]);
    expect(ids(moveRule(lists, 2, 'unordered', 0))).toEqual({
      ordered: [
        [1, 0],
        [3, 1],
      ],
      unordered: [
        [2, 0, 'unordered'],
        [4, 1, 'unordered'],
      ],
    });
    expect(ids(moveRule(lists, 4, 'ordered', 99)).ordered.at(-1)).toEqual([4, 3]);
  });
});

describe('rule form', () => {
  it('drops blank keywords and needs a criterion and an action', () => {
    const values = ruleValuesOf(null);
    values.name = '  Refunds ';
    values.criteria.keywords = [
      { match: 'any', terms: [' refund ', '', 'refund'] },
      { match: 'none', terms: [] },
    ];
    expect(isComplete(ruleInputOf(values))).toBe(false);
    values.actions.reply_template = '   ';
    expect(isComplete(ruleInputOf(values))).toBe(false);
    values.actions.hide = true;
    const input = ruleInputOf(values);
    expect(isComplete(input)).toBe(true);
    expect(input).toMatchObject({
      name: 'Refunds',
      criteria: { keywords: [{ match: 'any', terms: ['refund'] }] },
      actions: { reply_template: null, hide: true },
    });
  });
});
