import { ROUTE_ERROR_TOAST_MS } from '@herald/contract/plain';
import { App, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusResult } from '../components/status-result.js';
import { logWarning } from '../lib/log.js';

/** True for a lazy chunk that no longer exists on the server: the console was redeployed. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    error.message,
  );
}

const reload = () => window.location.reload();

/**
 * A route that failed to load (SPEC §2): a new-version message when its code is gone, otherwise a
 * warning toast for ten seconds with a reload button.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    logWarning('route failed to load', error);
    if (chunk) return;
    notification.warning({
      key: 'route-error',
      title: t('shell.routeLoadFailed'),
      duration: ROUTE_ERROR_TOAST_MS / 1000,
      placement: 'top',
      actions: (
        <Button size="small" type="primary" onClick={reload}>
          {t('common.reload')}
        </Button>
      ),
    });
  }, [chunk, error, notification, t]);
  return (
    <StatusResult
      status="warning"
      title={chunk ? t('shell.newVersion') : t('shell.routeLoadFailed')}
      extra={
        <Button type="primary" onClick={reload}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}
