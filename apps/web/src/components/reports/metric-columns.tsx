import type { MetricValue } from '@herald/contract';
import type { ColumnType, SortOrder } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { MetricCell } from './MetricCell.js';
import { metricLabel } from './model/labels.js';

/** A server-side sort: a metric key (or published_at) and its order. */
export interface ReportSort {
  key: string;
  order: 'asc' | 'desc';
}

const antdOrder = (sort: ReportSort | undefined, key: string): SortOrder =>
  sort?.key === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;

/** Columns of metrics for a report table; sortable on the server when the table passes its sort. */
export function metricColumns<T extends { metrics: Readonly<Record<string, MetricValue>> }>(
  t: TFunction,
  keys: readonly string[],
  sort?: ReportSort,
): ColumnType<T>[] {
  return keys.map((key) => ({
    key,
    dataIndex: ['metrics', key],
    title: metricLabel(t, key),
    align: 'right' as const,
    sorter: sort !== undefined,
    sortOrder: antdOrder(sort, key),
    sortDirections: ['descend', 'ascend'] as SortOrder[],
    render: (_: unknown, row: T) => <MetricCell metricKey={key} metric={row.metrics[key]} />,
  }));
}

/** The sort an antd table change asks for; clearing the sort returns to the default. */
export function sortFromTable(
  sorter: { columnKey?: unknown; order?: SortOrder } | { columnKey?: unknown; order?: SortOrder }[],
  fallback: ReportSort,
): ReportSort {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || typeof one.columnKey !== 'string') return fallback;
  return { key: one.columnKey, order: one.order === 'ascend' ? 'asc' : 'desc' };
}

export { antdOrder };
