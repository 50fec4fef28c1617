import { apiPaths, type MetricLookup, postMetricKeys } from '@herald/contract';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApiQuery } from '../../../api/hooks.js';
import { callContext } from '../../../api/transport.js';
import { catalogueMetrics } from '../hooks/useMetricCatalog.js';
import type { ScopeInput } from '../hooks/useReportScope.js';
import { type ReportSort, sortFromTable } from '../metric-columns.js';
import { chosenColumnsKey, readChosenColumns, writeChosenColumns } from '../model/chosen-columns.js';

/** The columns a post report opens with: how far posts went and how people engaged. */
export const defaultPostColumns = [
  'views',
  'reach',
  'engagements',
  'engagement_rate_reach',
  'likes',
  'comments',
  'shares',
] as const;

export const defaultPostSort: ReportSort = { key: 'published_at', order: 'desc' };

/**
 * The metric columns a person chose on a report, remembered in the browser per user, game and report
 * (`report`): the stored choice once the user is known, the defaults otherwise; each choice is stored.
 */
function useRememberedColumns(report: string) {
  const userId = useApiQuery(apiPaths.auth.user, {}, { staleTime: Number.POSITIVE_INFINITY }).data?.user_id;
  const gameId = callContext().game_id;
  const key = userId === undefined || gameId === undefined ? null : chosenColumnsKey(userId, gameId, report);
  const stored = useCallback(
    () => (key === null ? null : readChosenColumns(key, postMetricKeys)) ?? [...defaultPostColumns],
    [key],
  );
  const [chosen, setChosen] = useState<string[]>(stored);
  useEffect(() => setChosen(stored()), [stored]);
  const choose = useCallback(
    (columns: string[]) => {
      setChosen(columns);
      if (key !== null) writeChosenColumns(key, columns);
    },
    [key],
  );
  return [chosen, choose] as const;
}

/**
 * Paging, server-side sort and the chosen metric columns of a post table (`report` names it, so each
 * report remembers its own choice). Chosen columns are kept in catalogue order, and only those the
 * catalogue knows.
 */
export function usePostTable(catalogue: MetricLookup | undefined, report: string) {
  const known = useMemo(
    () => (catalogue ? catalogueMetrics(catalogue).map((item) => item.key) : [...postMetricKeys]),
    [catalogue],
  );
  const [chosen, setChosen] = useRememberedColumns(report);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [sort, setSortState] = useState<ReportSort>(defaultPostSort);
  const columns = useMemo(() => known.filter((key) => chosen.includes(key)), [known, chosen]);
  const setSort = useCallback((next: ReportSort) => {
    setSortState(next);
    setPage(1);
  }, []);
  const changePage = useCallback(
    (next: number, size: number) => {
      setPage(size === pageSize ? next : 1);
      setPageSize(size);
    },
    [pageSize],
  );
  const restart = useCallback(() => setPage(1), []);
  return {
    known,
    columns,
    setColumns: setChosen,
    resetColumns: () => setChosen([...defaultPostColumns]),
    page,
    pageSize,
    changePage,
    restart,
    sort,
    setSort,
  };
}
export type PostTableState = ReturnType<typeof usePostTable>;

/**
 * A post report's input from its scope, the table's page, sort and columns, and what the screen adds
 * (`extra`: a label's or task's ids; null while it cannot be asked). A new scope or `extra` starts again
 * at the first page. `exportInput` is the same without paging.
 */
export function usePostInput<X extends object>(
  scope: ScopeInput | null,
  table: PostTableState,
  extra: X | null,
) {
  const { restart, sort, columns, page, pageSize } = table;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope and extra are what restart paging.
  useEffect(() => restart(), [scope, extra, restart]);
  const exportInput = useMemo(
    () => (scope && extra ? { ...scope, ...extra, sort, metrics: columns } : null),
    [scope, extra, sort, columns],
  );
  const input = useMemo(
    () => exportInput && { ...exportInput, page, page_size: pageSize },
    [exportInput, page, pageSize],
  );
  return { input, exportInput };
}

/**
 * What a server-sorted, server-paged table of the post report hands antd: sorting asks the server,
 * paging moves the table's page.
 */
export function serverPaging(t: TFunction, table: PostTableState, total: number) {
  return {
    onChange: (
      _pagination: unknown,
      _filters: unknown,
      sorter: Parameters<typeof sortFromTable>[0],
      extra: { action: string },
    ) => {
      if (extra.action === 'sort') table.setSort(sortFromTable(sorter, defaultPostSort));
    },
    pagination: {
      current: table.page,
      pageSize: table.pageSize,
      total,
      showSizeChanger: true,
      showTotal: (count: number) => t('common.total', { count }),
      onChange: table.changePage,
    },
  };
}
