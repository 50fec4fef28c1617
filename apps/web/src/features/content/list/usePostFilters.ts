import type { ContentStatus, PostListInput, SocialNetwork } from '@herald/contract';
import type { Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';

export type SortField = NonNullable<PostListInput['sort']>;
export type SortOrder = NonNullable<PostListInput['order']>;

export interface PostFilterValues {
  account_ids: number[];
  networks: SocialNetwork[];
  statuses: ContentStatus[];
  author_ids: number[];
  /** Whole days in the viewer's zone, both ends included. */
  range: [Dayjs, Dayjs] | null;
  sort: SortField;
  order: SortOrder;
}

const initial: PostFilterValues = {
  account_ids: [],
  networks: [],
  statuses: [],
  author_ids: [],
  range: null,
  sort: 'updated_at',
  order: 'desc',
};

/**
 * The list's filters beyond the keyword, and the request fields they make. `scope` is the set of
 * statuses the list is about (the drafts list); picking none means all of them.
 */
export function usePostFilters(scope?: readonly ContentStatus[]) {
  const [values, setValues] = useState<PostFilterValues>(initial);
  const set = useCallback(
    (patch: Partial<PostFilterValues>) => setValues((current) => ({ ...current, ...patch })),
    [],
  );
  const count = [
    values.account_ids.length > 0,
    values.networks.length > 0,
    values.statuses.length > 0,
    values.author_ids.length > 0,
    values.range !== null,
  ].filter(Boolean).length;
  return { values, set, filtered: count > 0, count, request: requestOf(values, scope) };
}

/** The post/list fields of a set of filters; empty filters are left out. */
export function requestOf(
  values: PostFilterValues,
  scope?: readonly ContentStatus[],
): Omit<PostListInput, 'page' | 'page_size' | 'keyword'> {
  const statuses = values.statuses.length > 0 ? values.statuses : scope ? [...scope] : [];
  const [start, end] = values.range ?? [];
  return {
    ...(values.account_ids.length > 0 ? { account_ids: values.account_ids } : {}),
    ...(values.networks.length > 0 ? { networks: values.networks } : {}),
    ...(statuses.length > 0 ? { statuses } : {}),
    ...(values.author_ids.length > 0 ? { author_ids: values.author_ids } : {}),
    // The range is whole days: from the first day's midnight to the midnight after the last day.
    ...(start ? { from: start.startOf('day').toISOString() } : {}),
    ...(end ? { to: end.add(1, 'day').startOf('day').toISOString() } : {}),
    sort: values.sort,
    order: values.order,
  };
}
