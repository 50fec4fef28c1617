import type { EndpointPath, PathInput } from '@herald/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Flex, Input, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { type Key, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../api/hooks.js';
import { AddButton } from './actions.js';
import { EmptyState, QueryError } from './states.js';
import { usePhone } from './viewport.js';

export { formatTime } from './time.js';

/** Page title with the page's primary action, and an optional line under it. */
export function PageHeader({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {action}
      </Flex>
      {children}
    </div>
  );
}

/** Tags of the first few items, then "+N" with the rest in a tooltip. */
export function TagsPreview({
  items,
  max = 3,
  color,
}: {
  items: readonly { key: Key; label: string }[];
  max?: number;
  color?: string;
}) {
  if (items.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const rest = items.slice(max);
  return (
    <Flex wrap gap={4}>
      {items.slice(0, max).map((item) => (
        <Tag key={item.key} color={color} style={{ marginInlineEnd: 0 }}>
          {item.label}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.map((item) => item.label).join(', ')}>
          <Tag style={{ marginInlineEnd: 0 }}>+{rest.length}</Tag>
        </Tooltip>
      )}
    </Flex>
  );
}

/** Page, page size and keyword of a paged list; a new search or page size starts again at page 1. */
export function usePaging(defaultSize = 20) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultSize);
  const [keyword, setKeyword] = useState('');
  const search = useCallback((value: string) => {
    setKeyword(value.trim());
    setPage(1);
  }, []);
  const change = useCallback(
    (next: number, size: number) => {
      setPage(size === pageSize ? next : 1);
      setPageSize(size);
    },
    [pageSize],
  );
  return {
    page,
    pageSize,
    keyword,
    setPage,
    search,
    change,
    input: { page, page_size: pageSize, keyword: keyword || undefined },
  };
}
export type Paging = ReturnType<typeof usePaging>;
export type PageInput = Paging['input'];

/** A table's pager over a paged list: page, size changer and the total in the reader's language. */
export function usePager(paging: Paging, total: number | undefined) {
  const { t } = useTranslation();
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (count: number) => t('common.total', { count }),
    onChange: paging.change,
  };
}

/**
 * Paging and the list query it drives; `inputOf` adds the page's filters to the page input. The
 * previous page stays on screen while the next one loads.
 */
export function usePagedQuery<E extends EndpointPath>(
  endpoint: E,
  inputOf: (page: PageInput) => PathInput<E>,
) {
  const paging = usePaging();
  const query = useApiQuery(endpoint, inputOf(paging.input), { placeholderData: keepPreviousData });
  return { paging, query };
}

/** What a paged table needs of its list query. */
export interface PagedQuery<T> {
  data?: { list: T[]; total: number } | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

/** Small tables on phones. */
export function useTableSize(): 'small' | 'middle' {
  return usePhone() ? 'small' : 'middle';
}

/** Keyword search, filters, and the table with its loading, empty and error states. */
export function PagedTable<T extends object>({
  query,
  paging,
  columns,
  rowKey,
  testId,
  searchPlaceholder,
  filters,
  filtered,
  emptyAction,
}: {
  query: PagedQuery<T>;
  paging: Paging;
  columns: ColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  testId: string;
  searchPlaceholder: string;
  filters?: ReactNode;
  /** Whether filters other than the keyword are set (the empty state then offers no add action). */
  filtered?: boolean;
  emptyAction?: ReactNode;
}) {
  const size = useTableSize();
  const { data } = query;
  const pager = usePager(paging, data?.total);
  const { page, pageSize, setPage } = paging;
  // A page emptied by a delete falls back to the last page that still has rows.
  useEffect(() => {
    if (data && data.list.length === 0 && data.total > 0 && page > 1) {
      setPage(Math.max(1, Math.ceil(data.total / pageSize)));
    }
  }, [data, page, pageSize, setPage]);
  const isFiltered = Boolean(filtered) || paging.keyword !== '';
  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="small">
        <Input.Search
          allowClear
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          onSearch={paging.search}
          style={{ width: 280, maxWidth: '100%' }}
        />
        {filters}
      </Flex>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div data-testid={testId}>
          <Table<T>
            rowKey={rowKey}
            columns={columns}
            dataSource={data?.list ?? []}
            loading={query.isFetching}
            size={size}
            scroll={{ x: true }}
            locale={{
              emptyText: query.isPending ? ' ' : <EmptyState action={isFiltered ? undefined : emptyAction} />,
            }}
            pagination={pager}
          />
        </div>
      )}
    </Flex>
  );
}

/** A list page: title with its add action, the paged table (whose empty state offers the same action), and the editor. */
export function ListPage<T extends object>({
  title,
  description,
  add,
  table,
  children,
}: {
  title: string;
  description?: ReactNode;
  add?: { label: string; onClick: () => void; testId: string };
  table: Omit<Parameters<typeof PagedTable<T>>[0], 'emptyAction'>;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        action={add && <AddButton label={add.label} onClick={add.onClick} testId={add.testId} />}
      >
        {description}
      </PageHeader>
      <PagedTable<T> {...table} emptyAction={add && <AddButton label={add.label} onClick={add.onClick} />} />
      {children}
    </>
  );
}
