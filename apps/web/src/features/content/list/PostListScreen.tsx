import { EditOutlined, FilterOutlined, MessageOutlined } from '@ant-design/icons';
import { apiPaths, contentStatuses, type PostSummary } from '@herald/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Badge, Button, Flex, Input, Pagination, Spin, Table, Typography } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiQuery } from '../../../api/hooks.js';
import { useAccessibleTable } from '../../../components/accessible-table.js';
import { PageHeader, usePaging } from '../../../components/paged.js';
import { draftStatuses } from '../../../components/post/status.js';
import { EmptyState, QueryError } from '../../../components/states.js';
import { useCanCompose } from '../../../lib/abilities.js';
import { BatchBar } from './BatchBar.js';
import { BatchResultModal } from './BatchResultModal.js';
import { usePostColumns } from './columns.js';
import { type ListKind, usePostLinks } from './links.js';

export type { ListKind };

import { usePhone } from '../../../components/viewport.js';
import { useRouteLink } from '../../../lib/links.js';
import { PostCards } from './PostCards.js';
import { PostFilters } from './PostFilters.js';
import { useBatch } from './useBatch.js';
import { type PostFilterValues, usePostFilters } from './usePostFilters.js';

/** The words of a list: its title, empty message and search hint. */
function listWords(kind: ListKind, drafts: boolean) {
  if (kind !== 'post')
    return {
      title: `engagement.list.title.${kind}`,
      empty: `engagement.list.empty.${kind}`,
      search: 'engagement.list.search',
    } as const;
  return {
    title: drafts ? 'content.titles.drafts' : 'content.titles.post',
    empty: drafts ? 'content.emptyDrafts' : 'content.emptyPosts',
    search: 'content.search',
  } as const;
}

/** The selected posts, kept across pages by id. */
function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, PostSummary>>(new Map());
  return {
    selected,
    rows: [...selected.values()],
    toggle: (post: PostSummary, on: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        if (on) next.set(post.id, post);
        else next.delete(post.id);
        return next;
      }),
    replace: (keys: readonly Key[], pageRows: readonly PostSummary[]) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const row of pageRows) if (!keys.includes(row.id)) next.delete(row.id);
        for (const row of pageRows) if (keys.includes(row.id)) next.set(row.id, row);
        return next;
      }),
    clear: () => setSelected(new Map()),
  };
}

/**
 * A list of posts: the posts list (every status) or the drafts list (content that is a draft again).
 * Filters, search, order and paging make one post/list request; selected posts take bulk actions.
 */
export function PostListScreen({ drafts, kind = 'post' }: { drafts: boolean; kind?: ListKind }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const canCompose = useCanCompose();
  const links = usePostLinks(drafts, kind);
  const paging = usePaging();
  const filters = usePostFilters(drafts ? draftStatuses : undefined);
  const query = useApiQuery(
    kind === 'post' ? apiPaths.post.list : apiPaths[kind].list,
    { ...paging.input, ...filters.request },
    { placeholderData: keepPreviousData },
  );
  const selection = useSelection();
  const batch = useBatch(selection.rows, selection.clear, kind);
  // Only posts are edited in the compose screen; the others are written where they answer.
  const canEdit = canCompose && kind === 'post';
  const columns = usePostColumns(links, canEdit);
  const words = listWords(kind, drafts);
  const tableRef = useAccessibleTable(t(words.title));
  const link = useRouteLink();
  // Phones keep the filters folded under one button so the list starts on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const setFilter = (patch: Partial<PostFilterValues>) => {
    filters.set(patch);
    paging.setPage(1);
  };

  const filterFields = (
    <PostFilters
      values={filters.values}
      set={setFilter}
      statuses={drafts ? draftStatuses : contentStatuses}
      block={phone}
    />
  );
  const composeButton =
    canCompose &&
    (kind === 'post' ? (
      <Link to={links.compose()}>
        <Button type="primary" icon={<EditOutlined />} data-testid="compose-link">
          {t('content.compose')}
        </Button>
      </Link>
    ) : kind === 'message' ? (
      <Link to={link('content.message.thread')}>
        <Button type="primary" icon={<MessageOutlined />}>
          {t('engagement.list.threads')}
        </Button>
      </Link>
    ) : null);
  const isFiltered = filters.filtered || paging.keyword !== '';
  const empty = (
    <EmptyState
      description={isFiltered ? t('common.empty') : t(words.empty)}
      action={
        !isFiltered && composeButton && kind === 'post' ? (
          <Flex vertical align="center" gap="small">
            <Typography.Text type="secondary">{t('content.emptyInvite')}</Typography.Text>
            {composeButton}
          </Flex>
        ) : undefined
      }
    />
  );
  const list = query.data?.list ?? [];
  const pagination = {
    current: paging.page,
    pageSize: paging.pageSize,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (total: number) => t('common.total', { count: total }),
    onChange: paging.change,
  };

  let body: ReactNode;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (phone)
    body = (
      <Spin spinning={query.isFetching}>
        {list.length === 0 ? (
          query.isPending ? (
            <div style={{ minHeight: 120 }} />
          ) : (
            empty
          )
        ) : (
          <Flex vertical gap="middle">
            <PostCards
              posts={list}
              links={links}
              canCompose={canEdit}
              selected={canCompose ? new Set(selection.selected.keys()) : null}
              onSelect={selection.toggle}
            />
            <Pagination {...pagination} size="small" simple />
          </Flex>
        )}
      </Spin>
    );
  else
    body = (
      <div data-testid="posts-table" ref={tableRef}>
        <Table<PostSummary>
          rowKey="id"
          columns={columns}
          dataSource={list}
          loading={query.isFetching}
          scroll={{ x: true }}
          rowSelection={
            canCompose
              ? {
                  selectedRowKeys: [...selection.selected.keys()],
                  onChange: (keys) => selection.replace(keys, list),
                }
              : undefined
          }
          locale={{ emptyText: query.isPending ? ' ' : empty }}
          pagination={pagination}
        />
      </div>
    );

  return (
    <>
      <PageHeader title={t(words.title)} action={composeButton} />
      <Flex vertical gap="middle">
        <Flex wrap gap="small">
          <Input.Search
            allowClear
            placeholder={t(words.search)}
            aria-label={t(words.search)}
            onSearch={paging.search}
            style={{ width: 240, maxWidth: '100%', flex: phone ? 1 : undefined }}
          />
          {phone ? (
            <Badge count={filters.count} size="small">
              <Button
                icon={<FilterOutlined />}
                onClick={() => setFiltersOpen((open) => !open)}
                aria-expanded={filtersOpen}
              >
                {t('content.filters.more')}
              </Button>
            </Badge>
          ) : (
            filterFields
          )}
        </Flex>
        {phone && filtersOpen && (
          <Flex vertical gap="small" data-testid="filter-stack">
            {filterFields}
          </Flex>
        )}
        <BatchBar selected={selection.rows} busy={batch.busy} onRun={batch.run} onClear={selection.clear} />
        {body}
      </Flex>
      <BatchResultModal outcome={batch.outcome} onClose={batch.closeOutcome} />
    </>
  );
}
