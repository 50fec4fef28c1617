import { type MetricValueType, metricDisplayNumber, type Trend, type UiLocale } from '@herald/contract';
import type { TFunction } from 'i18next';
import { formatCompact, formatShown, formatStored } from '../model/display.js';
import { metricLabel } from '../model/labels.js';
import type { ChartSpec } from './option.js';

const shown = (type: MetricValueType, values: (number | null)[]) =>
  values.map((value) => (value === null ? null : metricDisplayNumber(type, value)));

/** The words a screen reader hears for a daily series: its highest day and its last figure. */
function trendSummary(
  t: TFunction,
  name: string,
  trend: Trend,
  type: MetricValueType,
  locale: UiLocale,
): string {
  let top: number | null = null;
  trend.values.forEach((value, index) => {
    if (value !== null && (top === null || value > (trend.values[top] ?? 0))) top = index;
  });
  const lastValue = [...trend.values].reverse().find((value) => value !== null);
  if (top === null || lastValue === undefined || lastValue === null)
    return t('reports.chart.summaryEmpty', { metric: name });
  return t('reports.chart.summary', {
    metric: name,
    start: trend.days[0] ?? '',
    end: trend.days.at(-1) ?? '',
    highest: formatStored(type, trend.values[top] ?? 0, locale),
    day: trend.days[top] ?? '',
    last: formatStored(type, lastValue, locale),
  });
}

/** A daily trend and, when compared, the compared range's line (aligned by position). */
export function trendChart(
  t: TFunction,
  trend: Trend,
  type: MetricValueType,
  locale: UiLocale,
  compared: boolean,
): { spec: ChartSpec; label: string; summary: string } {
  const name = metricLabel(t, trend.metric);
  const hasCompare = compared && trend.compare_values.some((value) => value !== null);
  const spec: ChartSpec = {
    kind: 'line',
    categories: trend.days,
    series: [
      { name, values: shown(type, trend.values) },
      ...(hasCompare
        ? [
            {
              name: t('reports.chart.compared', { metric: name }),
              values: shown(type, trend.compare_values),
              compared: true,
            },
          ]
        : []),
    ],
    format: (value) => formatShown(type, value, locale),
    formatAxis: (value) => formatCompact(value, locale),
  };
  return { spec, label: name, summary: trendSummary(t, name, trend, type, locale) };
}
