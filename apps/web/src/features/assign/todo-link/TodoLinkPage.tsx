import { apiPaths } from '@herald/contract';
import { Alert, Button, Card, Divider, Flex, List, Typography } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../../api/hooks.js';
import { PageHeader } from '../../../components/paged.js';
import { EmptyState, QueryError } from '../../../components/states.js';
import { useRouteLink } from '../../../lib/links.js';
import { useLoadOnScroll } from '../../../lib/use-load-on-scroll.js';
import type { ScreenProps } from '../../../screens/types.js';
import { BackLink } from '../components/BackLink.js';
import { useLinkPages } from '../hooks/useLinkPages.js';
import { useLinkWrites } from '../hooks/useLinkWrites.js';
import { type LinkFilterValues, readLinkFilters, writeLinkFilters } from '../model/link-filters.js';
import { idParam } from '../model/query.js';
import { LinkFilters } from './LinkFilters.js';
import { isLinkable, LinkRow } from './LinkRow.js';

/** The link screen's filters in the URL query, so "Review" on a to-do opens the proposals. */
function useLinkFilters() {
  const [search, setSearch] = useSearchParams();
  const key = writeLinkFilters(new URLSearchParams(), readLinkFilters(search)).toString();
  const values = useMemo(() => readLinkFilters(new URLSearchParams(key)), [key]);
  const set = useCallback(
    (patch: Partial<LinkFilterValues>) =>
      setSearch((current) => writeLinkFilters(current, { ...readLinkFilters(current), ...patch }), {
        replace: true,
      }),
    [setSearch],
  );
  return { values, set };
}

/**
 * assign.todo.link (/assign/todo/link?id=…, a scrolling route): the receiver's published posts with
 * their link state, Herald's proposals first with a one-click Confirm, more loading as the list
 * scrolls; posts are linked several at once, and unlinked one by one.
 */
export default function TodoLinkPage(_screen: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const link = useRouteLink();
  const id = idParam(search);
  const filters = useLinkFilters();
  const detail = useApiQuery(apiPaths.assignTodo.detail, { id: id ?? 0 }, { enabled: id !== null });
  const pages = useLinkPages(id, filters.values);
  const writes = useLinkWrites(id ?? 0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const sentinel = useLoadOnScroll(
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    fetchNextPage,
  );
  const posts = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const open = detail.data?.can.link ?? false;
  const chosen = posts
    .filter((post) => selected.has(post.post_id) && isLinkable(post))
    .map((post) => post.post_id);
  const busyOn = (postId: number) =>
    (writes.link.isPending && (writes.link.variables?.post_ids ?? []).includes(postId)) ||
    (writes.unlink.isPending && writes.unlink.variables?.post_id === postId);
  const select = (postId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(postId);
      else next.delete(postId);
      return next;
    });
  const linkChosen = async () => {
    if (await writes.linkPosts(chosen)) setSelected(new Set());
  };
  const back = (
    <BackLink
      to={id === null ? link('assign.todo.list') : link('assign.todo.detail', { query: { id: String(id) } })}
      label={t('assign.link.back')}
    />
  );
  if (id === null || detail.isError) {
    return (
      <>
        {back}
        {id === null ? (
          <EmptyState description={t('assign.todo.missing')} />
        ) : (
          <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
        )}
      </>
    );
  }

  let body: ReactNode;
  if (pages.isError && !pages.data)
    body = <QueryError error={pages.error} onRetry={() => void pages.refetch()} />;
  else if (pages.isPending) body = <List loading dataSource={[]} />;
  else if (posts.length === 0)
    body = (
      <EmptyState
        description={filters.values.proposed ? t('assign.link.emptyProposed') : t('assign.link.empty')}
      />
    );
  else
    body = (
      <Flex vertical gap="small">
        <Card size="small">
          <List
            dataSource={posts}
            rowKey="post_id"
            data-testid="link-posts"
            renderItem={(post) => (
              <List.Item>
                <LinkRow
                  post={post}
                  open={open}
                  selected={selected.has(post.post_id)}
                  onSelect={(on) => select(post.post_id, on)}
                  onConfirm={() => void writes.linkPosts([post.post_id])}
                  onUnlink={() => void writes.unlinkPost(post.post_id)}
                  busy={busyOn(post.post_id)}
                />
              </List.Item>
            )}
          />
        </Card>
        <div ref={sentinel} />
        {isFetchNextPageError ? (
          <QueryError error={pages.error} onRetry={() => void fetchNextPage()} />
        ) : hasNextPage ? (
          <Flex justify="center">
            <Button loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {t('assign.link.loadMore')}
            </Button>
          </Flex>
        ) : (
          <Divider plain>
            <Typography.Text type="secondary">{t('assign.link.end')}</Typography.Text>
          </Divider>
        )}
      </Flex>
    );

  return (
    <>
      {back}
      <PageHeader title={t('assign.link.title')}>
        {detail.data && (
          <Typography.Text type="secondary">
            {t('assign.link.subtitle', { task: detail.data.task.name })}
          </Typography.Text>
        )}
      </PageHeader>
      {detail.data && !open && (
        <Alert
          type="info"
          showIcon
          title={t('assign.link.closed')}
          style={{ marginBottom: 16 }}
          data-testid="link-closed"
        />
      )}
      <Flex vertical gap="middle">
        <LinkFilters values={filters.values} set={filters.set} />
        {body}
      </Flex>
      {chosen.length > 0 && (
        <Flex
          justify="space-between"
          align="center"
          gap="small"
          wrap
          data-testid="link-bar"
          style={{
            position: 'sticky',
            bottom: 0,
            marginTop: 12,
            padding: '12px 16px',
            background: '#fff',
            borderTop: '1px solid rgba(0,0,0,0.08)',
            boxShadow: '0 -4px 12px rgba(0,0,0,0.06)',
          }}
        >
          <Button onClick={() => setSelected(new Set())}>{t('assign.link.clear')}</Button>
          <Button type="primary" loading={writes.link.isPending} onClick={() => void linkChosen()}>
            {t('assign.link.linkSelected', { count: chosen.length })}
          </Button>
        </Flex>
      )}
    </>
  );
}
