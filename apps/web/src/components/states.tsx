import { Button, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/transport.js';
import { errorText } from '../lib/error-text.js';
import { StatusResult } from './status-result.js';

/** Loading state of a whole page. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="herald-center" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="herald-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** Error state of something that failed to load, with a retry. */
export function QueryError({
  error,
  onRetry,
  what,
}: {
  error: unknown;
  onRetry?: () => void;
  what?: string;
}) {
  const { t } = useTranslation();
  const message = errorText(error, t('common.operateFail'), t('common.networkLost'));
  const code = error instanceof ApiError ? error.code : undefined;
  return (
    <StatusResult
      status="warning"
      title={what ? t('common.loadFailed', { what }) : message}
      subTitle={code !== undefined && code > 0 ? t('common.errorNotice', { code, msg: message }) : undefined}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** Empty state: says so plainly and offers the first action when there is one. */
export function EmptyState({ description, action }: { description?: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description ?? t('common.empty')}>
      {action}
    </Empty>
  );
}
