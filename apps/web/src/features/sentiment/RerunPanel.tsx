import type { Rerun } from '@herald/contract';
import { Alert, Card, Flex, Progress, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../components/paged.js';

function RerunState({ rerun }: { rerun: Rerun }) {
  const { t } = useTranslation();
  const counts = { done: rerun.done, total: rerun.total };
  switch (rerun.state) {
    case 'running':
      return (
        <Flex vertical gap={4}>
          <Typography.Text>{t('sentiment.rerun.running', counts)}</Typography.Text>
          <Progress
            percent={rerun.total === 0 ? 0 : Math.floor((rerun.done / rerun.total) * 100)}
            status="active"
            data-testid="senti-rerun-progress"
          />
        </Flex>
      );
    case 'failed':
      return <Alert type="error" showIcon title={t('sentiment.rerun.failed', counts)} />;
    case 'done':
      return (
        <Typography.Text type="secondary">
          {t('sentiment.rerun.done', { total: rerun.total, time: formatTime(rerun.finished_at) })}
        </Typography.Text>
      );
    case 'idle':
      return <Typography.Text type="secondary">{t('sentiment.rerun.idle')}</Typography.Text>;
    default:
      return rerun.state satisfies never;
  }
}

/** Where the re-classification after a rule change stands, and how many items people corrected. */
export function RerunPanel({ rerun, corrections }: { rerun: Rerun; corrections: number }) {
  const { t } = useTranslation();
  return (
    <Card size="small" data-testid="senti-rerun">
      <Flex gap="large" align="center" wrap justify="space-between">
        <Flex vertical gap={4} style={{ flex: '1 1 320px' }}>
          <Typography.Text strong>{t('sentiment.rerun.title')}</Typography.Text>
          <RerunState rerun={rerun} />
        </Flex>
        <Statistic
          title={<span title={t('sentiment.rerun.correctionsHelp')}>{t('sentiment.rerun.corrections')}</span>}
          value={corrections}
          data-testid="senti-corrections"
        />
      </Flex>
    </Card>
  );
}
