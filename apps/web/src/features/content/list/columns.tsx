import type { PostSummary } from '@herald/contract';
import { Button, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../../components/paged.js';
import { AccountIcons } from '../../../components/post/AccountIcons.js';
import { HeldTag } from '../../../components/post/HeldTag.js';
import { PostCell } from '../../../components/post/PostCell.js';
import { StatusTag } from '../../../components/post/StatusTag.js';
import { PostTime } from '../components/PostTime.js';
import type { usePostLinks } from './links.js';

/** The row's links: its detail, and edit when its status allows editing and the caller may compose. */
export function PostLinks({
  post,
  links,
  canCompose,
  flush,
}: {
  post: PostSummary;
  links: ReturnType<typeof usePostLinks>;
  canCompose: boolean;
  /** Aligned with the text above (cards) rather than padded as table links. */
  flush?: boolean;
}) {
  const { t } = useTranslation();
  const style = flush ? { paddingInline: 0 } : undefined;
  return (
    <Space size={flush ? 'middle' : 0}>
      <Link to={links.detail(post)}>
        <Button type="link" size="small" style={style}>
          {t('content.actions.detail')}
        </Button>
      </Link>
      {canCompose && post.actions.includes('edit') && (
        <Link to={links.edit(post)}>
          <Button type="link" size="small" style={style}>
            {t('content.actions.edit')}
          </Button>
        </Link>
      )}
    </Space>
  );
}

/** The post table: the post, where it goes, its status and time on every width; author and update on wide screens. */
export function usePostColumns(
  links: ReturnType<typeof usePostLinks>,
  canCompose: boolean,
): ColumnsType<PostSummary> {
  const { t } = useTranslation();
  return [
    {
      title: t('content.columns.post'),
      key: 'post',
      render: (_, post) => <PostCell post={post} href={links.detail(post)} />,
    },
    {
      title: t('content.columns.accounts'),
      key: 'accounts',
      render: (_, post) => <AccountIcons accounts={post.accounts} />,
    },
    {
      title: t('content.columns.status'),
      key: 'status',
      render: (_, post) => (
        <Flex gap={4} wrap>
          <StatusTag status={post.status} />
          <HeldTag held={post.held} />
        </Flex>
      ),
    },
    {
      title: t('content.columns.time'),
      key: 'time',
      render: (_, post) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <PostTime post={post} />
        </div>
      ),
    },
    {
      title: t('content.columns.author'),
      key: 'author',
      responsive: ['xl'],
      render: (_, post) =>
        post.author ? (
          <span style={{ whiteSpace: 'nowrap' }}>{post.author}</span>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('content.columns.updated'),
      key: 'updated',
      responsive: ['xxl'],
      render: (_, post) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(post.updated_at)}</span>,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, post) => <PostLinks post={post} links={links} canCompose={canCompose} />,
    },
  ];
}
