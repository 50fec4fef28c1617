import type { TopicSummary, UiLocale } from '@herald/contract';
import { Badge, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatTime } from '../../../components/paged.js';
import { formatCount } from '../../../components/reports/model/display.js';
import { SentimentBar } from '../components/SentimentBar.js';
import { SourceStates } from '../components/SourceStates.js';

/** The home list's columns; `hrefOf` links a topic where its status opens, `actions` renders its actions. */
export function topicColumns(
  t: TFunction,
  locale: UiLocale,
  hrefOf: (topic: TopicSummary) => string,
  actions: (topic: TopicSummary) => React.ReactNode,
): ColumnsType<TopicSummary> {
  return [
    {
      key: 'title',
      title: t('listen.home.columns.title'),
      render: (_, topic) => (
        <Link to={hrefOf(topic)} data-testid={`topic-link-${topic.id}`}>
          {topic.title}
        </Link>
      ),
    },
    {
      key: 'type',
      title: t('listen.home.columns.type'),
      render: (_, topic) => t(`listen.types.${topic.type}`),
      responsive: ['md'],
    },
    {
      key: 'networks',
      title: t('listen.home.columns.networks'),
      render: (_, topic) => <SourceStates statuses={topic.sources_status} />,
    },
    {
      key: 'mentions',
      title: t('listen.home.columns.mentions'),
      align: 'right',
      render: (_, topic) => formatCount(topic.mentions, locale),
    },
    {
      key: 'last24h',
      title: t('listen.home.columns.last24h'),
      render: (_, topic) => <SentimentBar counts={topic.last_24h} />,
    },
    {
      key: 'alerts',
      title: t('listen.home.columns.alerts'),
      render: (_, topic) =>
        topic.alerts > 0 ? (
          <Badge count={topic.alerts} title={t('listen.home.alerts', { count: topic.alerts })} />
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'lastFetched',
      title: t('listen.home.columns.lastFetched'),
      render: (_, topic) =>
        topic.last_fetched_at ? (
          formatTime(topic.last_fetched_at)
        ) : (
          <Typography.Text type="secondary">{t('listen.home.never')}</Typography.Text>
        ),
      responsive: ['sm'],
    },
    { key: 'actions', title: t('common.actions'), render: (_, topic) => actions(topic) },
  ];
}
