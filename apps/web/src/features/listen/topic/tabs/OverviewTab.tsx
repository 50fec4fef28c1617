import { apiPaths, type ListenOverview, type TopicType, type UiLocale } from '@herald/contract';
import { Card, Col, Flex, Row, Spin, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../../api/hooks.js';
import { useTableSize } from '../../../../components/paged.js';
import { Chart } from '../../../../components/reports/charts/Chart.js';
import type { ChartSpec } from '../../../../components/reports/charts/option.js';
import { MetricCell } from '../../../../components/reports/MetricCell.js';
import { formatCompact, formatCount } from '../../../../components/reports/model/display.js';
import { metricLabel } from '../../../../components/reports/model/labels.js';
import { EmptyState, QueryError } from '../../../../components/states.js';
import { currentLanguage, hasText } from '../../../../i18n/index.js';
import type { listenEn } from '../../../../i18n/listen.js';
import { ListenNetworkLabel } from '../../components/ListenNetwork.js';
import { sentimentColours } from '../../components/SentimentBar.js';
import { rangeOf } from '../../model/range.js';
import { RangeControls, type RangeTabProps } from '../RangeControls.js';

const parts = ['positive', 'neutral', 'negative'] as const;
type NetworkRow = ListenOverview['networks'][number];

/** A listening figure's name: listening's own (authors, reach, net sentiment), else the reports'. */
function listenMetricLabel(t: TFunction, key: string): string {
  return hasText(`listen.metrics.${key}`)
    ? t(`listen.metrics.${key as keyof typeof listenEn.metrics}`)
    : metricLabel(t, key);
}

/** The volume over time, stacked by sentiment, and its totals in words. */
function volumeChart(t: TFunction, overview: ListenOverview, locale: UiLocale) {
  const format = overview.granularity === 'hour' ? 'MM-DD HH:mm' : 'YYYY-MM-DD';
  const categories = overview.series.map((bucket) => dayjs(bucket.at).format(format));
  const spec: ChartSpec = {
    kind: 'bar',
    categories,
    series: parts.map((part) => ({
      name: t(`listen.sentiment.${part}`),
      values: overview.series.map((bucket) => bucket[part]),
      stack: 'sentiment',
      color: sentimentColours[part],
    })),
    format: (value) => formatCount(value, locale),
    formatAxis: (value) => formatCompact(value, locale),
  };
  const totals = parts
    .map(
      (part) =>
        `${t(`listen.sentiment.${part}`)} ${formatCount(
          overview.series.reduce((sum, b) => sum + b[part], 0),
          locale,
        )}`,
    )
    .join('; ');
  return {
    spec,
    label: t('listen.topic.volume'),
    summary: t('listen.topic.volumeSummary', {
      start: categories[0] ?? '',
      end: categories.at(-1) ?? '',
      totals,
    }),
  };
}

/**
 * overview: the range's figures (the topic kind's catalogue) against the previous range, the volume
 * over time stacked by sentiment, and the networks' share.
 */
export function OverviewTab({
  topicId,
  topicType,
  range,
  onRange,
}: RangeTabProps & {
  topicType: TopicType;
}) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const size = useTableSize();
  const [compare, setCompare] = useState(true);
  const groups = useApiQuery(
    apiPaths.listenInsight.metrics,
    { topic_type: topicType === 'directional' ? 'directional' : 'custom' },
    { staleTime: Number.POSITIVE_INFINITY },
  );
  const overview = useApiQuery(apiPaths.listenInsight.overview, {
    topic_id: topicId,
    range: rangeOf(range),
    compare: compare ? 'previous' : 'none',
  });
  const failed = groups.isError ? groups : overview.isError ? overview : null;
  const keys = (groups.data ?? []).flatMap((group) => group.metrics_list.map((item) => item.key));
  const data = overview.data;
  let body: React.ReactNode;
  if (failed) body = <QueryError error={failed.error} onRetry={() => void failed.refetch()} />;
  else if (!data || groups.isPending)
    body = <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  else
    body = (
      <Flex vertical gap="middle">
        <Row gutter={[12, 12]} data-testid="metric-cards">
          {keys.map((key) => (
            <Col key={key} xs={12} sm={8} lg={6} xl={4}>
              <Card size="small" style={{ height: '100%' }}>
                <Typography.Text type="secondary">{listenMetricLabel(t, key)}</Typography.Text>
                <MetricCell metricKey={key} metric={data.metrics[key]} large />
              </Card>
            </Col>
          ))}
        </Row>
        <Card size="small" title={t('listen.topic.volume')}>
          {data.series.every((bucket) => bucket.total === 0) ? (
            <EmptyState description={t('listen.topic.noMentions')} />
          ) : (
            <Chart {...volumeChart(t, data, locale)} />
          )}
        </Card>
        <Card size="small" title={t('listen.topic.networks')} styles={{ body: { padding: 0 } }}>
          <Table<NetworkRow>
            rowKey="network"
            dataSource={data.networks}
            size={size}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="overview-networks"
            columns={[
              {
                key: 'network',
                title: t('listen.topic.network'),
                render: (_, row) => <ListenNetworkLabel network={row.network} />,
              },
              {
                key: 'total',
                title: t('listen.topic.mentionsCount'),
                align: 'right',
                render: (_, row) => formatCount(row.total, locale),
              },
              ...parts.map((part) => ({
                key: part,
                title: t(`listen.sentiment.${part}`),
                align: 'right' as const,
                render: (_: unknown, row: NetworkRow) => formatCount(row[part], locale),
              })),
            ]}
          />
        </Card>
      </Flex>
    );
  return (
    <Flex vertical gap="middle">
      <RangeControls choice={range} onChoice={onRange} compare={compare} onCompare={setCompare} />
      {body}
    </Flex>
  );
}
