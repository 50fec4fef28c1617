import type { ReportCompare, ReportContentType, ReportRange, SocialNetwork } from '@herald/contract';
import { useCallback, useMemo, useState } from 'react';
import { type CompareProblem, compareProblem, presetRange, rangeProblem } from '../model/range.js';

/** What a report is scoped to: the range, what it is compared with, and the filters the screen offers. */
export interface ScopeValues {
  range: ReportRange;
  compare: ReportCompare;
  platforms: SocialNetwork[];
  account_ids: number[];
  content_types: ReportContentType[];
  tag_ids: number[];
  author_ids: number[];
  hashtags: string[];
  keyword: string;
}

/** The filters as a report input: empty ones are left out, so the server applies none. */
export interface ScopeInput {
  range: ReportRange;
  compare: ReportCompare;
  platforms?: SocialNetwork[];
  account_ids?: number[];
  content_types?: ReportContentType[];
  tag_ids?: number[];
  author_ids?: number[];
  hashtags?: string[];
  keyword?: string;
}

const some = <T>(values: T[]): T[] | undefined => (values.length > 0 ? values : undefined);

function toInput(values: ScopeValues): ScopeInput {
  return {
    range: values.range,
    compare: values.compare,
    platforms: some(values.platforms),
    account_ids: some(values.account_ids),
    content_types: some(values.content_types),
    tag_ids: some(values.tag_ids),
    author_ids: some(values.author_ids),
    hashtags: some(values.hashtags),
    keyword: values.keyword.trim() || undefined,
  };
}

export type ScopeProblem = { on: 'range' | 'compare'; problem: CompareProblem };

/**
 * The scope of a report screen. A range or comparison that cannot be read is kept on screen with its
 * problem and no input, so nothing is asked of the server until it is fixed.
 */
export function useReportScope(initial: Partial<ScopeValues> = {}) {
  const [values, setValues] = useState<ScopeValues>(() => ({
    range: presetRange('28d'),
    compare: { mode: 'previous' },
    platforms: [],
    account_ids: [],
    content_types: [],
    tag_ids: [],
    author_ids: [],
    hashtags: [],
    keyword: '',
    ...initial,
  }));
  const set = useCallback((patch: Partial<ScopeValues>) => setValues((old) => ({ ...old, ...patch })), []);
  const problem = useMemo<ScopeProblem | null>(() => {
    const own = rangeProblem(values.range);
    if (own) return { on: 'range', problem: own };
    const compared = compareProblem(values.range, values.compare);
    return compared ? { on: 'compare', problem: compared } : null;
  }, [values.range, values.compare]);
  const input = useMemo(() => (problem ? null : toInput(values)), [problem, values]);
  return { values, set, problem, input };
}
export type ReportScopeState = ReturnType<typeof useReportScope>;
