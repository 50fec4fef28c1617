import type { MetricValue } from '@herald/contract';
import { Card, Flex, Select, Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.js';
import { useTableSize } from '../paged.js';
import { barChart } from './charts/bars.js';
import { Chart } from './charts/Chart.js';
import { MetricCards } from './MetricCards.js';
import { metricColumns, type ReportSort, sortFromTable } from './metric-columns.js';
import { formatCount } from './model/display.js';
import { metricLabel } from './model/labels.js';

export interface GroupRow {
  posts: number;
  metrics: Readonly<Record<string, MetricValue>>;
}

/** What a group report shows and how its table names and sorts its groups. */
export interface GroupReportProps<T extends GroupRow> {
  rows: T[];
  summary: Readonly<Record<string, MetricValue>>;
  keys: readonly string[];
  sort: ReportSort;
  defaultSort: ReportSort;
  onSort: (sort: ReportSort) => void;
  rowKey: (row: T) => string | number;
  /** What a group is, for the chart's words ("tag", "hashtag"). */
  what: string;
  nameOf: (row: T) => string;
  nameColumn: ColumnType<T>;
  /** Columns of the group's own after its posts (a label's tasks and to-dos). */
  extraColumns?: ColumnType<T>[];
  loading: boolean;
  testId: string;
}

/**
 * A report of groups of posts (tags, hashtags, media): the range's totals, a bar chart of the chosen
 * metric over the top groups, and the table of groups sorted by the server.
 */
export function GroupReport<T extends GroupRow>({
  rows,
  summary,
  keys,
  sort,
  defaultSort,
  onSort,
  rowKey,
  what,
  nameOf,
  nameColumn,
  extraColumns = [],
  loading,
  testId,
}: GroupReportProps<T>) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const size = useTableSize();
  const [charted, setCharted] = useState<string>(
    keys.includes('engagements') ? 'engagements' : (keys[0] ?? ''),
  );
  const chart = barChart(t, rows, nameOf, (row) => row.metrics, charted, what, locale);
  const columns: ColumnType<T>[] = [
    nameColumn,
    {
      key: 'posts',
      title: t('reports.groups.posts'),
      align: 'right',
      render: (_, row) => formatCount(row.posts, locale),
    },
    ...extraColumns,
    ...metricColumns<T>(t, keys, sort),
  ];
  return (
    <Flex vertical gap="middle">
      <MetricCards keys={keys} metrics={summary} />
      <Card
        size="small"
        title={chart.label}
        extra={
          <Select
            aria-label={t('reports.groups.chartBy')}
            value={charted}
            onChange={setCharted}
            options={keys.map((key) => ({ value: key, label: metricLabel(t, key) }))}
            style={{ width: 200, maxWidth: '50vw' }}
          />
        }
      >
        <Chart {...chart} height={Math.max(200, Math.min(rows.length, 15) * 28 + 60)} />
      </Card>
      <Card size="small" styles={{ body: { padding: 0 } }}>
        <Table<T>
          rowKey={rowKey}
          columns={columns}
          dataSource={rows}
          loading={loading}
          size={size}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          data-testid={testId}
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort') onSort(sortFromTable(sorter, defaultSort));
          }}
        />
      </Card>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('common.total', { count: rows.length })}
      </Typography.Text>
    </Flex>
  );
}
