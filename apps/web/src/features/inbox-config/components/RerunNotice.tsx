import type { Rerun } from '@herald/contract';
import { Alert, Progress } from 'antd';
import { useTranslation } from 'react-i18next';

/** The progress of the latest run of a rule over past items, while it runs and once it ended. */
export function RerunNotice({ rerun }: { rerun: Rerun }) {
  const { t } = useTranslation();
  if (rerun.state === 'idle') return null;
  const values = { done: rerun.done.toLocaleString(), total: rerun.total.toLocaleString() };
  const percent = rerun.total === 0 ? 100 : Math.min(100, Math.round((rerun.done / rerun.total) * 100));
  const type = rerun.state === 'failed' ? 'warning' : rerun.state === 'done' ? 'success' : 'info';
  return (
    <Alert
      type={type}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="rerun"
      title={t(`inboxConfig.rules.apply.${rerun.state}`, values)}
      description={
        rerun.state === 'running' ? (
          <Progress
            percent={percent}
            size="small"
            aria-label={t('inboxConfig.rules.apply.running', values)}
          />
        ) : undefined
      }
    />
  );
}
