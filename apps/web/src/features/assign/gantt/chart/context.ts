import { createContext, useContext } from 'react';
import type { RowInfo } from '../model/rows.js';

/** What the gantt's cells, bars and tooltips read beside the row the gantt hands them. */
export interface ChartContextValue {
  info: ReadonlyMap<string, RowInfo>;
  /** The viewer's zone, the axis's. */
  zone: string;
  /** Whether the viewer may drag (assign_manage). */
  canMove: boolean;
  /** The task detail's href. */
  hrefOf: (taskId: number) => string;
}

export const ChartContext = createContext<ChartContextValue | null>(null);

/** The chart's context; the gantt's pieces render only inside GanttChart. */
export function useChart(): ChartContextValue {
  const value = useContext(ChartContext);
  if (!value) throw new Error('useChart outside GanttChart');
  return value;
}
