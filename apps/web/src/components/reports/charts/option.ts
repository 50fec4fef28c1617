import type { EChartsCoreOption } from 'echarts/core';

/** One series of a chart: its name, values aligned with the categories, and how it is drawn. */
export interface ChartSeries {
  name: string;
  values: (number | null)[];
  /** The compared range's line: dashed and muted. */
  compared?: boolean;
  /** Bars sharing a stack name are stacked (the sentiment per day). */
  stack?: string;
  color?: string;
}

export interface ChartSpec {
  kind: 'line' | 'bar';
  categories: string[];
  series: ChartSeries[];
  /** Axis and tooltip text of a displayed number. */
  format: (value: number) => string;
  /** Short axis labels (12.3K, 1.2万). */
  formatAxis: (value: number) => string;
  /** Horizontal bars (long group names read better down the side). */
  horizontal?: boolean;
}

/** The antd tokens a chart follows, so it matches the console's theme. */
export interface ChartTheme {
  text: string;
  secondary: string;
  border: string;
  background: string;
  fontFamily: string;
  palette: string[];
  muted: string;
}

/** The ECharts option of a chart spec in the console's theme. */
export function chartOption(spec: ChartSpec, theme: ChartTheme): EChartsCoreOption {
  const category = {
    type: 'category',
    data: spec.categories,
    axisLine: { lineStyle: { color: theme.border } },
    axisLabel: { color: theme.secondary, hideOverlap: true },
  };
  const value = {
    type: 'value',
    axisLabel: { color: theme.secondary, formatter: spec.formatAxis },
    splitLine: { lineStyle: { color: theme.border } },
  };
  let colour = 0;
  return {
    aria: { enabled: true },
    textStyle: { fontFamily: theme.fontFamily, color: theme.text },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: theme.text }, type: 'scroll' },
    tooltip: {
      trigger: 'axis',
      backgroundColor: theme.background,
      borderColor: theme.border,
      textStyle: { color: theme.text },
      valueFormatter: (raw: unknown) => (typeof raw === 'number' ? spec.format(raw) : '—'),
    },
    xAxis: spec.horizontal ? value : category,
    yAxis: spec.horizontal ? { ...category, inverse: true } : value,
    series: spec.series.map((series) => {
      const color =
        series.color ?? (series.compared ? theme.muted : theme.palette[colour++ % theme.palette.length]);
      return {
        name: series.name,
        type: spec.kind,
        data: series.values,
        stack: series.stack,
        connectNulls: false,
        showSymbol: spec.categories.length <= 31,
        itemStyle: { color },
        lineStyle: series.compared ? { type: 'dashed', width: 1.5, color } : { width: 2, color },
        barMaxWidth: 28,
      };
    }),
  };
}
