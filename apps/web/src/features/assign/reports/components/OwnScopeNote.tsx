import { apiPaths } from '@herald/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../../api/hooks.js';

/**
 * Tells a receiver (no assign_manage) that the report counts only the to-dos they received; said once
 * the caller's keys are known, so a lead never sees it flash.
 */
export function OwnScopeNote() {
  const { t } = useTranslation();
  const perms = useApiQuery(apiPaths.auth.perms, {}, { staleTime: 60_000 });
  const data = perms.data;
  if (!data || data.is_platform_admin || data.resources.includes('assign_manage')) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('assignReports.scope.own')}
      style={{ marginBottom: 16 }}
      data-testid="own-scope-note"
    />
  );
}
