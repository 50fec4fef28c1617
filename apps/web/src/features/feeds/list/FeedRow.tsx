import { UserOutlined } from '@ant-design/icons';
import type { Feed, Tag } from '@herald/contract';
import { Checkbox } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkIcon, networkName } from '../../../components/networks.js';
import { currentLanguage } from '../../../i18n/index.js';
import { AuthorAvatar } from '../components/AuthorAvatar.js';
import { FeedMarks, IssueBadges, SentimentBadge, StateBadge } from '../components/badges.js';
import { FeedTime } from '../components/FeedTime.js';
import { TagChips } from '../components/TagChips.js';
import { compactCount } from '../model/counts.js';

export interface FeedRowProps {
  feed: Feed;
  index: number;
  total: number;
  active: boolean;
  open: boolean;
  checked: boolean;
  /** Null when the caller cannot take bulk actions. */
  onCheck: ((feed: Feed, on: boolean) => void) | null;
  onOpen: (feed: Feed) => void;
  onFocusRow: (index: number) => void;
  tags: ReadonlyMap<number, Tag>;
}

/**
 * One item of the inbox, an ARIA feed article: who wrote what where, how it reads (sentiment, tags,
 * issue classes) and where it is in the team's work (state, assignee). Clicking it opens the detail.
 */
export const FeedRow = memo(function FeedRow({
  feed,
  index,
  total,
  active,
  open,
  checked,
  onCheck,
  onOpen,
  onFocusRow,
  tags,
}: FeedRowProps) {
  const { t } = useTranslation();
  const author = feed.author.name ?? t('feeds.row.unknownAuthor');
  const classes = ['feeds-row'];
  if (active) classes.push('feeds-row-active');
  if (open) classes.push('feeds-row-open');
  if (feed.state === 'new') classes.push('feeds-row-new');
  return (
    <article
      className={classes.join(' ')}
      aria-posinset={index + 1}
      aria-setsize={total}
      aria-label={t('feeds.row.open', { author })}
      aria-current={open ? 'true' : undefined}
      tabIndex={active ? 0 : -1}
      data-testid="feed-row"
      data-feed-id={feed.id}
      onFocus={() => onFocusRow(index)}
      onClick={() => onOpen(feed)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
        event.preventDefault();
        onOpen(feed);
      }}
    >
      {onCheck && (
        // The checkbox selects for bulk actions; its click must not also open the item.
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click reaching the row.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the checkbox inside takes the keyboard itself.
        <span className="feeds-row-check" onClick={(event) => event.stopPropagation()}>
          <Checkbox
            checked={checked}
            aria-label={t('feeds.row.select')}
            tabIndex={active ? 0 : -1}
            onChange={(event) => onCheck(feed, event.target.checked)}
          />
        </span>
      )}
      <AuthorAvatar author={feed.author} size={36} />
      <div className="feeds-row-body">
        <div className="feeds-row-head">
          <span className="feeds-row-author">{author}</span>
          {feed.author.followers !== null && (
            <span className="feeds-row-muted">
              {t('feeds.row.followers', {
                count: feed.author.followers,
                formatted: compactCount(feed.author.followers, currentLanguage()),
              })}
            </span>
          )}
          <span className="feeds-row-where">
            <NetworkIcon network={feed.social_channel} size={14} />
            <span className="herald-visually-hidden">{networkName(feed.social_channel)}</span>
            <span className="feeds-row-account">{feed.account_name}</span>
            <span className="feeds-row-muted">· {t(`feeds.types.${feed.feed_type}`)}</span>
          </span>
          <FeedTime iso={feed.created_at} />
        </div>
        <p className={feed.deleted_at ? 'feeds-row-text feeds-row-text-deleted' : 'feeds-row-text'}>
          {feed.text || t('feeds.row.noText')}
        </p>
        <div className="feeds-row-meta">
          <SentimentBadge sentiment={feed.sentiment} source={feed.sentiment_source} />
          <StateBadge state={feed.state} />
          <IssueBadges issues={feed.issue_classes} />
          <TagChips ids={feed.tag_ids} byId={tags} />
          <FeedMarks feed={feed} />
          <span className="feeds-row-assignee">
            <UserOutlined aria-hidden />
            {feed.assignee_name ? (
              <span title={t('feeds.row.assignee', { name: feed.assignee_name })}>{feed.assignee_name}</span>
            ) : (
              <span className="feeds-row-muted">{t('feeds.row.unassigned')}</span>
            )}
          </span>
        </div>
      </div>
    </article>
  );
});
