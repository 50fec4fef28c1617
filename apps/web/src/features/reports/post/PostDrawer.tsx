import { apiPaths, type MetricLookup, type ReportPost } from '@herald/contract';
import { Descriptions, Drawer, Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { formatTime } from '../../../components/paged.js';
import { Chart } from '../../../components/reports/charts/Chart.js';
import { trendChart } from '../../../components/reports/charts/trend.js';
import { catalogueMetrics } from '../../../components/reports/hooks/useMetricCatalog.js';
import { MetricCell } from '../../../components/reports/MetricCell.js';
import { metricLabel } from '../../../components/reports/model/labels.js';
import { EmptyState, FullPageSpinner, QueryError } from '../../../components/states.js';
import { usePhone } from '../../../components/viewport.js';
import { currentLanguage } from '../../../i18n/index.js';
import { CollabsEditor } from './CollabsEditor.js';

/** The history of one metric of a post, reading by reading (report/post/history). */
function History({ post, catalogue }: { post: ReportPost; catalogue: MetricLookup }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const history = useApiQuery(apiPaths.report.postHistory, { id: post.id });
  const snapshots = history.data?.snapshots ?? [];
  const offered = useMemo(
    () => catalogueMetrics(catalogue).filter((item) => snapshots.some((one) => item.key in one.values)),
    [catalogue, snapshots],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const metric = offered.find((item) => item.key === picked) ?? offered[0];
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  if (history.isPending) return <FullPageSpinner />;
  if (!metric) return <EmptyState description={t('reports.post.noHistory')} />;
  const chart = trendChart(
    t,
    {
      metric: metric.key,
      days: snapshots.map((one) => formatTime(one.taken_at)),
      values: snapshots.map((one) => one.values[metric.key] ?? null),
      compare_values: [],
    },
    metric.type,
    locale,
    false,
  );
  return (
    <Flex vertical gap="small">
      <Select
        aria-label={t('reports.post.historyMetric')}
        value={metric.key}
        onChange={setPicked}
        options={offered.map((item) => ({ value: item.key, label: metricLabel(t, item.key) }))}
        style={{ width: 240, maxWidth: '100%' }}
      />
      <Chart {...chart} height={240} />
    </Flex>
  );
}

/** A post's drawer: what it is, all its metrics, their history, and its Instagram collaborators. */
export function PostDrawer({
  post,
  catalogue,
  onClose,
}: {
  post: ReportPost | null;
  catalogue: MetricLookup;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const narrow = usePhone();
  return (
    <Drawer
      open={post !== null}
      onClose={onClose}
      title={t('reports.post.drawer')}
      size={narrow ? '100%' : 640}
      destroyOnHidden
    >
      {post && (
        <Flex vertical gap="large" data-testid="post-drawer">
          <Flex vertical gap={4}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {post.text.trim() || t('reports.post.noText')}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {post.name} · {formatTime(post.published_at)} ·{' '}
              {post.fetched_at
                ? t('reports.post.fetched', { time: formatTime(post.fetched_at) })
                : t('reports.post.notFetched')}
            </Typography.Text>
            {post.permalink && (
              <Typography.Link href={post.permalink} target="_blank" rel="noreferrer">
                {t('reports.post.open')}
              </Typography.Link>
            )}
          </Flex>
          {post.network === 'instagram' && <CollabsEditor post={post} />}
          <div>
            <Typography.Title level={5}>{t('reports.post.history')}</Typography.Title>
            <History post={post} catalogue={catalogue} />
          </div>
          <Descriptions
            size="small"
            column={narrow ? 1 : 2}
            bordered
            items={catalogueMetrics(catalogue).map((item) => ({
              key: item.key,
              label: metricLabel(t, item.key),
              children: <MetricCell metricKey={item.key} metric={post.metrics[item.key]} />,
            }))}
          />
        </Flex>
      )}
    </Drawer>
  );
}
