import {
  type Feed,
  type FeedChange,
  type FeedState,
  feedStates,
  type JudgedSentiment,
  judgedSentiments,
  TAGS_PER_ITEM_MAX,
  type Tag,
} from '@herald/contract';
import { Card, Descriptions, Flex, Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SentimentBadge } from '../components/badges.js';
import { TagChip } from '../components/TagChips.js';
import type { Member } from '../hooks/useFeedLookups.js';

function isJudged(value: string): value is JudgedSentiment {
  return (judgedSentiments as readonly string[]).includes(value);
}

/** The item's tags with add and remove, and how many more it may take. */
function TagEditor({
  feed,
  tags,
  change,
  busy,
}: {
  feed: Feed;
  tags: ReadonlyMap<number, Tag>;
  change: (change: FeedChange) => Promise<boolean>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const full = feed.tag_ids.length >= TAGS_PER_ITEM_MAX;
  const remaining = [...tags.values()].filter((tag) => !feed.tag_ids.includes(tag.id));
  return (
    <Flex vertical gap={6}>
      <Flex wrap gap={4} data-testid="feeds-detail-tags">
        {feed.tag_ids.map((id) => {
          const tag = tags.get(id);
          if (!tag) return null;
          return (
            <TagChip
              key={id}
              tag={tag}
              removeLabel={`${t('feeds.bulk.untag')}: ${tag.name}`}
              onRemove={busy ? undefined : () => void change({ kind: 'tags_remove', tag_ids: [id] })}
            />
          );
        })}
      </Flex>
      <Flex gap="small" align="center" wrap>
        <Select<number>
          aria-label={t('feeds.detail.tagPlaceholder')}
          placeholder={t('feeds.detail.tagPlaceholder')}
          value={null}
          disabled={full || busy}
          style={{ minWidth: 160 }}
          popupMatchSelectWidth={false}
          options={remaining.map((tag) => ({ value: tag.id, label: <TagChip tag={tag} />, title: tag.name }))}
          showSearch={{ optionFilterProp: 'title' }}
          onChange={(id) => void change({ kind: 'tags_add', tag_ids: [id] })}
        />
        <Typography.Text type={full ? 'warning' : 'secondary'} data-testid="feeds-tag-limit">
          {t('feeds.detail.tagLimit', { count: feed.tag_ids.length, max: TAGS_PER_ITEM_MAX })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** Where the item is in the team's work: state, assignee, sentiment (with a correction), tags. */
export function Triage({
  feed,
  tags,
  members,
  change,
  busy,
}: {
  feed: Feed;
  tags: ReadonlyMap<number, Tag>;
  members: readonly Member[];
  change: (change: FeedChange) => Promise<boolean>;
  busy: string | null;
}) {
  const { t } = useTranslation();
  const memberOptions = [
    { value: 0, label: t('feeds.row.unassigned') },
    ...members.map((member) => ({ value: member.user_id, label: member.name })),
  ];
  if (feed.assignee_id !== null && !members.some((member) => member.user_id === feed.assignee_id))
    memberOptions.push({ value: feed.assignee_id, label: feed.assignee_name ?? `#${feed.assignee_id}` });
  return (
    <Card size="small" title={t('feeds.detail.triage')}>
      <Descriptions column={1} size="small" colon={false} styles={{ label: { width: 96 } }}>
        <Descriptions.Item label={t('feeds.detail.state')}>
          <Segmented<FeedState>
            size="small"
            value={feed.state}
            disabled={busy !== null}
            aria-label={t('feeds.detail.state')}
            onChange={(state) => void change({ kind: 'state', state })}
            options={feedStates.map((state) => ({ value: state, label: t(`feeds.states.${state}`) }))}
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('feeds.detail.assignee')}>
          <Select<number>
            aria-label={t('feeds.detail.assignee')}
            size="small"
            style={{ minWidth: 180 }}
            value={feed.assignee_id ?? 0}
            disabled={busy !== null}
            options={memberOptions}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(id) => void change({ kind: 'assign', assignee_id: id === 0 ? null : id })}
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('feeds.detail.sentiment')}>
          <Flex gap="small" align="center" wrap>
            <SentimentBadge sentiment={feed.sentiment} source={feed.sentiment_source} />
            <Select<string>
              aria-label={t('feeds.detail.correct')}
              placeholder={t('feeds.detail.correct')}
              size="small"
              value={null}
              style={{ minWidth: 140 }}
              popupMatchSelectWidth={false}
              disabled={busy !== null}
              options={judgedSentiments
                .filter((sentiment) => sentiment !== feed.sentiment)
                .map((sentiment) => ({ value: sentiment, label: t(`feeds.sentiments.${sentiment}`) }))}
              onChange={(value) => {
                if (isJudged(value)) void change({ kind: 'sentiment', sentiment: value });
              }}
            />
            {feed.sentiment_source && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="feeds-sentiment-source">
                {t(`feeds.sources.${feed.sentiment_source}`)}
              </Typography.Text>
            )}
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('feeds.detail.tags')}>
          <TagEditor feed={feed} tags={tags} change={change} busy={busy !== null} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
