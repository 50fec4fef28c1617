import { type MetricLookup, postMetricKeys } from '@herald/contract';
import { useCallback, useMemo, useState } from 'react';
import type { ReportSort } from '../components/metric-columns.js';
import { catalogueMetrics } from '../hooks/useMetricCatalog.js';

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
 * Paging, server-side sort and the chosen metric columns of a post table. Chosen columns are kept in
 * catalogue order, and only those the catalogue knows.
 */
export function usePostTable(catalogue: MetricLookup | undefined) {
  const known = useMemo(
    () => (catalogue ? catalogueMetrics(catalogue).map((item) => item.key) : [...postMetricKeys]),
    [catalogue],
  );
  const [chosen, setChosen] = useState<string[]>([...defaultPostColumns]);
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
  return {
    known,
    columns,
    setColumns: setChosen,
    resetColumns: () => setChosen([...defaultPostColumns]),
    page,
    pageSize,
    changePage,
    restart: () => setPage(1),
    sort,
    setSort,
  };
}
export type PostTableState = ReturnType<typeof usePostTable>;
