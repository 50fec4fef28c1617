import { LinkOutlined } from '@ant-design/icons';
import { type Feed, type FeedDetail, ownFeedTypes } from '@herald/contract';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthorAvatar } from '../components/AuthorAvatar.js';
import { FeedMarks } from '../components/badges.js';
import { FeedTime } from '../components/FeedTime.js';

export function isOwn(feed: Feed): boolean {
  return (ownFeedTypes as readonly string[]).includes(feed.feed_type);
}

/** The post the item belongs to, as the account published it. */
export function OriginalPost({ post }: { post: FeedDetail['post'] }) {
  const { t } = useTranslation();
  if (!post) return null;
  return (
    <Card size="small" title={t('feeds.detail.post')} data-testid="feeds-post">
      <Typography.Paragraph
        style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}
        ellipsis={{ rows: 6, expandable: true }}
      >
        {post.text ?? '—'}
      </Typography.Paragraph>
      <Flex gap="small" wrap align="center">
        {post.posted_at && <FeedTime iso={post.posted_at} />}
        {post.permalink && (
          <Typography.Link href={post.permalink} target="_blank" rel="noreferrer">
            <LinkOutlined /> {post.permalink}
          </Typography.Link>
        )}
      </Flex>
    </Card>
  );
}

/** The conversation, oldest first: the team's own items on the right, the opened item marked. */
export function Thread({ thread, current }: { thread: readonly Feed[]; current: number }) {
  const { t } = useTranslation();
  const items = thread.length > 0 ? thread : [];
  if (items.length === 0) return null;
  return (
    <Card size="small" title={t('feeds.detail.thread')}>
      <ol className="feeds-thread" data-testid="feeds-thread">
        {items.map((item) => {
          const own = isOwn(item);
          const classes = ['feeds-bubble', own ? 'feeds-bubble-own' : 'feeds-bubble-theirs'];
          if (item.id === current) classes.push('feeds-bubble-current');
          return (
            <li key={item.id} className={own ? 'feeds-thread-own' : 'feeds-thread-theirs'}>
              {!own && <AuthorAvatar author={item.author} size={28} />}
              <div className={classes.join(' ')} aria-current={item.id === current ? 'true' : undefined}>
                <Flex gap={6} wrap align="baseline" className="feeds-bubble-head">
                  <Typography.Text strong>
                    {own ? t('feeds.detail.own') : (item.author.name ?? t('feeds.row.unknownAuthor'))}
                  </Typography.Text>
                  <FeedTime iso={item.created_at} />
                  {item.id === current && (
                    <span className="feeds-chip feeds-chip-current">{t('feeds.detail.thisItem')}</span>
                  )}
                  <FeedMarks feed={item} />
                </Flex>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {item.text || t('feeds.row.noText')}
                </Typography.Paragraph>
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
