import type { EngagementDetail } from '@herald/contract';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NetworkIcon } from '../networks.js';
import { formatTime } from '../paged.js';
import { ResultTag } from '../post/StatusTag.js';

/** What a comment, reply, like or message answers, what it says, and from which accounts it goes. */
export function EngagementCard({ detail }: { detail: EngagementDetail }) {
  const { t } = useTranslation();
  const { engagement, accounts } = detail;
  const { target, publish } = engagement;
  const message = engagement.content_type === 'message';
  return (
    <Card size="small" title={t(`engagement.kinds.${engagement.content_type}`)} data-testid="engagement-card">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t(message ? 'engagement.card.to' : 'engagement.card.answers')}>
          <Flex vertical gap={4}>
            <Flex align="center" gap={6}>
              <NetworkIcon network={target.network} />
              <Typography.Text strong>{target.author || '—'}</Typography.Text>
            </Flex>
            {target.excerpt ? (
              <Typography.Paragraph
                type="secondary"
                ellipsis={{ rows: 3, expandable: true }}
                style={{ margin: 0 }}
              >
                {target.excerpt}
              </Typography.Paragraph>
            ) : null}
            {target.link ? (
              <Typography.Link href={target.link} target="_blank" rel="noreferrer">
                {t('engagement.card.openTarget')}
              </Typography.Link>
            ) : null}
          </Flex>
        </Descriptions.Item>
        {engagement.content_type === 'like' ? null : (
          <Descriptions.Item label={t('engagement.card.text')}>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {engagement.text}
            </Typography.Paragraph>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('engagement.card.from')}>
          <Flex wrap gap={8}>
            {accounts.map((account) => (
              <Tag key={account.id} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <NetworkIcon network={account.network} size={14} />
                {account.name}
                <ResultTag result={account.result} />
              </Tag>
            ))}
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('engagement.card.when')}>
          {publish.timing === 'schedule' ? formatTime(publish.scheduled_at) : t('engagement.card.now')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
