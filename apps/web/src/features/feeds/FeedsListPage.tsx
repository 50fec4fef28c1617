import { FilterOutlined } from '@ant-design/icons';
import type { Feed, FeedChange } from '@herald/contract';
import { Badge, Button, Drawer, Flex, Input, Typography } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BatchResultsModal } from '../../components/batch-results.js';
import { PageHeader } from '../../components/paged.js';
import { EmptyState, QueryError } from '../../components/states.js';
import { pageTitle } from '../../i18n/titles.js';
import { useRouteLink } from '../../lib/links.js';
import { logWarning } from '../../lib/log.js';
import type { ScreenProps } from '../../screens/types.js';
import { FeedDetailView } from './detail/FeedDetail.js';
import { useChangedRows } from './hooks/useChangedRows.js';
import { useFeedBatch } from './hooks/useFeedBatch.js';
import { useFeedFilters } from './hooks/useFeedFilters.js';
import { useMembers, useTags } from './hooks/useFeedLookups.js';
import { useFeedPages } from './hooks/useFeedPages.js';
import { useFeedStream } from './hooks/useFeedStream.js';
import { useListKeys } from './hooks/useListKeys.js';
import { useSelection } from './hooks/useSelection.js';
import { BulkBar } from './list/BulkBar.js';
import { FeedFilters } from './list/FeedFilters.js';
import { FeedList } from './list/FeedList.js';
import { ListSkeleton, LiveDot } from './list/ListStates.js';
import { SavedViews } from './list/SavedViews.js';
import { SyncHealth } from './list/SyncHealth.js';
import './feeds.css';
import { usePhone, useWide } from '../../components/viewport.js';

/**
 * content.feeds.list, the inbox: every visible account's comments, replies, mentions and messages in
 * one virtualised list, filtered by the URL, live (new items on top without moving the reader), with
 * bulk actions, saved views, the sync health, and the item's detail beside the list on wide screens.
 */
export default function FeedsListPage({ routeName }: ScreenProps) {
  const { t } = useTranslation();
  const wide = useWide();
  const phone = usePhone();
  const navigate = useNavigate();
  const link = useRouteLink();
  const [search, setSearch] = useSearchParams();
  const filters = useFeedFilters();
  const pages = useFeedPages(filters.request, filters.ready);
  const { rows } = pages;
  const tags = useTags();
  const known = useMemo(() => {
    const names = new Map<number, string>();
    for (const feed of rows)
      if (feed.assignee_id !== null && feed.assignee_name) names.set(feed.assignee_id, feed.assignee_name);
    return [...names].map(([user_id, name]) => ({ user_id, name }));
  }, [rows]);
  const members = useMembers(known);
  const selection = useSelection();
  const batch = useFeedBatch(selection.clear);
  const refreshChanged = useChangedRows(rows);
  // A failed catch-up is told in the browser's console; the next event or reconnect tries again.
  const quietly = (work: Promise<unknown>) =>
    void work.catch((error: unknown) => logWarning('inbox live update not applied', error));
  const stream = useFeedStream({
    onEvent: (event) =>
      quietly(
        event.type === 'arrived'
          ? pages.loadNewer().then(() => pages.placeLate(event.ids))
          : refreshChanged(event.ids),
      ),
    onReconnect: () => quietly(pages.loadNewer()),
  });
  const [drawer, setDrawer] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [keyboardMove, setKeyboardMove] = useState(0);

  const openId = Number(search.get('id')) || null;
  const open = useCallback(
    (feed: Feed | number) => {
      const id = typeof feed === 'number' ? feed : feed.id;
      setActiveId(id);
      if (wide)
        setSearch(
          (current) => {
            current.set('id', String(id));
            return current;
          },
          { replace: true },
        );
      else void navigate(link('content.feeds.detail', { query: { id: String(id) } }));
    },
    [wide, setSearch, navigate, link],
  );
  const close = () =>
    setSearch(
      (current) => {
        current.delete('id');
        return current;
      },
      { replace: true },
    );

  const activeIndex = Math.max(0, activeId === null ? 0 : rows.findIndex((feed) => feed.id === activeId));
  const setActive = useCallback((index: number) => setActiveId(rows[index]?.id ?? null), [rows]);
  useListKeys({
    move: (step) => {
      const next = Math.max(0, Math.min(rows.length - 1, activeIndex + step));
      setActive(next);
      setKeyboardMove((count) => count + 1);
    },
    toggle: () => {
      const feed = rows[activeIndex];
      if (feed) selection.toggle(feed, !selection.selected.has(feed.id));
    },
    open: () => {
      const feed = rows[activeIndex];
      if (feed) open(feed);
    },
  });

  const selectedRows = rows.filter((feed) => selection.selected.has(feed.id));
  const runBatch = (change: FeedChange, label: string, assigneeName: string | null = null) =>
    batch.run(selectedRows, change, label, assigneeName);
  const { fetchNextPage } = pages;
  const fetchNext = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  let body: ReactNode;
  if (pages.isError && !pages.data)
    body = <QueryError error={pages.error} onRetry={() => void pages.refetch()} />;
  else if (pages.isPending || !filters.ready) body = <ListSkeleton />;
  else if (rows.length === 0)
    body = filters.filtered ? (
      <EmptyState
        description={t('feeds.list.noMatch')}
        action={
          <Button type="primary" onClick={filters.clear}>
            {t('feeds.list.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        description={t('feeds.list.empty')}
        action={<Link to={link('account.list')}>{t('feeds.list.emptyConnect')}</Link>}
      />
    );
  else
    body = (
      <FeedList
        rows={rows}
        tags={tags.byId}
        openId={wide ? openId : null}
        selected={selection.selected}
        onCheck={selection.toggle}
        onOpen={open}
        active={activeIndex}
        setActive={setActive}
        keyboardMove={keyboardMove}
        hasNext={pages.hasNextPage}
        fetchingNext={pages.isFetchingNextPage}
        nextError={pages.isFetchNextPageError}
        fetchNext={fetchNext}
        footerError={<QueryError error={pages.error} onRetry={fetchNext} />}
        scrollKey={JSON.stringify(filters.request)}
      />
    );

  const filterFields = (
    <FeedFilters
      values={filters.values}
      set={filters.set}
      members={members}
      myId={filters.myId}
      block={phone}
    />
  );
  const keyword = (
    <Input.Search
      key={filters.values.keyword}
      allowClear
      defaultValue={filters.values.keyword}
      placeholder={t('feeds.filters.keyword')}
      aria-label={t('feeds.filters.keyword')}
      onSearch={(value) => filters.set({ keyword: value.trim().slice(0, 100) })}
      style={{ width: phone ? undefined : 240, flex: phone ? 1 : undefined }}
    />
  );

  return (
    <div className="feeds-page">
      <PageHeader
        title={pageTitle(t, routeName)}
        action={
          <Flex gap="small" align="center">
            <LiveDot status={stream} compact={phone} />
            <SyncHealth compact={phone} />
            <SavedViews values={filters.values} myId={filters.myId} apply={filters.replace} compact={phone} />
          </Flex>
        }
      />
      <Flex wrap gap="small" align="center" className="feeds-toolbar">
        {keyword}
        {phone ? (
          <Badge count={filters.count} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setDrawer(true)} aria-expanded={drawer}>
              {t('feeds.filters.title')}
            </Button>
          </Badge>
        ) : (
          filterFields
        )}
        {filters.filtered && (
          <Button type="link" onClick={filters.clear}>
            {t('feeds.list.clearFilters')}
          </Button>
        )}
      </Flex>
      <BulkBar
        selected={selectedRows}
        loaded={rows.length}
        onSelectAll={() => selection.set(new Set(rows.map((feed) => feed.id)))}
        onClear={selection.clear}
        run={runBatch}
        busy={batch.busy}
        tags={tags.tags}
        members={members}
      />
      <div className="feeds-split">
        <section className="feeds-list-pane" aria-label={pageTitle(t, routeName)}>
          {body}
          {!phone && rows.length > 0 && (
            <Typography.Text type="secondary" className="feeds-hint">
              {t('feeds.list.count', { count: rows.length })} · {t('feeds.list.keys')}
            </Typography.Text>
          )}
        </section>
        {wide && openId !== null && (
          <aside className="feeds-detail-pane" aria-label={t('feeds.detail.title')}>
            <FeedDetailView key={openId} id={openId} onClose={close} onOpen={open} />
          </aside>
        )}
      </div>
      <Drawer
        open={drawer}
        onClose={() => setDrawer(false)}
        title={t('feeds.filters.title')}
        placement="bottom"
        size="85%"
        extra={
          filters.filtered ? (
            <Button type="link" onClick={filters.clear}>
              {t('feeds.list.clearFilters')}
            </Button>
          ) : undefined
        }
        footer={
          <Button type="primary" block onClick={() => setDrawer(false)}>
            {t('feeds.filters.apply')}
          </Button>
        }
      >
        <Flex vertical gap="middle">
          {filterFields}
        </Flex>
      </Drawer>
      <BatchResultsModal
        open={batch.outcome !== null}
        title={batch.outcome ? t('feeds.bulk.resultTitle', { action: batch.outcome.label }) : ''}
        itemTitle={t('feeds.bulk.item')}
        results={batch.outcome?.results ?? []}
        names={batch.outcome?.names ?? new Map()}
        testId="feeds-batch"
        onClose={batch.close}
      />
    </div>
  );
}
