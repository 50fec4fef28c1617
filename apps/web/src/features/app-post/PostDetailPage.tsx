import { ArrowLeftOutlined } from '@ant-design/icons';
import { type AppPost, apiPaths, errorCatalog } from '@herald/contract';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/hooks.js';
import { ApiError } from '../../api/transport.js';
import { NetworkIcon } from '../../components/networks.js';
import { formatTime, PageHeader } from '../../components/paged.js';
import { AppPostStatusTag } from '../../components/post/AppPostStatusTag.js';
import { idOf } from '../../components/post/detail/usePostDetail.js';
import { usePostName } from '../../components/post/PostTitle.js';
import { EmptyState, FullPageSpinner, QueryError } from '../../components/states.js';
import { useRouteLink } from '../../lib/links.js';
import type { ScreenProps } from '../../screens/types.js';
import { CopyBlock } from './components/CopyBlock.js';
import { PostMediaList } from './components/PostMediaList.js';
import { PublishSteps } from './components/PublishSteps.js';
import { ShareActions } from './components/ShareActions.js';

/** How often a shared post is looked at again: the server may find it on Instagram meanwhile. */
const FOLLOW_SHARED_MS = 30_000;

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === errorCatalog.not_found.code;
}

function Heading({ post }: { post: AppPost }) {
  const { t } = useTranslation();
  const nameOf = usePostName();
  return (
    <PageHeader title={nameOf(post)}>
      <Flex gap="small" align="center" wrap style={{ marginTop: 8 }}>
        <AppPostStatusTag status={post.status} />
        <NetworkIcon network={post.account.network} size={14} />
        <Typography.Text strong>{post.account.name}</Typography.Text>
        {post.account.emulated && <Tag style={{ marginInlineEnd: 0 }}>{t('account.emulated')}</Tag>}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('appPost.detail.requested', { time: formatTime(post.requested_at), author: post.author })}
      </Typography.Text>
    </PageHeader>
  );
}

/** app.post.detail (?id=): one post to publish from the phone, with the steps and what to paste. */
export default function PostDetailPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const link = useRouteLink();
  const [search] = useSearchParams();
  const id = idOf(search);
  const query = useApiQuery(
    apiPaths.app.postDetail,
    { id: id ?? 0 },
    {
      enabled: id !== null,
      refetchInterval: (current) => (current.state.data?.status === 'shared' ? FOLLOW_SHARED_MS : false),
    },
  );
  const back = (
    <Link to={link('app.post.list')}>
      <ArrowLeftOutlined /> {t('appPost.detail.back')}
    </Link>
  );

  if (id === null) return <EmptyState description={t('appPost.detail.missing')} action={back} />;
  if (query.isError && isNotFound(query.error))
    return <EmptyState description={t('appPost.detail.notFound')} action={back} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <FullPageSpinner />;
  const post = query.data;

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 720 }}>
      <div>{back}</div>
      <Heading post={post} />
      <ShareActions post={post} />
      <PublishSteps post={post} />
      <PostMediaList post={post} />
      <CopyBlock title={t('appPost.detail.caption')} text={post.text} testId="app-post-caption" />
      {post.first_comment && (
        <CopyBlock
          title={t('appPost.detail.firstComment')}
          text={post.first_comment}
          hint={t('appPost.detail.firstCommentHint')}
          testId="app-post-first-comment"
        />
      )}
    </Flex>
  );
}
