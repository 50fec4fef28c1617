import { LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { apiPaths, type NetworkCommentView, type SocialNetwork } from '@herald/contract';
import { Button, Drawer, Flex, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { formatTime } from '../paged.js';
import { EmptyState, QueryError } from '../states.js';
import { usePhone } from '../viewport.js';
import { ReplyBox } from './ReplyBox.js';
import { ReviewLevelSelect } from './ReviewLevelSelect.js';
import { type EngagementOrigin, useEngagementSubmit } from './useEngagementSubmit.js';

/** How often the newest comments are read again, so replies that went out appear. */
const LIVE_MS = 5000;

export interface CommentedPost {
  accountId: number;
  accountName: string;
  network: SocialNetwork;
  postId: string;
  excerpt: string;
  link: string | null;
}

/**
 * Comments as conversations: each top-level comment (newest first) followed by its replies in the
 * order they were written; replies whose comment is on another page keep their place.
 */
export function threaded(comments: readonly NetworkCommentView[]): NetworkCommentView[] {
  const ids = new Set(comments.map((comment) => comment.id));
  const repliesOf = new Map<string, NetworkCommentView[]>();
  for (const comment of comments)
    if (comment.parent_id && ids.has(comment.parent_id))
      repliesOf.set(comment.parent_id, [...(repliesOf.get(comment.parent_id) ?? []), comment]);
  const byTime = (a: NetworkCommentView, b: NetworkCommentView) =>
    Date.parse(a.created_at) - Date.parse(b.created_at);
  return comments
    .filter((comment) => !comment.parent_id || !ids.has(comment.parent_id))
    .flatMap((comment) => [comment, ...(repliesOf.get(comment.id) ?? []).sort(byTime)]);
}

/** One page of comments read from the network; the last page offers the older ones. */
function CommentPage({
  post,
  cursor,
  last,
  onMore,
  render,
}: {
  post: CommentedPost;
  cursor: string | null;
  last: boolean;
  onMore: (next: string) => void;
  render: (comment: NetworkCommentView) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const query = useApiQuery(
    apiPaths.comment.remote,
    { account_id: post.accountId, post_id: post.postId, cursor },
    { refetchInterval: cursor === null ? LIVE_MS : false },
  );
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const comments = threaded(query.data?.comments ?? []);
  if (cursor === null && query.data && comments.length === 0)
    return <EmptyState description={t('engagement.comments.empty')} />;
  return (
    <>
      <List loading={query.isPending} dataSource={comments} renderItem={render} />
      {last && query.data?.next ? (
        <Button block onClick={() => onMore(query.data?.next ?? '')}>
          {t('engagement.comments.more')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The comments of one published post, read from the network: write a comment, reply to one, or like
 * one, each going out through the publishing pipeline (and approval, when a level is chosen).
 */
export function CommentsDrawer({ post, onClose }: { post: CommentedPost | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const submit = useEngagementSubmit();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [replying, setReplying] = useState<string | null>(null);
  const [level, setLevel] = useState<number | null>(null);
  if (!post) return null;
  const origin = (target: Partial<EngagementOrigin['target']> & { social_id: string }): EngagementOrigin => ({
    accountId: post.accountId,
    network: post.network,
    target: {
      post_id: null,
      recipient_id: null,
      author: post.accountName,
      excerpt: post.excerpt,
      link: post.link,
      ...target,
    },
  });
  const ofComment = (comment: NetworkCommentView) =>
    origin({
      social_id: comment.id,
      post_id: post.postId,
      author: comment.author ?? '',
      excerpt: comment.text,
      link: null,
    });
  const renderComment = (comment: NetworkCommentView) => (
    <List.Item
      key={comment.id}
      style={{ paddingInlineStart: comment.parent_id ? 24 : 0, display: 'block' }}
      data-testid="network-comment"
    >
      <Flex vertical gap={4}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{comment.author ?? '—'}</Typography.Text>
          {comment.own ? <Tag color="blue">{t('engagement.comments.own')}</Tag> : null}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatTime(comment.created_at)}
          </Typography.Text>
        </Flex>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {comment.text}
        </Typography.Paragraph>
        {comment.own ? null : (
          <Flex gap={4}>
            <Button
              size="small"
              type="link"
              icon={<MessageOutlined />}
              onClick={() => setReplying(comment.id)}
            >
              {t('engagement.comments.reply')}
            </Button>
            <Button
              size="small"
              type="link"
              icon={<LikeOutlined />}
              loading={submit.busy}
              onClick={() => void submit.like(ofComment(comment), level)}
            >
              {t('engagement.comments.like')}
              {comment.like_count ? ` · ${comment.like_count}` : ''}
            </Button>
          </Flex>
        )}
        {replying === comment.id ? (
          <ReplyBox
            label={t('engagement.comments.replyTo', { author: comment.author ?? '' })}
            placeholder={t('engagement.comments.placeholder')}
            sendLabel={t('engagement.comments.send')}
            busy={submit.busy}
            onSend={async (text) => {
              const sent = await submit.comment(ofComment(comment), text, level);
              if (sent) setReplying(null);
              return sent;
            }}
          />
        ) : null}
      </Flex>
    </List.Item>
  );
  return (
    <Drawer
      open
      onClose={onClose}
      width={phone ? '100%' : 560}
      title={t('engagement.comments.title', { account: post.accountName })}
      extra={<ReviewLevelSelect value={level} onChange={setLevel} />}
    >
      <Flex vertical gap={16}>
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('engagement.comments.newComment')}</Typography.Text>
          <ReplyBox
            label={t('engagement.comments.newComment')}
            placeholder={t('engagement.comments.placeholder')}
            sendLabel={t('engagement.comments.send')}
            busy={submit.busy}
            onSend={(text) => submit.comment(origin({ social_id: post.postId }), text, level)}
          />
          <Button
            icon={<LikeOutlined />}
            style={{ alignSelf: 'start' }}
            loading={submit.busy}
            onClick={() => void submit.like(origin({ social_id: post.postId }), level)}
          >
            {t('engagement.comments.like')}
          </Button>
        </Flex>
        {cursors.map((cursor, index) => (
          <CommentPage
            key={cursor ?? 'first'}
            post={post}
            cursor={cursor}
            last={index === cursors.length - 1}
            onMore={(next) => setCursors((current) => [...current, next])}
            render={renderComment}
          />
        ))}
      </Flex>
    </Drawer>
  );
}
