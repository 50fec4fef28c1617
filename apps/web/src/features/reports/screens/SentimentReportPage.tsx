import { api, type EndpointOutput, type MetricValueType, type SentimentReport } from '@herald/contract';
import { Card, Col, Flex, List, Row, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkLabel } from '../../../components/networks.js';
import { useTableSize } from '../../../components/paged.js';
import { Chart } from '../../../components/reports/charts/Chart.js';
import { catalogueMetrics, useMetricCatalog } from '../../../components/reports/hooks/useMetricCatalog.js';
import { useReportQuery } from '../../../components/reports/hooks/useReportQuery.js';
import { useReportScope } from '../../../components/reports/hooks/useReportScope.js';
import { MetricCards } from '../../../components/reports/MetricCards.js';
import { metricColumns } from '../../../components/reports/metric-columns.js';
import { formatCount } from '../../../components/reports/model/display.js';
import { NeedsAdvance, ReportBody, ReportFrame } from '../../../components/reports/ReportFrame.js';
import { sentimentChart } from '../../../components/reports/sentiment/sentiment-chart.js';
import { currentLanguage } from '../../../i18n/index.js';
import { Brief } from '../sentiment/Brief.js';

type NetworkRow = EndpointOutput<typeof api.report.sentimentReports>['networks'][number];

/** The figures a sentiment report leads with. */
const headline = ['items', 'positive_rate', 'negative_rate', 'reply_rate', 'reply_time'];

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

function SentimentReportBody() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const size = useTableSize();
  const scope = useReportScope();
  const catalogue = useMetricCatalog('sentiment');
  const report = useReportQuery(api.report.sentimentReports, scope.input);
  const metrics = useMemo(() => catalogueMetrics(catalogue.data), [catalogue.data]);
  const types = useMemo(
    () => new Map<string, MetricValueType>(metrics.map((item) => [item.key, item.type])),
    [metrics],
  );
  const keys = metrics.length > 0 ? metrics.map((item) => item.key) : headline;
  const data = report.data;
  const empty =
    data?.days.every((day) => day.positive + day.neutral + day.negative + day.unjudged === 0) ?? false;
  const columns: ColumnsType<NetworkRow> = [
    {
      key: 'network',
      title: t('reports.sentiment.network'),
      render: (_, row) => <NetworkLabel network={row.network} />,
    },
    ...metricColumns<NetworkRow>(t, keys),
  ];
  return (
    <ReportFrame title={t('reports.titles.sentiment')} scope={scope}>
      <ReportBody query={report} enabled={scope.input !== null} empty={empty}>
        {data && scope.input && (
          <Flex vertical gap="middle">
            <MetricCards keys={headline} metrics={data.summary} />
            <Card size="small" title={t('reports.sentiment.days')}>
              <Chart {...sentimentChart(t, data.days, locale)} />
            </Card>
            <Card size="small" title={t('reports.sentiment.networks')} styles={{ body: { padding: 0 } }}>
              <Table<NetworkRow>
                rowKey="network"
                columns={columns}
                dataSource={data.networks}
                size={size}
                pagination={false}
                scroll={{ x: 'max-content' }}
                data-testid="sentiment-networks"
              />
            </Card>
            <Row gutter={[16, 16]}>
              <Col xs={24} md={12}>
                <Terms title={t('reports.sentiment.positiveTerms')} terms={data.top_terms.positive} />
              </Col>
              <Col xs={24} md={12}>
                <Terms title={t('reports.sentiment.negativeTerms')} terms={data.top_terms.negative} />
              </Col>
            </Row>
            <Brief input={scope.input} types={types} />
          </Flex>
        )}
      </ReportBody>
    </ReportFrame>
  );
}

/** The sentiment report (/report/sentiment): the inbox's sentiment over time, per network, its terms and a brief. */
export default function SentimentReportPage() {
  return (
    <NeedsAdvance>
      <SentimentReportBody />
    </NeedsAdvance>
  );
}
