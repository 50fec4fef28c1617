import { describe, expect, it } from 'vitest';
import { daysOf, dragModeOf, droppedDates, dropRequest, shiftDays } from '../model/drop.js';
import { labelOptions } from '../model/labels.js';
import { chartRows } from '../model/rows.js';
import { taskState, todoState } from '../model/state.js';
import { defaultView, readView, writeView } from '../model/view.js';
import {
  cellCount,
  cellWidthFor,
  nowFraction,
  rangeOf,
  scrollTarget,
  shiftAnchor,
  todayIn,
} from '../model/zoom.js';
import { alice, bob, ganttAnswer, labelTree, taskOf, todoOf } from './fixtures.js';

const iso = (range: { start: Date; end: Date }) => [range.start.toISOString(), range.end.toISOString()];

describe('ranges by zoom', () => {
  it('shows the anchor’s month by days, from midnight to midnight on the viewer’s clock', () => {
    expect(iso(rangeOf('2026-11-17', 'day', 'Asia/Shanghai'))).toEqual([
      '2026-10-31T16:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
    ]);
    // March in Berlin starts in winter time and ends in summer time.
    expect(iso(rangeOf('2026-03-10', 'day', 'Europe/Berlin'))).toEqual([
      '2026-02-28T23:00:00.000Z',
      '2026-03-31T22:00:00.000Z',
    ]);
  });

  it('shows the anchor’s quarter in whole weeks starting on Sunday', () => {
    // 1 October 2026 is a Thursday: the first week starts on Sunday 27 September; 1 January 2027 is a
    // Friday: the last week runs to Sunday 3 January.
    expect(iso(rangeOf('2026-11-17', 'week', 'UTC'))).toEqual([
      '2026-09-27T00:00:00.000Z',
      '2027-01-03T00:00:00.000Z',
    ]);
    // Q1 2026: 1 January is a Thursday, 1 April a Wednesday.
    expect(iso(rangeOf('2026-02-14', 'week', 'UTC'))).toEqual([
      '2025-12-28T00:00:00.000Z',
      '2026-04-05T00:00:00.000Z',
    ]);
  });

  it('shows the anchor’s year by months', () => {
    expect(iso(rangeOf('2026-11-17', 'month', 'America/New_York'))).toEqual([
      '2026-01-01T05:00:00.000Z',
      '2027-01-01T05:00:00.000Z',
    ]);
  });

  it('moves by the span of the zoom and knows today on the viewer’s clock', () => {
    expect(shiftAnchor('2026-11-17', 'day', 1)).toBe('2026-12-17');
    expect(shiftAnchor('2026-01-31', 'day', 1)).toBe('2026-02-28');
    expect(shiftAnchor('2026-11-17', 'week', -1)).toBe('2026-08-17');
    expect(shiftAnchor('2026-11-17', 'month', 1)).toBe('2027-11-17');
    expect(todayIn('Asia/Shanghai', new Date('2026-11-26T17:30:00Z'))).toBe('2026-11-27');
    expect(todayIn('UTC', new Date('2026-11-26T17:30:00Z'))).toBe('2026-11-26');
  });

  it('counts cells, widens them to fill the room, and places now', () => {
    const november = rangeOf('2026-11-01', 'day', 'UTC');
    expect(cellCount(november, 'day')).toBe(30);
    expect(cellCount(rangeOf('2026-11-01', 'week', 'UTC'), 'week')).toBe(14);
    expect(cellCount(rangeOf('2026-11-01', 'month', 'UTC'), 'month')).toBe(12);
    expect(cellWidthFor(november, 'day', 600)).toBe(44);
    expect(cellWidthFor(november, 'day', 1800)).toBe(60);
    expect(nowFraction(november, new Date('2026-11-16T00:00:00Z'))).toBe(0.5);
    expect(nowFraction(november, new Date('2026-12-02T00:00:00Z'))).toBeNull();
    expect(scrollTarget(november, 'day', new Date('2026-11-16T00:00:00Z')).toISOString()).toBe(
      '2026-11-14T00:00:00.000Z',
    );
    expect(scrollTarget(november, 'day', new Date('2026-11-01T06:00:00Z'))).toEqual(november.start);
    expect(scrollTarget(november, 'day', new Date('2027-01-01T00:00:00Z'))).toEqual(november.start);
  });
});

describe('rows', () => {
  it('groups by label path with “no label” last, a bar per post period and a deadline row under it', () => {
    const answer = ganttAnswer();
    const unlabelled = taskOf({ task_id: 103, name: 'Giveaway', label: null, label_path: [] });
    const { rows, info } = chartRows({ ...answer, tasks: [unlabelled, ...answer.tasks] }, 'label', {
      noLabel: 'No label',
    });
    expect(rows.map((row) => [row.id, row.parent, row.type, row.text])).toEqual([
      ['g:2', 0, 'summary', 'Launch / EU'],
      ['t:101', 'g:2', 'task', 'Teaser post'],
      ['d:101', 't:101', 'milestone', 'Teaser post'],
      ['g:3', 0, 'summary', 'Patch'],
      ['t:102', 'g:3', 'task', 'Patch notes'],
      ['d:102', 't:102', 'milestone', 'Patch notes'],
      ['g:none', 0, 'summary', 'No label'],
      ['t:103', 'g:none', 'task', 'Giveaway'],
      ['d:103', 't:103', 'milestone', 'Giveaway'],
    ]);
    const teaser = rows.find((row) => row.id === 't:101');
    expect(teaser?.start.toISOString()).toBe('2026-11-03T09:00:00.000Z');
    expect(teaser?.end?.toISOString()).toBe('2026-11-06T17:00:00.000Z');
    expect(rows.find((row) => row.id === 'd:101')?.start.toISOString()).toBe('2026-11-08T17:00:00.000Z');
    // A group spans its tasks' periods and deadlines.
    expect(rows[0]?.end?.toISOString()).toBe('2026-11-08T17:00:00.000Z');
    expect(info.get('t:102')).toMatchObject({ kind: 'period', state: 'draft', movable: true });
    expect(info.get('g:2')).toMatchObject({ kind: 'group', movable: false });
  });

  it('lists a task under each receiver’s to-do, and a draft under the receivers it names', () => {
    const { rows, info } = chartRows(ganttAnswer(), 'receiver', { noLabel: 'No label' });
    expect(rows.filter((row) => row.type !== 'milestone').map((row) => row.id)).toEqual([
      'r:21',
      't:101:21',
      'r:22',
      't:101:22',
      't:102:22',
    ]);
    expect(info.get('t:101:21')).toMatchObject({ state: 'completed', receiver: alice });
    expect(info.get('t:101:22')).toMatchObject({ state: 'on_track', receiver: bob });
    expect(info.get('t:102:22')).toMatchObject({ state: 'draft', todo: undefined });
  });

  it('gives an instant post period an hour so it is drawn, and keeps ended tasks still', () => {
    const instant = taskOf({
      status: 'ended',
      post_period: { start: '2026-11-03T09:00:00.000Z', end: '2026-11-03T09:00:00.000Z' },
    });
    const { rows, info } = chartRows({ tasks: [instant], todos: [] }, 'label', { noLabel: '' });
    expect(rows.find((row) => row.id === 't:101')?.end?.toISOString()).toBe('2026-11-03T10:00:00.000Z');
    expect(info.get('t:101')).toMatchObject({ state: 'ended', movable: false });
    expect(info.get('d:101')?.movable).toBe(false);
  });
});

describe('states', () => {
  it('puts overdue before ended, due soon and urgent, and a draft apart', () => {
    const task = taskOf();
    expect(taskState(task)).toBe('on_track');
    expect(taskState({ ...task, urgent: true })).toBe('urgent');
    expect(taskState({ ...task, urgent: true, due_soon: true })).toBe('due_soon');
    expect(taskState({ ...task, due_soon: true, overdue: true })).toBe('overdue');
    expect(taskState({ ...task, status: 'ended', overdue: true })).toBe('overdue');
    expect(taskState({ ...task, status: 'ended' })).toBe('ended');
    expect(taskState({ ...task, status: 'drafted', urgent: true })).toBe('draft');
  });

  it('colours a receiver’s row by their to-do, not by the others', () => {
    const task = taskOf({ overdue: true });
    expect(todoState(todoOf(task, alice, { status: 'completed' }), task)).toBe('completed');
    expect(todoState(todoOf(task, alice, { status: 'rejected' }), task)).toBe('rejected');
    expect(todoState(todoOf(task, alice, { overdue: true }), task)).toBe('overdue');
    // The task is overdue for Bob's to-do; Alice's pending one is not yet late.
    expect(todoState(todoOf(task, alice), { ...task, due_soon: true })).toBe('due_soon');
  });
});

describe('drops', () => {
  it('reads the drag from the dates the gantt names and whole days from its units', () => {
    expect(dragModeOf({ start: 1, end: 2 })).toBe('move');
    expect(dragModeOf({ start: 1 })).toBe('start');
    expect(dragModeOf({ end: 2 })).toBe('end');
    expect(daysOf(2, 'day')).toBe(2);
    expect(daysOf(-47, 'hour')).toBe(-2);
    expect(daysOf(11, 'hour')).toBe(0);
  });

  it('moves dates by days on the task’s own clock, across a change of summer time', () => {
    // 18:00 in Berlin on 24 October 2026 (summer time) is 18:00 on 26 October (winter time).
    expect(shiftDays('2026-10-24T16:00:00.000Z', 2, 'Europe/Berlin')).toBe('2026-10-26T17:00:00.000Z');
    expect(shiftDays('2026-10-24T16:00:00.000Z', 2, 'UTC')).toBe('2026-10-26T16:00:00.000Z');
  });

  it('moves the whole period, one end of it, or the deadline', () => {
    const task = taskOf();
    expect(droppedDates(task, 'period', 'move', 1)).toEqual({
      post_period: { start: '2026-11-04T09:00:00.000Z', end: '2026-11-07T17:00:00.000Z' },
    });
    expect(droppedDates(task, 'period', 'start', -2)).toEqual({
      post_period: { start: '2026-11-01T09:00:00.000Z', end: '2026-11-06T17:00:00.000Z' },
    });
    expect(droppedDates(task, 'period', 'end', 3)).toEqual({
      post_period: { start: '2026-11-03T09:00:00.000Z', end: '2026-11-09T17:00:00.000Z' },
    });
    expect(droppedDates(task, 'deadline', 'move', 1)).toEqual({ deadline: '2026-11-09T17:00:00.000Z' });
  });

  it('changes a published task with the dates alone and edits a draft with all its fields', () => {
    const change = { deadline: '2026-11-09T17:00:00.000Z' };
    expect(dropRequest(taskOf(), change)).toEqual({ call: 'change', input: { id: 101, fields: change } });
    const draft = taskOf({ status: 'drafted', deeplink: 'https://example.com/e', notes: 'n' });
    const request = dropRequest(draft, change);
    expect(request.call).toBe('edit');
    expect(request.input.fields).toEqual({
      name: 'Teaser post',
      label_id: 2,
      talking_points: 'New map, new hero',
      hashtags: ['LaunchDay'],
      material_ids: [],
      deeplink: 'https://example.com/e',
      notes: 'n',
      urgent: false,
      remind_hours: 24,
      time_zone: 'Europe/Berlin',
      deadline: '2026-11-09T17:00:00.000Z',
      post_period: draft.post_period,
      receiver_ids: [21, 22],
    });
  });
});

describe('the view in the URL', () => {
  it('reads what is there, falls back on anything malformed and keeps other parameters', () => {
    const search = new URLSearchParams(
      'game_id=1001&zoom=week&group=receiver&date=2026-11-17&label=3,x,3,0&receiver=21',
    );
    expect(readView(search)).toEqual({
      zoom: 'week',
      grouping: 'receiver',
      date: '2026-11-17',
      label_ids: [3],
      receiver_ids: [21],
    });
    expect(readView(new URLSearchParams('zoom=hour&group=x&date=2026-02-30'))).toEqual(defaultView);
    const written = writeView(search, { ...defaultView, label_ids: [4] });
    expect(written.toString()).toBe('game_id=1001&label=4');
  });
});

describe('label options', () => {
  it('lists labels in tree order, each named by its path', () => {
    expect(labelOptions(labelTree)).toEqual([
      { value: 1, label: 'Launch' },
      { value: 2, label: 'Launch / EU' },
      { value: 3, label: 'Patch' },
    ]);
  });
});
