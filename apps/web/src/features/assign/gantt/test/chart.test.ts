import { describe, expect, it, vi } from 'vitest';
import { barCss } from '../chart/BarStyles.js';
import { chartScales, holdsNow } from '../chart/scales.js';
import { type ChartDrop, type ChartHandlers, wireChart } from '../chart/wire.js';
import { chartRows } from '../model/rows.js';
import { barLooks, barStates, chartBackground, groupLook } from '../model/state.js';
import { ganttAnswer, taskOf } from './fixtures.js';

type Interceptor = (ev: never) => unknown;

/** A gantt api that only records what is intercepted, so each decision can be asked directly. */
function fakeApi() {
  const interceptors = new Map<string, Interceptor>();
  const api = {
    intercept: (action: string, callback: Interceptor) => {
      interceptors.set(action, callback);
    },
  };
  const fire = (action: string, ev: object) => {
    const callback = interceptors.get(action);
    if (!callback) return undefined;
    return callback(ev as never);
  };
  return { api, fire };
}

function wired(options: { canMove?: boolean; saved?: boolean; lengthUnit?: 'hour' | 'day' } = {}) {
  const { rows, info } = chartRows(
    { ...ganttAnswer(), tasks: [...ganttAnswer().tasks, taskOf({ task_id: 104, status: 'ended' })] },
    'label',
    { noLabel: '' },
  );
  const drops: ChartDrop[] = [];
  let settle: (saved: boolean) => void = () => undefined;
  const handlers: ChartHandlers = {
    rowInfo: (id) => info.get(id),
    canMove: () => options.canMove ?? true,
    lengthUnit: () => options.lengthUnit ?? 'day',
    open: vi.fn(),
    drop: (drop) => {
      drops.push(drop);
      return new Promise<boolean>((resolve) => {
        settle = resolve;
      });
    },
    redraw: vi.fn(),
  };
  const { api, fire } = fakeApi();
  wireChart(api, handlers);
  return { rows, fire, handlers, drops, settle: (saved: boolean) => settle(saved) };
}

describe('the chart’s wiring', () => {
  it('hands a drop on with its mode and whole days, keeps it out of the gantt and redraws once saved', async () => {
    const { fire, drops, handlers, settle } = wired({ lengthUnit: 'hour' });
    const start = new Date('2026-11-03T09:00:00Z');
    expect(fire('update-task', { id: 't:101', diff: 49, task: { start } })).toBe(false);
    expect(drops).toHaveLength(1);
    expect(drops[0]).toMatchObject({ rowId: 't:101', mode: 'start', days: 2, info: { kind: 'period' } });
    expect(handlers.redraw).not.toHaveBeenCalled();
    settle(true);
    await vi.waitFor(() => expect(handlers.redraw).toHaveBeenCalledTimes(1));
  });

  it('draws a refused drop back', async () => {
    const { fire, handlers, settle } = wired();
    fire('update-task', { id: 'd:101', diff: -1, task: { start: new Date(), end: new Date() } });
    settle(false);
    await vi.waitFor(() => expect(handlers.redraw).toHaveBeenCalledTimes(1));
  });

  it('never lets a viewer, a group row, an ended task or a drop of less than a day move anything', () => {
    const readOnly = wired({ canMove: false });
    expect(readOnly.fire('drag-task', { id: 't:101', left: 10 })).toBe(false);
    expect(readOnly.fire('update-task', { id: 't:101', diff: 2, task: { start: 1, end: 2 } })).toBe(false);
    expect(readOnly.drops).toHaveLength(0);
    expect(readOnly.handlers.redraw).toHaveBeenCalledTimes(1);

    const manager = wired({ lengthUnit: 'hour' });
    expect(manager.fire('drag-task', { id: 't:101', left: 10 })).toBe(true);
    expect(manager.fire('drag-task', { id: 'g:2', left: 10 })).toBe(false);
    expect(manager.fire('drag-task', { id: 't:104', left: 10 })).toBe(false);
    // Moving a row up or down is reordering, which this chart has none of.
    expect(manager.fire('drag-task', { id: 't:101', top: 40 })).toBe(false);
    expect(manager.fire('update-task', { id: 'g:2', diff: 24, task: { start: 1, end: 2 } })).toBe(false);
    expect(manager.fire('update-task', { id: 't:104', diff: 24, task: { start: 1, end: 2 } })).toBe(false);
    expect(manager.fire('update-task', { id: 't:101', diff: 5, task: { start: 1, end: 2 } })).toBe(false);
    expect(manager.drops).toHaveLength(0);
    // The gantt's own bookkeeping passes; progress never changes.
    expect(manager.fire('update-task', { id: 'g:2', task: { start: 1, end: 2 } })).toBe(true);
    expect(manager.fire('update-task', { id: 't:101', task: { progress: 40 } })).toBe(false);
  });

  it('opens a task on a click and on the editor’s double click, and lets the keyboard move the selection', () => {
    const { fire, handlers } = wired();
    expect(fire('select-task', { id: 't:101' })).toBe(false);
    expect(handlers.open).toHaveBeenCalledWith('t:101');
    expect(fire('show-editor', { id: 'd:102' })).toBe(false);
    expect(handlers.open).toHaveBeenCalledWith('d:102');
    expect(fire('select-task', { id: 't:102', show: true, focus: 'chart' })).toBe(true);
    expect(handlers.open).toHaveBeenCalledTimes(2);
    expect(fire('hotkey', { key: 'arrowdown' })).toBe(true);
    expect(fire('hotkey', { key: 'ctrl+d' })).toBe(false);
    expect(fire('hotkey', { key: 'backspace' })).toBe(false);
  });

  it('refuses what would edit the plan: adding, deleting, copying, linking, undoing', () => {
    const { fire } = wired();
    for (const action of [
      'add-task',
      'delete-task',
      'copy-task',
      'paste-task',
      'move-task',
      'add-link',
      'undo',
    ]) {
      expect(fire(action, { id: 't:101' })).toBe(false);
    }
  });
});

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('colours', () => {
  it('keeps every bar 3:1 against the chart and its text 4.5:1 against the bar (WCAG AA)', () => {
    for (const look of [...barStates.map((state) => barLooks[state]), groupLook]) {
      expect(contrast(look.border, chartBackground)).toBeGreaterThanOrEqual(3);
      expect(contrast(look.text, look.fill)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives each state its own fill, and a rule that colours its bars', () => {
    const fills = barStates.map((state) => `${barLooks[state].fill}${barLooks[state].border}`);
    expect(new Set(fills).size).toBe(barStates.length);
    for (const state of barStates) expect(barCss).toContain(`[data-state="${state}"]`);
    expect(barCss).toContain('--herald-border-style:dashed');
  });
});

describe('scales', () => {
  const formats = {
    month: 'YYYY年M月',
    monthCell: 'M月',
    week: 'M月D日',
    day: 'D dd',
    year: 'YYYY年',
    deadline: '',
  };

  it('labels cells on the viewer’s clock in the console’s patterns and marks the one holding now', () => {
    const now = new Date('2026-11-26T17:30:00Z');
    const [top, cells] = chartScales('day', formats, 'Asia/Shanghai', now);
    const format = cells?.format;
    const css = cells?.css;
    if (typeof format !== 'function' || typeof css !== 'function' || typeof top?.format !== 'function') {
      throw new Error('scales without formatters');
    }
    // Midnight of 27 November in Shanghai.
    const cell = new Date('2026-11-26T16:00:00Z');
    expect(top.format(cell)).toBe('2026年11月');
    expect(format(cell).startsWith('27 ')).toBe(true);
    expect(css(cell)).toBe('herald-gantt-today');
    expect(css(new Date('2026-11-25T16:00:00Z'))).toBe('');
  });

  it('knows which week, month and year hold now', () => {
    const now = new Date('2026-11-26T17:30:00Z');
    expect(holdsNow('week', new Date('2026-11-22T00:00:00Z'), now, 'UTC')).toBe(true);
    expect(holdsNow('week', new Date('2026-11-29T00:00:00Z'), now, 'UTC')).toBe(false);
    expect(holdsNow('month', new Date('2026-11-01T00:00:00Z'), now, 'UTC')).toBe(true);
    expect(holdsNow('year', new Date('2025-01-01T00:00:00Z'), now, 'UTC')).toBe(false);
  });
});
