import { type ContentStatus, contentStatuses, type FeedDetail } from '@herald/contract';
import { Card, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/post/StatusTag.js';
import { FeedTime } from '../components/FeedTime.js';

function isContentStatus(value: string): value is ContentStatus {
  return (contentStatuses as readonly string[]).includes(value);
}

/** Replies sent from the inbox, each with where it is in the publishing pipeline (in review, published…). */
export function SentReplies({ replies }: { replies: FeedDetail['replies'] }) {
  const { t } = useTranslation();
  if (replies.length === 0) return null;
  return (
    <Card size="small" title={t('feeds.detail.replies')}>
      <List
        size="small"
        dataSource={replies}
        data-testid="feeds-replies"
        renderItem={(reply) => (
          <List.Item>
            <Flex vertical gap={4} style={{ width: '100%' }}>
              <Flex gap={6} align="center" wrap>
                <Tag>{t(`feeds.reply.${reply.kind}`)}</Tag>
                {isContentStatus(reply.status) ? (
                  <StatusTag status={reply.status} />
                ) : (
                  <Tag>{reply.status}</Tag>
                )}
                {reply.author_name && <Typography.Text type="secondary">{reply.author_name}</Typography.Text>}
                <FeedTime iso={reply.created_at} />
              </Flex>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {reply.text}
              </Typography.Paragraph>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
