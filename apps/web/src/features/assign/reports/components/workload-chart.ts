import type { CompletionReport, UiLocale } from '@herald/contract';
import type { TFunction } from 'i18next';
import type { ChartSpec } from '../../../../components/reports/charts/option.js';
import { formatCompact, formatCount } from '../../../../components/reports/model/display.js';

type ReceiverRow = CompletionReport['receivers'][number];

const parts = ['completed', 'rejected', 'overdue', 'pending'] as const;
type Part = (typeof parts)[number];

/** Colours of the outcomes, readable on white and told apart by more than hue (legend and order). */
const colours: Record<Part, string> = {
  completed: '#2b8a3e',
  rejected: '#868e96',
  overdue: '#c92a2a',
  pending: '#3b5bdb',
};

/** A receiver's to-dos of the range by outcome; pending ones not yet due are what is left. */
export function workloadOf(row: ReceiverRow): Record<Part, number> {
  const value = (key: string) => row.metrics[key]?.value ?? 0;
  const [completed, rejected, overdue] = [value('completed'), value('rejected'), value('overdue')];
  return {
    completed,
    rejected,
    overdue,
    pending: Math.max(0, value('todos') - completed - rejected - overdue),
  };
}

/** Receivers a chart shows: the busiest ones of the range. */
export const WORKLOAD_LIMIT = 20;

/** Each receiver's to-dos of the range as stacked horizontal bars by outcome, and the same in words. */
export function workloadChart(
  t: TFunction,
  rows: readonly ReceiverRow[],
  locale: UiLocale,
): { spec: ChartSpec; label: string; summary: string } {
  const shown = rows
    .map((row) => ({ name: row.receiver.name, parts: workloadOf(row) }))
    .filter((row) => parts.some((part) => row.parts[part] > 0))
    .slice(0, WORKLOAD_LIMIT);
  const spec: ChartSpec = {
    kind: 'bar',
    horizontal: true,
    categories: shown.map((row) => row.name),
    series: parts.map((part) => ({
      name: t(`assignReports.complete.series.${part}`),
      values: shown.map((row) => row.parts[part]),
      stack: 'workload',
      color: colours[part],
    })),
    format: (value) => formatCount(value, locale),
    formatAxis: (value) => formatCompact(value, locale),
  };
  const items = shown
    .map(
      (row) =>
        `${row.name}: ${parts.map((part) => `${t(`assignReports.complete.series.${part}`)} ${formatCount(row.parts[part], locale)}`).join(', ')}`,
    )
    .join('; ');
  return {
    spec,
    label: t('assignReports.complete.workload'),
    summary:
      shown.length > 0
        ? t('assignReports.complete.workloadSummary', { items })
        : t('assignReports.complete.workloadEmpty'),
  };
}
