import { describe, expect, it } from 'vitest';
import { feed, feedPage } from '../fixtures.js';
import { backoffMs, SseParser } from '../hooks/sse.js';
import {
  emptyFilters,
  readFilters,
  requestFilter,
  savedFilter,
  valuesOfFilter,
  writeFilters,
} from './filters.js';
import { matchesFilter } from './match.js';
import { applyChange, insertLate, prependArrived, rowsOf } from './rows.js';
import { relativeTime, timeLeft } from './time.js';

describe('inbox filters in the URL', () => {
  it('round-trips every filter and keeps the other parameters', () => {
    const values = {
      ...emptyFilters,
      account_ids: [5, 6],
      networks: ['facebook' as const],
      feed_types: ['comment' as const, 'message' as const],
      sentiments: ['negative' as const],
      tag_ids: [3],
      states: ['new' as const],
      assignee_ids: [12],
      assignee_me: true,
      unassigned: true,
      issue_classes: ['lag' as const],
      from: '2025-03-01T00:00:00.000Z',
      to: '2025-03-08T00:00:00.000Z',
      keyword: '卡顿 外挂',
      include_own: true,
    };
    const search = writeFilters(new URLSearchParams('game_id=1001&id=42&type=old'), values);
    expect(search.get('game_id')).toBe('1001');
    expect(search.get('id')).toBe('42');
    expect(search.get('assignee')).toBe('me,none,12');
    expect(readFilters(search)).toEqual(values);
    expect(writeFilters(search, emptyFilters).toString()).toBe('game_id=1001&id=42');
  });

  it('drops what is malformed instead of failing', () => {
    const values = readFilters(
      new URLSearchParams('account=1,x,-2,3&sentiment=angry&state=new&from=yesterday'),
    );
    expect(values.account_ids).toEqual([1, 3]);
    expect(values.sentiments).toEqual([]);
    expect(values.states).toEqual(['new']);
    expect(values.from).toBeNull();
  });

  it('asks for "me" as the caller and saves a view with every field', () => {
    const values = { ...emptyFilters, assignee_me: true, assignee_ids: [7, 9] };
    expect(requestFilter(values, 7)).toEqual({ assignee_ids: [7, 9] });
    const saved = savedFilter(values, 7);
    expect(saved).toMatchObject({ assignee_ids: [7, 9], unassigned: false, keyword: '', from: null });
    expect(valuesOfFilter(saved)).toEqual({ ...emptyFilters, assignee_ids: [7, 9] });
  });
});

describe('inbox rows', () => {
  const data = { pages: [feedPage([feed({ id: 2 }), feed({ id: 1 })], 'c', 'n-2')], pageParams: [null] };

  it('puts arrivals on top, newest first, each once, and moves the newest cursor', () => {
    const arrived = [
      feed({ id: 3, created_at: '2025-03-01T10:00:00.000Z' }),
      feed({ id: 4, created_at: '2025-03-01T11:00:00.000Z' }),
      feed({ id: 2, text: 'edited copy' }),
    ];
    const next = prependArrived(data, arrived, 'n-4');
    expect(rowsOf(next).map((row) => row.id)).toEqual([4, 3, 2, 1]);
    expect(rowsOf(next)[2]?.text).toBe('edited copy');
    expect(next.pages[0]?.newest).toBe('n-4');
  });

  it('applies an accepted change to a row', () => {
    const row = feed({ tag_ids: [3] });
    expect(applyChange(row, { kind: 'tags_add', tag_ids: [3, 4] }, null).tag_ids).toEqual([3, 4]);
    expect(applyChange(row, { kind: 'tags_remove', tag_ids: [3] }, null).tag_ids).toEqual([]);
    expect(applyChange(row, { kind: 'assign', assignee_id: 9 }, 'Mei')).toMatchObject({
      assignee_id: 9,
      assignee_name: 'Mei',
    });
    expect(applyChange(row, { kind: 'sentiment', sentiment: 'positive' }, null)).toMatchObject({
      sentiment: 'positive',
      sentiment_source: 'person',
    });
  });
});

describe('server-sent events', () => {
  it('cuts events at blank lines across chunks, joining data lines', () => {
    const parser = new SseParser();
    expect(parser.push(': keep-alive\n\ndata: {"type":"arr')).toEqual([]);
    expect(parser.push('ived","ids":[1]}\r\n\r\nevent: x\ndata: a\ndata: b\n\n')).toEqual([
      '{"type":"arrived","ids":[1]}',
      'a\nb',
    ]);
  });

  it('backs off up to 30 seconds', () => {
    expect([1, 2, 3, 6, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});

describe('inbox times', () => {
  const now = Date.parse('2025-03-01T12:00:00.000Z');
  it('reads relative times in the console language', () => {
    expect(relativeTime('2025-03-01T11:55:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2025-03-01T11:59:05.000Z', now, 'en')).toBe('now');
    expect(relativeTime('2025-02-28T12:00:00.000Z', now, 'zh-CN')).toBe('昨天');
  });
  it('counts the time left in a window', () => {
    expect(timeLeft('2025-03-01T15:20:30.000Z', now)).toEqual({ hours: 3, minutes: 20 });
    expect(timeLeft('2025-03-01T11:00:00.000Z', now)).toBeNull();
  });
});

describe('late arrivals', () => {
  it('judges the filter as the list does, and leaves keywords to the server', () => {
    const item = feed({ assignee_id: null, tag_ids: [3], issue_classes: ['lag'] });
    expect(matchesFilter(item, {})).toBe(true);
    expect(matchesFilter(item, { keyword: '卡顿' })).toBeNull();
    expect(matchesFilter(item, { sentiments: ['positive'] })).toBe(false);
    expect(matchesFilter(item, { assignee_ids: [7], unassigned: true })).toBe(true);
    expect(matchesFilter(item, { assignee_ids: [7] })).toBe(false);
    expect(matchesFilter(item, { tag_ids: [3, 4], issue_classes: ['lag', 'crash'] })).toBe(true);
    expect(matchesFilter(feed({ feed_type: 'other_comment' }), {})).toBe(false);
    expect(matchesFilter(feed({ feed_type: 'other_comment' }), { include_own: true })).toBe(true);
    expect(matchesFilter(item, { from: '2025-03-02T00:00:00.000Z' })).toBe(false);
  });

  it('puts a late item at its place among the loaded rows, and none past them while pages remain', () => {
    const at = (hour: number) => `2025-03-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const data = {
      pages: [
        feedPage([feed({ id: 9, created_at: at(9) }), feed({ id: 7, created_at: at(7) })], 'c'),
        feedPage([feed({ id: 5, created_at: at(5) })], 'd'),
      ],
      pageParams: [null, 'c'],
    };
    const placed = insertLate(
      data,
      [feed({ id: 8, created_at: at(8) }), feed({ id: 1, created_at: at(1) })],
      true,
    );
    expect(rowsOf(placed).map((row) => row.id)).toEqual([9, 8, 7, 5]);
    const last = insertLate(data, [feed({ id: 1, created_at: at(1) })], false);
    expect(rowsOf(last).map((row) => row.id)).toEqual([9, 7, 5, 1]);
  });
});
