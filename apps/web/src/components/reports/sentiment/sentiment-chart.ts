import type { SentimentReport, UiLocale } from '@herald/contract';
import type { TFunction } from 'i18next';
import type { ChartSpec } from '../charts/option.js';
import { formatCompact, formatCount } from '../model/display.js';

const parts = ['positive', 'neutral', 'negative', 'unjudged'] as const;

/** Colours of the sentiments, readable on white and told apart by more than hue (legend and order). */
const colours: Record<(typeof parts)[number], string> = {
  positive: '#2b8a3e',
  neutral: '#868e96',
  negative: '#c92a2a',
  unjudged: '#ced4da',
};

/** The day-by-day sentiment as stacked bars, and its totals in words. */
export function sentimentChart(
  t: TFunction,
  days: SentimentReport['days'],
  locale: UiLocale,
): { spec: ChartSpec; label: string; summary: string } {
  const spec: ChartSpec = {
    kind: 'bar',
    categories: days.map((day) => day.day),
    series: parts.map((part) => ({
      name: t(`reports.sentiment.series.${part}`),
      values: days.map((day) => day[part]),
      stack: 'sentiment',
      color: colours[part],
    })),
    format: (value) => formatCount(value, locale),
    formatAxis: (value) => formatCompact(value, locale),
  };
  const totals = parts
    .map(
      (part) =>
        `${t(`reports.sentiment.series.${part}`)} ${formatCount(
          days.reduce((sum, day) => sum + day[part], 0),
          locale,
        )}`,
    )
    .join('; ');
  return {
    spec,
    label: t('reports.sentiment.days'),
    summary: `${t('reports.sentiment.days')}, ${days[0]?.day ?? ''} – ${days.at(-1)?.day ?? ''}: ${totals}.`,
  };
}
