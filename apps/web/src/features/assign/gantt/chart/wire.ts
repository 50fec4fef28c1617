import type { IApi } from '@svar-ui/react-gantt';
import { type DragMode, daysOf, dragModeOf } from '../model/drop.js';
import type { RowInfo } from '../model/rows.js';
import type { LengthUnit } from '../model/zoom.js';

/** A drop the chart hands on: the row dropped, what the drag did, and by how many whole days. */
export interface ChartDrop {
  rowId: string;
  info: RowInfo;
  mode: DragMode;
  days: number;
}

export interface ChartHandlers {
  rowInfo: (id: string) => RowInfo | undefined;
  /** Whether the viewer may drag at all (assign_manage). */
  canMove: () => boolean;
  lengthUnit: () => LengthUnit;
  open: (rowId: string) => void;
  /** Saves a drop and resolves once the data says where the task now is (whether it was saved or refused). */
  drop: (drop: ChartDrop) => Promise<boolean>;
  /** Draws every row again from the data: a refused drag goes back, a saved one lands where the server put it. */
  redraw: () => void;
}

/**
 * What the gantt may do, decided here rather than by its defaults: it is a view of tasks, not an editor.
 * No adding, copying, deleting, reordering, linking, progress or undo; the editor a double click opens is
 * the task's detail instead; a click on a bar opens it too (keyboard selection moves as usual). A drag
 * moves only a movable row, and its drop never writes into the gantt: the server is asked, and then the
 * rows are drawn again from the data: where the server put the task, or back where it was.
 */
export function wireChart(api: Pick<IApi, 'intercept'>, handlers: ChartHandlers): void {
  for (const action of [
    'add-task',
    'copy-task',
    'cut-task',
    'paste-task',
    'delete-task',
    'move-task',
    'indent-task',
    'split-task',
    'add-link',
    'update-link',
    'delete-link',
    'undo',
    'redo',
  ]) {
    api.intercept(action, () => false);
  }
  api.intercept('hotkey', (ev: { key?: string }) => ev.key === 'arrowup' || ev.key === 'arrowdown');
  api.intercept('show-editor', (ev: { id: string | number }) => {
    handlers.open(String(ev.id));
    return false;
  });
  api.intercept('select-task', (ev: { id: string | number; show?: unknown; focus?: unknown }) => {
    // Keyboard selection names where to scroll and focus; a click names neither.
    if (ev.show !== undefined || ev.focus !== undefined) return true;
    handlers.open(String(ev.id));
    return false;
  });
  const movable = (id: string | number) => {
    const info = handlers.rowInfo(String(id));
    return handlers.canMove() && info !== undefined && info.kind !== 'group' && info.movable;
  };
  api.intercept(
    'drag-task',
    (ev: { id: string | number; top?: number }) => ev.top === undefined && movable(ev.id),
  );
  api.intercept(
    'update-task',
    (ev: {
      id: string | number;
      diff?: number;
      task?: { start?: unknown; end?: unknown; progress?: unknown };
    }) => {
      if (ev.task && 'progress' in ev.task) return false;
      // Only a drop names a diff; the gantt's own bookkeeping (group spans) passes.
      if (ev.diff === undefined) return true;
      const rowId = String(ev.id);
      const info = handlers.rowInfo(rowId);
      const days = daysOf(ev.diff, handlers.lengthUnit());
      if (!info || !movable(rowId) || days === 0) {
        handlers.redraw();
        return false;
      }
      void handlers.drop({ rowId, info, mode: dragModeOf(ev.task ?? {}), days }).then(handlers.redraw);
      return false;
    },
  );
}
