import type { FeedDetail } from '@herald/contract';
import { Button, Card, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.js';
import { AuthorAvatar } from '../components/AuthorAvatar.js';
import { SentimentBadge } from '../components/badges.js';
import { FeedTime } from '../components/FeedTime.js';
import { compactCount } from '../model/counts.js';

/** Earlier items listed before "show more". */
const FIRST = 5;

/** Who wrote it: name, picture, followers, and what else they wrote in this game (newest first). */
export function AuthorCard({ detail, onOpen }: { detail: FeedDetail; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const { author } = detail.feed;
  const others = detail.author_items.filter((item) => item.id !== detail.feed.id);
  const [all, setAll] = useState(false);
  const shown = all ? others : others.slice(0, FIRST);
  return (
    <Card size="small" title={t('feeds.detail.author')} data-testid="feeds-author">
      <Flex gap="middle" align="center">
        <AuthorAvatar author={author} size={48} />
        <Flex vertical>
          <Typography.Text strong>{author.name ?? t('feeds.row.unknownAuthor')}</Typography.Text>
          {author.followers !== null && (
            <Typography.Text type="secondary">
              {t('feeds.row.followers', {
                count: author.followers,
                formatted: compactCount(author.followers, currentLanguage()),
              })}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">
            {t('feeds.detail.earlier', { count: detail.author_item_count })}
          </Typography.Text>
        </Flex>
      </Flex>
      <List
        size="small"
        dataSource={shown}
        locale={{ emptyText: t('feeds.detail.noEarlier') }}
        renderItem={(item) => (
          <List.Item>
            <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
              <Button type="link" className="feeds-link-button" onClick={() => onOpen(item.id)}>
                <span className="feeds-clamp-1">{item.text || t('feeds.row.noText')}</span>
              </Button>
              <Flex gap={6} align="center" wrap>
                <SentimentBadge sentiment={item.sentiment} source={item.sentiment_source} />
                <FeedTime iso={item.created_at} />
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
      {shown.length < others.length && (
        <Button type="link" size="small" onClick={() => setAll(true)}>
          {t('feeds.detail.moreEarlier', { count: others.length - shown.length })}
        </Button>
      )}
    </Card>
  );
}
