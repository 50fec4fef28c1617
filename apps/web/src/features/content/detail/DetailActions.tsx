import type { PostDetail, UserContentAction } from '@herald/contract';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLink } from '../../../lib/links.js';
import { RescheduleModal } from './RescheduleModal.js';
import { RetryCheckModal } from './RetryCheckModal.js';
import { usePostActions } from './usePostActions.js';

/**
 * Buttons for exactly the actions the server says the post's status allows, in the order a user
 * would reach for them. Editing and submitting both happen in the compose screen, so they are one
 * button; there is no other way to submit.
 */
const order: readonly UserContentAction[] = [
  'keep',
  'edit',
  'reschedule',
  'publish_now',
  'revoke',
  'cancel',
  'retry',
  'to_draft',
  'delete',
];

export function DetailActions({ detail }: { detail: PostDetail }) {
  const { t } = useTranslation();
  const link = useRouteLink();
  const actions = usePostActions(detail);
  const allowed = order.filter((action) => detail.actions.includes(action));
  const { post } = detail;
  const schedule =
    post.publish.timing === 'schedule'
      ? { scheduled_at: post.publish.scheduled_at, time_zone: post.publish.time_zone }
      : { scheduled_at: null, time_zone: null };

  const button = (action: UserContentAction) => {
    switch (action) {
      case 'edit':
        return (
          <Link key={action} to={link('content.post.edit', { query: { id: String(post.id) } })}>
            <Button type="primary">{t('content.actions.edit')}</Button>
          </Link>
        );
      case 'reschedule':
        return (
          <Button key={action} onClick={actions.reschedule.show}>
            {t('content.actions.reschedule')}
          </Button>
        );
      case 'keep':
        return (
          <Button key={action} type="primary" onClick={() => actions.confirm(action)}>
            {t('content.actions.keep')}
          </Button>
        );
      case 'retry':
        return (
          <Button key={action} type="primary" onClick={actions.retry}>
            {t('content.actions.retry')}
          </Button>
        );
      case 'cancel':
      case 'revoke':
      case 'publish_now':
      case 'to_draft':
      case 'delete':
        return (
          <Button key={action} danger={action === 'delete'} onClick={() => actions.confirm(action)}>
            {t(`content.actions.${action}`)}
          </Button>
        );
      case 'submit':
        return null;
      default:
        return action satisfies never;
    }
  };

  if (allowed.length === 0) return null;
  return (
    <>
      <Flex wrap gap="small" data-testid="detail-actions">
        {allowed.map(button)}
      </Flex>
      <RetryCheckModal {...actions.check} />
      <RescheduleModal
        open={actions.reschedule.open}
        post={{ id: post.id, ...schedule }}
        onClose={actions.reschedule.close}
      />
    </>
  );
}
