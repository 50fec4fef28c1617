import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHolds } from '../../../../lib/abilities.js';

/** Tells a receiver (no assign_manage) that the report counts only the to-dos they received. */
export function OwnScopeNote() {
  const { t } = useTranslation();
  const manages = useHolds('assign_manage');
  if (manages) return null;
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
