import { type MetricValue, metricDisplayNumber, type UiLocale } from '@herald/contract';
import type { TFunction } from 'i18next';
import { formatCompact, formatShown } from '../model/display.js';
import { metricLabel } from '../model/labels.js';
import type { ChartSpec } from './option.js';

/** How many groups a bar chart shows: the top ones by the chosen metric. */
export const BAR_LIMIT = 15;

/** A bar chart of one metric over groups (tags, hashtags, media), largest first, with its words. */
export function barChart<T>(
  t: TFunction,
  rows: readonly T[],
  nameOf: (row: T) => string,
  metricsOf: (row: T) => Readonly<Record<string, MetricValue>>,
  key: string,
  what: string,
  locale: UiLocale,
): { spec: ChartSpec; label: string; summary: string } {
  const figures = rows
    .map((row) => ({ name: nameOf(row), metric: metricsOf(row)[key] }))
    .filter(
      (one): one is { name: string; metric: MetricValue & { value: number } } => one.metric?.value != null,
    )
    .map((one) => ({
      name: one.name,
      type: one.metric.type,
      shown: metricDisplayNumber(one.metric.type, one.metric.value),
    }))
    .sort((a, b) => b.shown - a.shown)
    .slice(0, BAR_LIMIT);
  const type = figures[0]?.type ?? 'amount';
  const name = metricLabel(t, key);
  const spec: ChartSpec = {
    kind: 'bar',
    horizontal: true,
    categories: figures.map((one) => one.name),
    series: [{ name, values: figures.map((one) => one.shown) }],
    format: (value) => formatShown(type, value, locale),
    formatAxis: (value) => formatCompact(value, locale),
  };
  const items = figures.map((one) => `${one.name} ${formatShown(type, one.shown, locale)}`).join('; ');
  return {
    spec,
    label: name,
    summary:
      figures.length > 0
        ? t('reports.chart.bars', { metric: name, what, items })
        : t('reports.chart.summaryEmpty', { metric: name }),
  };
}
