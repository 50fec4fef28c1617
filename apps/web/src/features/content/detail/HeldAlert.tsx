import type { PostHold } from '@herald/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHeldText } from '../../../components/post/HeldTag.js';

/**
 * Why a scheduled post is held and what the user can do about it: keep it (it publishes with the
 * file) or stop the schedule (a draft again, to edit) — both offered by the page's actions.
 */
export function HeldAlert({ held }: { held: PostHold }) {
  const { t } = useTranslation();
  const heldText = useHeldText();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="held-alert"
      title={heldText(held)}
      description={t('content.held.body')}
      style={{ marginBottom: 16 }}
    />
  );
}
