import { type AppPostStatus, appPostStatuses } from '@herald/contract';
import { Button, Divider, Flex, Spin, Typography } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/paged.js';
import { EmptyState, QueryError } from '../../components/states.js';
import { pageTitle } from '../../i18n/titles.js';
import { useRouteLink } from '../../lib/links.js';
import { useLoadOnScroll } from '../../lib/use-load-on-scroll.js';
import type { ScreenProps } from '../../screens/types.js';
import { AppPostCard } from './components/AppPostCard.js';
import { type StatusCounts, StatusTabs } from './components/StatusTabs.js';
import { useAppPosts } from './hooks/useAppPosts.js';
import { PushBanner } from './push/PushBanner.js';

function isStatus(value: string | null): value is AppPostStatus {
  return appPostStatuses.some((status) => status === value);
}

/**
 * app.post.list: the posts the caller is asked to publish from the phone, one pile per status (kept in
 * `?status=` so going back returns to the same pile), loading more as the list scrolls.
 */
export default function PostListPage({ routeName }: ScreenProps) {
  const { t } = useTranslation();
  const link = useRouteLink();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('status');
  const status: AppPostStatus = isStatus(wanted) ? wanted : 'pending';
  const posts = useAppPosts(status);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = posts;
  const sentinel = useLoadOnScroll(
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    fetchNextPage,
  );
  const choose = (next: AppPostStatus) =>
    setSearch(
      (current) => {
        current.set('status', next);
        return current;
      },
      { replace: true },
    );
  const list = posts.data?.pages.flatMap((page) => page.list) ?? [];
  // The counts stay on the tabs while another pile loads.
  const counts = useRef<StatusCounts | undefined>(undefined);
  counts.current = posts.data?.pages[0]?.counts ?? counts.current;

  let body: ReactNode;
  if (posts.isError && !posts.data)
    body = <QueryError error={posts.error} onRetry={() => void posts.refetch()} />;
  else if (posts.isPending) body = <div style={{ minHeight: 160 }} />;
  else if (list.length === 0) body = <EmptyState description={t(`appPost.list.empty.${status}`)} />;
  else
    body = (
      <Flex vertical gap="small">
        {list.map((post) => (
          <AppPostCard
            key={post.id}
            post={post}
            href={link('app.post.detail', { query: { id: String(post.id) } })}
          />
        ))}
        <div ref={sentinel} />
        {isFetchNextPageError ? (
          <QueryError error={posts.error} onRetry={() => void fetchNextPage()} />
        ) : hasNextPage ? (
          <Flex justify="center">
            <Button loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {t('appPost.list.loadMore')}
            </Button>
          </Flex>
        ) : (
          <Divider plain>
            <Typography.Text type="secondary">{t('appPost.list.end')}</Typography.Text>
          </Divider>
        )}
      </Flex>
    );

  return (
    <>
      <PageHeader title={pageTitle(t, routeName)} />
      <Flex vertical gap="middle" style={{ maxWidth: 720 }}>
        <PushBanner />
        <StatusTabs value={status} counts={counts.current} onChange={choose} />
        <div data-testid="app-post-list" aria-busy={posts.isFetching}>
          <Spin spinning={posts.isFetching && !isFetchingNextPage}>{body}</Spin>
        </div>
      </Flex>
    </>
  );
}
