import {
  apiPaths,
  type ListeningTopicStatus,
  listeningTopicStatusSchema,
  type TopicType,
  topicTypes,
} from '@herald/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Flex, Select, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useApiQuery } from '../../../api/hooks.js';
import { AddButton } from '../../../components/actions.js';
import { PagedTable, PageHeader, usePaging } from '../../../components/paged.js';
import { currentLanguage } from '../../../i18n/index.js';
import { pageTitle } from '../../../i18n/titles.js';
import { useRouteLink } from '../../../lib/links.js';
import type { ScreenProps } from '../../../screens/types.js';
import { useTopicActions } from '../hooks/useTopicActions.js';
import { topicQuery, topicRoute } from '../model/links.js';
import { topicColumns } from './columns.js';
import { TopicActions } from './TopicActions.js';

const statuses = listeningTopicStatusSchema.options;

/** The status tab a link opened the list on (?status=), active by default. */
function statusOf(value: string | null): ListeningTopicStatus {
  const parsed = listeningTopicStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : 'active';
}

/**
 * listen.home: the game's topics by status (a tab each, kept in ?status=), type and title, each with
 * how its networks stand, its mentions and last day's sentiment, unread alerts and last fetch, and
 * the actions its status allows.
 */
export default function HomePage({ routeName }: ScreenProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const link = useRouteLink();
  const [query, setQuery] = useSearchParams();
  const status = statusOf(query.get('status'));
  const [type, setType] = useState<TopicType | undefined>();
  const paging = usePaging();
  const list = useApiQuery(
    apiPaths.listenTopic.list,
    { ...paging.input, status, ...(type ? { type } : {}) },
    { placeholderData: keepPreviousData },
  );
  const actions = useTopicActions();
  const hrefOf = (topic: { id: number; status: ListeningTopicStatus }) =>
    link(topicRoute(topic.status), {
      params: { id: String(topic.id) },
      query: topicQuery(topic.status, location.search),
    });
  const columns = topicColumns(t, locale, hrefOf, (topic) => (
    <TopicActions topic={topic} actions={actions} search={location.search} />
  ));

  const add = () => void navigate(link('listen.new'));
  return (
    <>
      <PageHeader
        title={pageTitle(t, routeName)}
        action={<AddButton label={t('listen.home.new')} onClick={add} testId="topic-new" />}
      />
      <Tabs
        activeKey={status}
        onChange={(key) => {
          const next = new URLSearchParams(query);
          next.set('status', key);
          setQuery(next);
          paging.setPage(1);
        }}
        items={statuses.map((key) => ({ key, label: t(`listen.status.${key}`) }))}
      />
      <PagedTable
        query={list}
        paging={paging}
        columns={columns}
        rowKey="id"
        testId="topic-list"
        searchPlaceholder={t('listen.home.search')}
        filtered={type !== undefined || status !== 'active'}
        emptyAction={
          <Flex vertical align="center" gap="small">
            <Typography.Text type="secondary">{t('listen.home.emptyHint')}</Typography.Text>
            <AddButton label={t('listen.home.new')} onClick={add} />
          </Flex>
        }
        filters={
          <Select<TopicType | undefined>
            allowClear
            aria-label={t('listen.home.type')}
            placeholder={t('listen.home.allTypes')}
            value={type}
            onChange={(value) => {
              setType(value);
              paging.setPage(1);
            }}
            options={topicTypes.map((value) => ({ value, label: t(`listen.types.${value}`) }))}
            style={{ width: 160 }}
            data-testid="topic-type"
          />
        }
      />
    </>
  );
}
