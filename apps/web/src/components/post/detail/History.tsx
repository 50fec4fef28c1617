import { type ContentAction, contentActions, type PostDetail } from '@herald/contract';
import { Card, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../paged.js';
import { StatusTag } from '../StatusTag.js';
import { statusLook } from '../status.js';

const isAction = (action: string): action is ContentAction =>
  (contentActions as readonly string[]).includes(action);

/** The status history: each change, who made it (or Herald itself), and when; newest first. */
export function History({ detail }: { detail: Pick<PostDetail, 'events'> }) {
  const { t } = useTranslation();
  const events = [...detail.events].reverse();
  return (
    <Card size="small" title={t('content.detail.history')}>
      <Timeline
        data-testid="post-history"
        items={events.map((event, index) => ({
          key: `${event.at}-${index}`,
          color: statusLook[event.to].solid,
          title: formatTime(event.at),
          content: (
            <Flex vertical gap={2}>
              <Flex gap="small" wrap align="center">
                <Typography.Text strong>
                  {isAction(event.action) ? t(`content.events.actions.${event.action}`) : event.action}
                </Typography.Text>
                <StatusTag status={event.to} />
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {event.by ? t('content.events.by', { name: event.by }) : t('content.events.system')}
              </Typography.Text>
            </Flex>
          ),
        }))}
      />
    </Card>
  );
}
