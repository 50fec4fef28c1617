import { useMemo, useState } from 'react';
import type { ReportSort } from '../metric-columns.js';
import type { ScopeInput } from './useReportScope.js';

/** Group reports open sorted by engagement, the figure teams compare groups by first. */
export const defaultGroupSort: ReportSort = { key: 'engagements', order: 'desc' };

/** The input of a group report (tag, hashtag, creative): the scope, the server-side sort, the columns. */
export function useGroupInput(scope: ScopeInput | null, metrics: readonly string[]) {
  const [sort, setSort] = useState<ReportSort>(defaultGroupSort);
  const input = useMemo(() => scope && { ...scope, sort, metrics: [...metrics] }, [scope, sort, metrics]);
  return { sort, setSort, input };
}
export type GroupInputState = ReturnType<typeof useGroupInput>;
