import { apiPaths, type ListenAlert } from '@herald/contract';
import { Card, Flex, List, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../../api/hooks.js';
import { formatTime } from '../../../../components/paged.js';
import { formatCount, formatPercent } from '../../../../components/reports/model/display.js';
import { EmptyState, QueryError } from '../../../../components/states.js';
import { currentLanguage } from '../../../../i18n/index.js';

/** A driver list: the terms, authors or networks that made the spike, with their counts. */
function Drivers({ title, items }: { title: string; items: ListenAlert['drivers']['terms'] }) {
  if (items.length === 0) return null;
  return (
    <Flex gap={4} wrap align="center">
      <Typography.Text type="secondary">{title}:</Typography.Text>
      {items.map((item) => (
        <Tag key={item.term} style={{ marginInlineEnd: 0 }}>
          {item.term} · {item.count}
        </Tag>
      ))}
    </Flex>
  );
}

/** alerts: the last 30 days' spikes, newest first, each with its hour, size against the baseline and drivers. */
export function AlertsTab({ topicId }: { topicId: number }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const alerts = useApiQuery(apiPaths.listenInsight.alerts, { topic_id: topicId });
  if (alerts.isError) return <QueryError error={alerts.error} onRetry={() => void alerts.refetch()} />;
  if (alerts.isPending) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  if (alerts.data.length === 0) return <EmptyState description={t('listen.alerts.empty')} />;
  // Negative spikes are measured in 1/10000 of the hour's mentions; volume spikes in mentions.
  const figure = (alert: ListenAlert, value: number) =>
    alert.kind === 'negative' ? formatPercent(value / 100, locale) : formatCount(value, locale);
  return (
    <List
      dataSource={alerts.data}
      rowKey="id"
      data-testid="alert-list"
      renderItem={(alert) => (
        <List.Item>
          <Card size="small" style={{ width: '100%' }}>
            <Flex vertical gap={6}>
              <Flex gap="small" wrap align="center">
                <Tag color={alert.kind === 'negative' ? 'error' : 'warning'}>
                  {t(`listen.alerts.kinds.${alert.kind}`)}
                </Tag>
                <Typography.Text type="secondary">
                  {t('listen.alerts.window', {
                    start: formatTime(alert.window_start),
                    end: formatTime(alert.window_end),
                  })}
                </Typography.Text>
              </Flex>
              <Typography.Text>
                {t('listen.alerts.observed', {
                  observed: figure(alert, alert.observed),
                  baseline: figure(alert, alert.baseline),
                })}
              </Typography.Text>
              <Drivers title={t('listen.alerts.terms')} items={alert.drivers.terms} />
              <Drivers title={t('listen.alerts.authors')} items={alert.drivers.authors} />
              <Drivers title={t('listen.alerts.networks')} items={alert.drivers.networks} />
            </Flex>
          </Card>
        </List.Item>
      )}
    />
  );
}
