import { flagParam, idsParam, setParam } from './query.js';

/** The link screen's filters, as the URL query keeps them (the to-do's `id` is left alone). */
export interface LinkFilterValues {
  keyword: string;
  account_ids: number[];
  proposed: boolean;
}

const keys = { keyword: 'q', account_ids: 'account', proposed: 'proposed' } as const;

export function readLinkFilters(search: URLSearchParams): LinkFilterValues {
  return {
    keyword: (search.get(keys.keyword) ?? '').trim().slice(0, 100),
    account_ids: idsParam(search, keys.account_ids).slice(0, 100),
    proposed: flagParam(search, keys.proposed),
  };
}

export function writeLinkFilters(search: URLSearchParams, values: LinkFilterValues): URLSearchParams {
  const next = new URLSearchParams(search);
  setParam(next, keys.keyword, values.keyword);
  setParam(next, keys.account_ids, values.account_ids);
  setParam(next, keys.proposed, values.proposed);
  return next;
}
