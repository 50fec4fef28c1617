import type { EChartsCoreOption } from 'echarts/core';

/** What a report chart needs of its engine: draw, redraw, resize, let go. */
export interface ChartInstance {
  setOption: (option: EChartsCoreOption, notMerge?: boolean) => void;
  resize: () => void;
  dispose: () => void;
}
export interface ChartEngine {
  init: (element: HTMLElement, theme: null, options: { renderer: 'svg' }) => ChartInstance;
}

/** Loads ECharts on first use, as its own chunk of the report routes. */
export function loadChartEngine(): Promise<ChartEngine> {
  return import('./echarts-setup.js');
}
