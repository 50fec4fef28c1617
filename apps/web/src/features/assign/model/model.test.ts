import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { labels, task, template } from '../test/fixtures.js';
import { closedReason } from '../todo-detail/closed.js';
import { historyFacts, newestFirst } from './history.js';
import {
  buildLabelTree,
  canMoveUnder,
  dropPlace,
  labelPathOf,
  moveOf,
  parentChoices,
  subtreeDepth,
  subtreeIds,
} from './labels.js';
import { idParam } from './query.js';
import {
  changedFields,
  deadlineProblem,
  fieldsOfTask,
  taskFieldsOf,
  taskValuesOf,
  templateTaskValues,
} from './task-form.js';
import { readTodoFilters, todoListRequest, writeTodoFilters } from './todo-filters.js';

describe('label tree', () => {
  it('nests labels by parent in their order, a label whose parent is gone as a root', () => {
    const tree = buildLabelTree([
      ...labels,
      { id: 7, name: 'Orphan', level: 2, parent_id: 99, position: 5, task_count: 0, template_count: 0 },
    ]);
    expect(tree.map((node) => node.label.name)).toEqual(['Launch', 'Patch notes', 'Orphan']);
    expect(tree[0]?.children[0]?.children[0]?.label.name).toBe('Teaser');
    expect(labelPathOf(labels, 3)).toEqual(['Launch', 'EU', 'Teaser']);
    expect(subtreeIds(labels, 1)).toEqual([1, 2, 3]);
    expect(subtreeDepth(labels, 1)).toBe(3);
  });

  it('never moves a label into itself or deeper than three levels', () => {
    expect(canMoveUnder(labels, 1, 3)).toBe(false);
    expect(canMoveUnder(labels, 2, 4)).toBe(true); // EU and its child fill levels 2 and 3 under a root
    expect(canMoveUnder(labels, 1, 4)).toBe(false); // Launch spans three levels: under a root it needs four
    expect(canMoveUnder(labels, 4, 2)).toBe(true);
    expect(canMoveUnder(labels, 4, 3)).toBe(false);
    expect(canMoveUnder(labels, 2, null)).toBe(true);
    expect(parentChoices(labels, 4).map((choice) => choice.id)).toEqual([null, 1, 2]);
  });

  it('turns a drop into the parent and place among the new siblings', () => {
    expect(moveOf(labels, 4, 1, 'inside')).toEqual({ id: 4, parent_id: 1, position: 0 });
    expect(moveOf(labels, 4, 1, 'before')).toEqual({ id: 4, parent_id: null, position: 0 });
    expect(moveOf(labels, 1, 4, 'after')).toEqual({ id: 1, parent_id: null, position: 1 });
    // Where it already is: nothing to do.
    expect(moveOf(labels, 4, 1, 'after')).toBeNull();
    expect(dropPlace({ dropToGap: false, dropPosition: 0, pos: '0-1' })).toBe('inside');
    expect(dropPlace({ dropToGap: true, dropPosition: 0, pos: '0-1' })).toBe('before');
    expect(dropPlace({ dropToGap: true, dropPosition: 2, pos: '0-1' })).toBe('after');
  });
});

describe('task editor values', () => {
  it('reads a saved task as the clocks of its zone and sends the same instants back', () => {
    const saved = task({ time_zone: 'America/New_York', deadline: '2030-11-03T06:30:00.000Z' });
    const values = taskValuesOf(saved);
    expect(values.deadline?.format('YYYY-MM-DD HH:mm')).toBe('2030-11-03 01:30');
    expect(taskFieldsOf(values)).toEqual({ ...fieldsOfTask(saved), deadline: '2030-11-03T06:30:00.000Z' });
    expect(changedFields(saved, fieldsOfTask(saved))).toEqual({});
  });

  it('moves the instants with the zone while the clocks stay', () => {
    const values = { ...taskValuesOf(task()), time_zone: 'Europe/Paris' };
    // 23:59 on 1 December in Paris (UTC+1).
    expect(taskFieldsOf(values)?.deadline).toBe('2030-12-01T22:59:00.000Z');
    expect(changedFields(task(), taskFieldsOf(values) ?? fieldsOfTask(task()))).toEqual({
      time_zone: 'Europe/Paris',
      deadline: '2030-12-01T22:59:00.000Z',
      post_period: { start: '2030-11-25T23:00:00.000Z', end: '2030-11-30T22:59:00.000Z' },
    });
  });

  it('dates a template from the day it is used in the chosen zone', () => {
    const values = templateTaskValues(template(), 'Asia/Tokyo', dayjs('2030-11-20T20:00:00.000Z'));
    // 20:00 UTC is already 21 November in Tokyo.
    expect(values.period?.[0].format('YYYY-MM-DD HH:mm')).toBe('2030-11-22 00:00');
    expect(values.period?.[1].format('YYYY-MM-DD HH:mm')).toBe('2030-11-23 23:59');
    expect(values.deadline?.format('YYYY-MM-DD HH:mm')).toBe('2030-11-24 23:59');
  });

  it('checks the deadline as the server does', () => {
    const values = taskValuesOf(task());
    expect(deadlineProblem(values, new Date('2030-11-01T00:00:00Z'))).toBeNull();
    expect(deadlineProblem(values, new Date('2030-12-02T00:00:00Z'))).toBe('past');
    const early = { ...values, deadline: dayjs('2030-11-25T12:00:00') };
    expect(deadlineProblem(early, new Date('2030-11-01T00:00:00Z'))).toBe('before_start');
  });
});

describe('history', () => {
  it('reads reasons, changed fields and receivers, leaving out what it does not know', () => {
    expect(
      historyFacts({
        detail: {
          reason: ' Launch moved ',
          fields: ['deadline', 'secret_column'],
          receivers: [{ name: 'Ana Ruiz' }, 'Kenji'],
        },
      }),
    ).toEqual({
      texts: [{ kind: 'reason', text: 'Launch moved' }],
      fields: ['deadline'],
      receivers: ['Ana Ruiz', 'Kenji'],
    });
    expect(historyFacts({ detail: { changed: { name: ['a', 'b'] } } }).fields).toEqual(['name']);
    expect(
      newestFirst([
        { id: 1, at: '2030-01-01T00:00:00Z' },
        { id: 2, at: '2030-01-02T00:00:00Z' },
      ]).map((l) => l.id),
    ).toEqual([2, 1]);
  });
});

describe('to-do state in words', () => {
  it('says why a to-do is closed, its own end before its task’s', () => {
    const published = task();
    const todo = (status: 'pending' | 'completed' | 'rejected') => ({ status }) as never;
    expect(closedReason({ todo: todo('pending'), task: published })).toBeNull();
    expect(closedReason({ todo: todo('completed'), task: task({ status: 'ended' }) })).toBe('todo_completed');
    expect(closedReason({ todo: todo('rejected'), task: published })).toBe('todo_rejected');
    expect(closedReason({ todo: todo('pending'), task: task({ status: 'ended' }) })).toBe('task_ended');
    expect(closedReason({ todo: todo('pending'), task: task({ status: 'drafted' }) })).toBe(
      'task_not_published',
    );
    expect(closedReason({ todo: todo('pending'), task: task({ status: 'deleted' }) })).toBe('task_deleted');
  });
});

describe('query parameters', () => {
  it('take only a whole positive id', () => {
    expect(idParam(new URLSearchParams('id=42'))).toBe(42);
    for (const bad of ['id=0', 'id=-3', 'id=4.5', 'id=3,4', 'id=abc', ''])
      expect(idParam(new URLSearchParams(bad))).toBeNull();
  });

  it('keep the to-do filters and send another receiver only for a lead', () => {
    const values = readTodoFilters(new URLSearchParams('status=pending,bogus&overdue=1&receiver=12&page=2'));
    expect(values).toEqual({
      status: ['pending'],
      overdue: true,
      keyword: '',
      receiver_id: 12,
      page: 2,
      page_size: 20,
    });
    expect(todoListRequest(values, true)).toEqual({
      page: 2,
      page_size: 20,
      status: ['pending'],
      overdue: true,
      receiver_id: 12,
    });
    expect(todoListRequest(values, false)).not.toHaveProperty('receiver_id');
    expect(writeTodoFilters(new URLSearchParams('game_id=1001'), values).toString()).toBe(
      'game_id=1001&status=pending&overdue=1&receiver=12&page=2',
    );
  });
});
