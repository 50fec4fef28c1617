import { apiPaths, type ListenMention, type ListenNetwork, listenNetworks } from '@herald/contract';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Divider, Flex, Input, Select, Spin, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeyOf, useApiMutation } from '../../../../api/hooks.js';
import { type ApiError, call } from '../../../../api/transport.js';
import { EmptyState, QueryError } from '../../../../components/states.js';
import { useFailureText } from '../../../../lib/failure-text.js';
import { useLoadOnScroll } from '../../../../lib/use-load-on-scroll.js';
import { listenNetworkName } from '../../components/ListenNetwork.js';
import { rangeOf } from '../../model/range.js';
import { RangeControls, type RangeTabProps } from '../RangeControls.js';
import { MentionFeed } from './MentionFeed.js';
import { judged, type MentionSentiment } from './MentionItem.js';

const PAGE = 50;
type Judged = MentionSentiment;
type Page = { list: ListenMention[]; next: string | null; total: number };

interface Filters {
  networks: ListenNetwork[];
  sentiment?: Judged;
  keyword: string;
  author: string;
}

/**
 * mentions: newest first by the `next` cursor, a page of 50 loaded as the end scrolls into view (and
 * by "Load more"), filtered by network, sentiment, words and author; a sentiment is corrected in place.
 */
export function MentionsTab({ topicId, range, onRange }: RangeTabProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ networks: [], keyword: '', author: '' });
  const input = useMemo(
    () => ({
      topic_id: topicId,
      range: rangeOf(range),
      ...(filters.networks.length > 0 ? { networks: filters.networks } : {}),
      ...(filters.sentiment ? { sentiment: filters.sentiment } : {}),
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
      ...(filters.author ? { author: filters.author } : {}),
      limit: PAGE,
    }),
    [topicId, range, filters],
  );
  const key = [...queryKeyOf(apiPaths.listenInsight.mentions, input), 'pages'];
  const pages = useInfiniteQuery<Page, ApiError, InfiniteData<Page>, unknown[], string | null>({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      call(apiPaths.listenInsight.mentions, { ...input, cursor: pageParam }, { signal }),
    initialPageParam: null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = pages;
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinel = useLoadOnScroll(hasNextPage && !isFetchNextPageError, more);
  const correct = useApiMutation(apiPaths.listenInsight.correct, {
    invalidates: [apiPaths.listenInsight.overview],
  });
  const onCorrect = (mention: ListenMention, sentiment: Judged) =>
    correct.mutate(
      { topic_id: topicId, id: mention.id, sentiment },
      {
        onSuccess: (changed) => {
          client.setQueryData<InfiniteData<Page>>(
            key,
            (data) =>
              data && {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  list: page.list.map((row) => (row.id === changed.id ? changed : row)),
                })),
              },
          );
          void message.success(t('listen.mentions.correctedDone'));
        },
        onError: (error) => void message.error(failureText(error)),
      },
    );

  let body: React.ReactNode;
  if (pages.isError && rows.length === 0)
    body = <QueryError error={pages.error} onRetry={() => void pages.refetch()} />;
  else if (pages.isPending) body = <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  else if (rows.length === 0) body = <EmptyState description={t('listen.mentions.empty')} />;
  else
    body = (
      <>
        <Typography.Text type="secondary">{t('listen.mentions.total', { count: total })}</Typography.Text>
        <MentionFeed rows={rows} busy={isFetchingNextPage} onCorrect={onCorrect} />
        <div ref={sentinel} />
        <Flex justify="center">
          {isFetchNextPageError ? (
            <Button onClick={more}>{t('common.retry')}</Button>
          ) : isFetchingNextPage ? (
            <Spin size="small" />
          ) : hasNextPage ? (
            <Button onClick={more} data-testid="mentions-more">
              {t('listen.mentions.loadMore')}
            </Button>
          ) : (
            <Divider plain>
              <Typography.Text type="secondary">{t('listen.mentions.end')}</Typography.Text>
            </Divider>
          )}
        </Flex>
      </>
    );

  return (
    <Flex vertical gap="middle">
      <RangeControls choice={range} onChoice={onRange} />
      <Flex wrap gap="small">
        <Select<ListenNetwork[]>
          mode="multiple"
          allowClear
          value={filters.networks}
          onChange={(networks) => setFilters((current) => ({ ...current, networks }))}
          placeholder={t('listen.mentions.network')}
          aria-label={t('listen.mentions.network')}
          options={listenNetworks.map((value) => ({ value, label: listenNetworkName(value) }))}
          style={{ minWidth: 180 }}
          data-testid="mentions-networks"
        />
        <Select<Judged | undefined>
          allowClear
          value={filters.sentiment}
          onChange={(sentiment) => setFilters((current) => ({ ...current, sentiment }))}
          placeholder={t('listen.mentions.anySentiment')}
          aria-label={t('listen.mentions.sentiment')}
          options={judged.map((value) => ({ value, label: t(`listen.sentiment.${value}`) }))}
          style={{ width: 150 }}
          data-testid="mentions-sentiment"
        />
        <Input.Search
          allowClear
          placeholder={t('listen.mentions.keyword')}
          aria-label={t('listen.mentions.keyword')}
          onSearch={(keyword) => setFilters((current) => ({ ...current, keyword: keyword.trim() }))}
          style={{ width: 200 }}
        />
        <Input.Search
          allowClear
          placeholder={t('listen.mentions.author')}
          aria-label={t('listen.mentions.author')}
          onSearch={(author) => setFilters((current) => ({ ...current, author: author.trim() }))}
          style={{ width: 180 }}
        />
      </Flex>
      {body}
    </Flex>
  );
}
