import {
  type MetricChange,
  type MetricNaType,
  type MetricValue,
  type MetricValueType,
  metricChange,
  metricDisplayNumber,
  type UiLocale,
} from '@herald/contract';

/**
 * Why a figure is not shown (SPEC §5): the network's na_type, `empty` when the answer has the metric but
 * no row of the range gave it (no data in range), or `missing` when the answer lacks it (never read).
 */
export type Absence = MetricNaType | 'empty' | 'missing';

/** What a cell shows for a metric: its figure, or a mark and the reason it has none. */
export type MetricShown =
  | { kind: 'figure'; text: string; change: MetricChange | null }
  | { kind: 'absent'; mark: string; why: Absence };

/** Marks of SPEC §5: unsupported N/A, mismatch, unreach or no data a dash, never read a question mark. */
export const absenceMarks: Readonly<Record<Absence, string>> = {
  unsupport: 'N/A',
  mismatch: '—',
  unreach: '—',
  empty: '—',
  missing: '?',
};

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: UiLocale, digits: number, compact = false): Intl.NumberFormat {
  const key = `${locale}|${digits}|${compact}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      minimumFractionDigits: compact ? 0 : digits,
      maximumFractionDigits: digits,
      ...(compact ? { notation: 'compact' as const } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

/** A stored value (percent in 1/10000, decimal in 1/100) as the reader's language writes it. */
export function formatStored(type: MetricValueType, stored: number, locale: UiLocale): string {
  return formatShown(type, metricDisplayNumber(type, stored), locale);
}

/** A figure already in its displayed unit (12.34 for 12.34 %), as charts carry them. */
export function formatShown(type: MetricValueType, shown: number, locale: UiLocale): string {
  if (type === 'percent') return `${formatter(locale, 2).format(shown)}%`;
  return formatter(locale, type === 'decimal' ? 2 : 0).format(shown);
}

/** A displayed number, short (12.3K, 1.2万) for chart axes. */
export function formatCompact(shown: number, locale: UiLocale): string {
  return formatter(locale, 1, true).format(shown);
}

/** A whole count (posts, rows) in the reader's language. */
export function formatCount(count: number, locale: UiLocale): string {
  return formatter(locale, 0).format(count);
}

/** A percentage to 2 decimals, as the change's size is said in words. */
export function formatPercent(percent: number, locale: UiLocale): string {
  return `${formatter(locale, 2).format(percent)}%`;
}

/** A change's percentage to 2 decimals, signed. */
export function formatChangePercent(percent: number, locale: UiLocale): string {
  const text = formatPercent(Math.abs(percent), locale);
  return percent > 0 ? `+${text}` : percent < 0 ? `−${text}` : text;
}

/** What one metric value shows: a figure with its change, or the mark of why it is absent. */
export function showMetric(metric: MetricValue | undefined, locale: UiLocale): MetricShown {
  if (!metric || metric.value === null) {
    const why: Absence = metric ? (metric.na_type ?? 'empty') : 'missing';
    return { kind: 'absent', mark: absenceMarks[why], why };
  }
  return {
    kind: 'figure',
    text: formatStored(metric.type, metric.value, locale),
    change: metricChange(metric.value, metric.compare_value),
  };
}

/**
 * Metrics where less is better: their rise is shown in the warning colour. The arrow still says what
 * the number did; only the colour reads its meaning.
 */
const lowerIsBetter = new Set([
  'unfollows',
  'dislikes',
  'reaction_angry',
  'reaction_sad',
  'negative',
  'negative_rate',
  'reply_time',
  'rejected',
  'overdue',
]);

export type ChangeTone = 'good' | 'bad' | 'flat';
export function changeTone(key: string, change: MetricChange): ChangeTone {
  if (change.direction === 'same') return 'flat';
  const rose = change.direction === 'up';
  return rose !== lowerIsBetter.has(key) ? 'good' : 'bad';
}
