import type { SentimentReport } from '@herald/contract';
import { Card, Col, Flex, List, Row, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.js';
import { useAccessibleTable } from '../../accessible-table.js';
import { NetworkLabel } from '../../networks.js';
import { useTableSize } from '../../paged.js';
import { Chart } from '../charts/Chart.js';
import { MetricCards } from '../MetricCards.js';
import { metricColumns } from '../metric-columns.js';
import { formatCount } from '../model/display.js';
import { sentimentChart } from './sentiment-chart.js';

type NetworkRow = SentimentReport['networks'][number];

/** The figures a sentiment report leads with. */
const headline = ['items', 'positive_rate', 'negative_rate', 'reply_rate', 'reply_time'];

/** Whether a sentiment report had no inbox item in its range. */
export function sentimentEmpty(report: SentimentReport | undefined): boolean {
  return report?.days.every((day) => day.positive + day.neutral + day.negative + day.unjudged === 0) ?? false;
}

function Terms({ title, terms }: { title: string; terms: SentimentReport['top_terms']['positive'] }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  return (
    <Card size="small" title={title}>
      <List
        size="small"
        dataSource={terms}
        locale={{ emptyText: t('reports.sentiment.noTerms') }}
        renderItem={(term) => (
          <List.Item key={term.term}>
            <Flex justify="space-between" style={{ width: '100%' }}>
              <Typography.Text>{term.term}</Typography.Text>
              <Typography.Text type="secondary">
                {t('reports.sentiment.termCount', { count: formatCount(term.count, locale) })}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * A sentiment report's body: the headline figures against the compared range, the sentiment per day,
 * the catalogue's figures per network and the top positive and negative terms; `children` below.
 */
export function SentimentView({
  data,
  keys,
  children,
}: {
  data: SentimentReport;
  /** The catalogue's sentiment metrics, for the per-network table. */
  keys: readonly string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const size = useTableSize();
  const networksRegion = useAccessibleTable(t('reports.sentiment.networks'));
  const columns: ColumnsType<NetworkRow> = [
    {
      key: 'network',
      title: t('reports.sentiment.network'),
      render: (_, row) => <NetworkLabel network={row.network} />,
    },
    ...metricColumns<NetworkRow>(t, keys.length > 0 ? keys : headline),
  ];
  return (
    <Flex vertical gap="middle">
      <MetricCards keys={headline} metrics={data.summary} />
      <Card size="small" title={t('reports.sentiment.days')}>
        <Chart {...sentimentChart(t, data.days, locale)} />
      </Card>
      <Card size="small" title={t('reports.sentiment.networks')} styles={{ body: { padding: 0 } }}>
        <div ref={networksRegion}>
          <Table<NetworkRow>
            rowKey="network"
            columns={columns}
            dataSource={data.networks}
            size={size}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="sentiment-networks"
          />
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Terms title={t('reports.sentiment.positiveTerms')} terms={data.top_terms.positive} />
        </Col>
        <Col xs={24} md={12}>
          <Terms title={t('reports.sentiment.negativeTerms')} terms={data.top_terms.negative} />
        </Col>
      </Row>
      {children}
    </Flex>
  );
}
