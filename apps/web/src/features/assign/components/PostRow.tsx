import { ExportOutlined } from '@ant-design/icons';
import type { LinkPost } from '@herald/contract';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkIcon } from '../../../components/networks.js';
import { formatTime } from '../../../components/paged.js';
import { PostFigures } from './figures.js';

/**
 * A published post of the receiver's accounts: account, text, when, its figures and a link to it on
 * the network; `lead` goes before it (a checkbox), `marks` beside the account, `actions` after it.
 */
export function PostRow({
  post,
  lead,
  marks,
  actions,
}: {
  post: LinkPost;
  lead?: ReactNode;
  marks?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} align="start" data-testid="post-row" style={{ width: '100%' }}>
      {lead}
      <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <NetworkIcon network={post.account.network} />
          <Typography.Text strong>{post.account.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('assign.todo.publishedAt', { time: formatTime(post.published_at) })}
          </Typography.Text>
          {marks}
        </Flex>
        <Typography.Paragraph
          ellipsis={{ rows: 3, expandable: true }}
          style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}
        >
          {post.text}
        </Typography.Paragraph>
        <Flex gap={12} align="center" wrap>
          <PostFigures views={post.views} engagements={post.engagements} comments={post.comments} />
          {post.permalink && (
            <Typography.Link href={post.permalink} target="_blank" rel="noreferrer" style={{ fontSize: 12 }}>
              <ExportOutlined /> {t('assign.todo.openPost')}
            </Typography.Link>
          )}
        </Flex>
      </Flex>
      {actions && (
        <Flex gap={4} wrap style={{ flex: 'none' }}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
