import { type AccountReport, accountMetricKeys, apiPaths, type MetricValueType } from '@herald/contract';
import { Avatar, Card, Col, Flex, Row, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../../api/transport.js';
import { useAccessibleTable } from '../../../components/accessible-table.js';
import { EmulatedTag } from '../../../components/EmulatedTag.js';
import { NetworkIcon } from '../../../components/networks.js';
import { useTableSize } from '../../../components/paged.js';
import { Chart } from '../../../components/reports/charts/Chart.js';
import { trendChart } from '../../../components/reports/charts/trend.js';
import { ExportButton } from '../../../components/reports/ExportButton.js';
import { catalogueMetrics, useMetricCatalog } from '../../../components/reports/hooks/useMetricCatalog.js';
import { useReportQuery } from '../../../components/reports/hooks/useReportQuery.js';
import { useReportScope } from '../../../components/reports/hooks/useReportScope.js';
import { MetricCards } from '../../../components/reports/MetricCards.js';
import { metricColumns } from '../../../components/reports/metric-columns.js';
import { ReportBody, ReportFrame } from '../../../components/reports/ReportFrame.js';
import { currentLanguage } from '../../../i18n/index.js';

type AccountRow = AccountReport['accounts'][number];

/** The account report (/report/account): totals, per account, and daily trends against the compared range. */
export default function AccountReportPage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const size = useTableSize();
  const accountsRegion = useAccessibleTable(t('reports.account.accounts'));
  const scope = useReportScope();
  const report = useReportQuery(apiPaths.report.accountReports, scope.input);
  const catalogue = useMetricCatalog('account');
  const types = useMemo(
    () =>
      new Map<string, MetricValueType>(catalogueMetrics(catalogue.data).map((item) => [item.key, item.type])),
    [catalogue.data],
  );
  const keys = catalogue.data ? catalogueMetrics(catalogue.data).map((item) => item.key) : accountMetricKeys;
  const data = report.data;
  const compared = scope.values.compare.mode !== 'none';
  const columns: ColumnsType<AccountRow> = [
    {
      key: 'account',
      title: t('reports.account.account'),
      fixed: size === 'small' ? undefined : 'left',
      render: (_, row) => (
        <Flex gap={8} align="center">
          <Avatar src={row.avatar_url ?? undefined} size="small" alt="">
            {row.name.charAt(0)}
          </Avatar>
          <NetworkIcon network={row.network} size={14} />
          <Typography.Text ellipsis style={{ maxWidth: 180 }}>
            {row.name}
          </Typography.Text>
          <EmulatedTag account={{ emulated: row.emulated, social_channel: row.network }} />
        </Flex>
      ),
    },
    ...metricColumns<AccountRow>(t, keys),
  ];
  const input = scope.input;
  return (
    <ReportFrame
      title={t('reports.titles.account')}
      scope={scope}
      actions={
        <ExportButton
          plan={
            input && {
              total: data?.accounts.length ?? 0,
              direct: (format) => download(apiPaths.report.accountExport, { ...input, format }),
            }
          }
        />
      }
    >
      <ReportBody query={report} enabled={input !== null} empty={data?.accounts.length === 0}>
        {data && (
          <Flex vertical gap="middle">
            <MetricCards keys={keys} metrics={data.summary} />
            <Card size="small" title={t('reports.account.trends')}>
              <Row gutter={[16, 16]}>
                {data.trends.map((trend) => {
                  const chart = trendChart(t, trend, types.get(trend.metric) ?? 'amount', locale, compared);
                  return (
                    <Col key={trend.metric} xs={24} lg={12}>
                      <Typography.Text strong>{chart.label}</Typography.Text>
                      <Chart {...chart} height={220} />
                    </Col>
                  );
                })}
              </Row>
            </Card>
            <Card size="small" title={t('reports.account.accounts')}>
              <div ref={accountsRegion}>
                <Table<AccountRow>
                  rowKey="account_id"
                  columns={columns}
                  dataSource={data.accounts}
                  size={size}
                  scroll={{ x: 'max-content' }}
                  pagination={false}
                  data-testid="account-table"
                />
              </div>
            </Card>
          </Flex>
        )}
      </ReportBody>
    </ReportFrame>
  );
}
