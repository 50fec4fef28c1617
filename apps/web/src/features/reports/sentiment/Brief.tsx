import { FileTextOutlined } from '@ant-design/icons';
import { apiPaths, type MetricValueType } from '@herald/contract';
import { App, Button, Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import type { ScopeInput } from '../../../components/reports/hooks/useReportScope.js';
import { MetricCell } from '../../../components/reports/MetricCell.js';
import { metricLabel } from '../../../components/reports/model/labels.js';
import { currentLanguage } from '../../../i18n/index.js';
import { useFailureText } from '../../../lib/failure-text.js';

/**
 * "Generate brief": the period written up from its figures, by the server's rules and templates, in
 * the console's language; every figure it cites is listed beside it.
 */
export function Brief({ input, types }: { input: ScopeInput; types: ReadonlyMap<string, MetricValueType> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const brief = useApiMutation(apiPaths.report.sentimentBrief, {
    onError: (error) => void message.error(failureText(error)),
  });
  const data = brief.data;
  return (
    <Card
      size="small"
      title={t('reports.sentiment.briefTitle')}
      extra={
        <Button
          icon={<FileTextOutlined />}
          loading={brief.isPending}
          onClick={() => brief.mutate({ ...input, language: currentLanguage() })}
          data-testid="brief-button"
        >
          {t('reports.sentiment.brief')}
        </Button>
      }
    >
      {data && (
        <Flex vertical gap="middle" data-testid="brief">
          <div lang={data.language}>
            {data.paragraphs.map((paragraph) => (
              <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
            ))}
          </div>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            title={() => t('reports.sentiment.briefFigures')}
            dataSource={data.figures}
            columns={[
              {
                key: 'metric',
                title: t('reports.post.historyMetric'),
                render: (_, figure) => metricLabel(t, figure.key),
              },
              {
                key: 'value',
                title: t('reports.sentiment.briefValue'),
                align: 'right',
                render: (_, figure) => (
                  <MetricCell
                    metricKey={figure.key}
                    metric={{
                      type: types.get(figure.key) ?? 'amount',
                      value: figure.value,
                      compare_value: figure.compare_value,
                      highest_value: null,
                      na_type: null,
                    }}
                  />
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Card>
  );
}
