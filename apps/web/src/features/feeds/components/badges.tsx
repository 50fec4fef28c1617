import {
  BugOutlined,
  ClockCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  FrownOutlined,
  MehOutlined,
  QuestionCircleOutlined,
  SmileOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Feed, FeedState, IssueClass, Sentiment, SentimentSource } from '@herald/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullTime } from '../model/time.js';

const sentimentIcons: Record<Sentiment, ReactNode> = {
  positive: <SmileOutlined aria-hidden />,
  negative: <FrownOutlined aria-hidden />,
  neutral: <MehOutlined aria-hidden />,
  unclassified: <QuestionCircleOutlined aria-hidden />,
  init: <ClockCircleOutlined aria-hidden />,
};

/** A chip of the inbox: text always, colour and icon only as a second cue. */
function Chip({
  kind,
  icon,
  children,
  title,
  testId,
}: {
  kind: string;
  icon?: ReactNode;
  children: ReactNode;
  title?: string;
  testId?: string;
}) {
  return (
    <span className={`feeds-chip feeds-chip-${kind}`} title={title} data-testid={testId}>
      {icon}
      {children}
    </span>
  );
}

/** The item's sentiment, with who decided it on hover ("corrected by a person"). */
export function SentimentBadge({
  sentiment,
  source,
}: {
  sentiment: Sentiment;
  source: SentimentSource | null;
}) {
  const { t } = useTranslation();
  return (
    <Chip
      kind={`sentiment-${sentiment}`}
      icon={sentimentIcons[sentiment]}
      title={source ? t(`feeds.sources.${source}`) : undefined}
      testId="feed-sentiment"
    >
      {t(`feeds.sentiments.${sentiment}`)}
      {source === 'person' && <UserOutlined aria-label={t('feeds.sources.person')} />}
    </Chip>
  );
}

export function StateBadge({ state }: { state: FeedState }) {
  const { t } = useTranslation();
  return (
    <Chip kind={`state-${state}`} testId="feed-state">
      {t(`feeds.states.${state}`)}
    </Chip>
  );
}

/** The issue classes detected on the item (crash, lag, payment…). */
export function IssueBadges({ issues }: { issues: readonly IssueClass[] }) {
  const { t } = useTranslation();
  return issues.map((issue) => (
    <Chip key={issue} kind="issue" icon={<BugOutlined aria-hidden />}>
      {t(`feeds.issues.${issue}`)}
    </Chip>
  ));
}

/** Deleted, edited or hidden on the network. */
export function FeedMarks({ feed }: { feed: Feed }) {
  const { t } = useTranslation();
  const marks: { key: string; icon: ReactNode; label: string; hint: string }[] = [];
  if (feed.deleted_at)
    marks.push({
      key: 'deleted',
      icon: <DeleteOutlined aria-hidden />,
      label: t('feeds.marks.deleted'),
      hint: t('feeds.marks.deletedAt', { time: fullTime(feed.deleted_at) }),
    });
  if (feed.edited_at)
    marks.push({
      key: 'edited',
      icon: <EditOutlined aria-hidden />,
      label: t('feeds.marks.edited'),
      hint: t('feeds.marks.editedAt', { time: fullTime(feed.edited_at) }),
    });
  if (feed.hidden)
    marks.push({
      key: 'hidden',
      icon: <EyeInvisibleOutlined aria-hidden />,
      label: t('feeds.marks.hidden'),
      hint: t('feeds.marks.hiddenHint'),
    });
  return marks.map((mark) => (
    <span key={mark.key} className="feeds-mark" title={mark.hint} data-testid={`feed-mark-${mark.key}`}>
      {mark.icon}
      <span>{mark.label}</span>
    </span>
  ));
}
