import {
  type FeedFilter,
  type FeedFilterInput,
  type FeedState,
  type FeedType,
  feedStates,
  feedTypes,
  type IssueClass,
  issueClasses,
  type Sentiment,
  type SocialNetwork,
  sentiments,
  socialNetworks,
} from '@herald/contract';

/**
 * The inbox's filters as the screen holds them. They live in the URL query so a view is shared by
 * link; `assignee_me` stays "me" in a link, so whoever opens it sees their own items.
 */
export interface FeedFilterValues {
  account_ids: number[];
  networks: SocialNetwork[];
  feed_types: FeedType[];
  sentiments: Sentiment[];
  tag_ids: number[];
  states: FeedState[];
  assignee_ids: number[];
  assignee_me: boolean;
  unassigned: boolean;
  issue_classes: IssueClass[];
  /** ISO instants: the start of the first day and the end of the last. */
  from: string | null;
  to: string | null;
  keyword: string;
  include_own: boolean;
}

export const emptyFilters: FeedFilterValues = {
  account_ids: [],
  networks: [],
  feed_types: [],
  sentiments: [],
  tag_ids: [],
  states: [],
  assignee_ids: [],
  assignee_me: false,
  unassigned: false,
  issue_classes: [],
  from: null,
  to: null,
  keyword: '',
  include_own: false,
};

/** Query parameter of each filter (short, so a shared link stays readable). */
const keys = {
  account_ids: 'account',
  networks: 'network',
  feed_types: 'type',
  sentiments: 'sentiment',
  tag_ids: 'tag',
  states: 'state',
  issue_classes: 'issue',
  assignee: 'assignee',
  from: 'from',
  to: 'to',
  keyword: 'q',
  include_own: 'own',
} as const;

/** Every query parameter the filters own (the rest of the URL, game and selected item, is left alone). */
export const filterParams: readonly string[] = Object.values(keys);

const ME = 'me';
const NOBODY = 'none';

function listOf(search: URLSearchParams, key: string): string[] {
  return (search.get(key) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function idsOf(search: URLSearchParams, key: string): number[] {
  return listOf(search, key)
    .filter((part) => /^\d{1,15}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
}

function enumOf<T extends string>(search: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  return listOf(search, key).filter((part): part is T => (allowed as readonly string[]).includes(part));
}

function instantOf(search: URLSearchParams, key: string): string | null {
  const value = search.get(key);
  return value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
}

/** Reads the filters from a URL query; anything unknown or malformed is left out, never an error. */
export function readFilters(search: URLSearchParams): FeedFilterValues {
  const assignees = listOf(search, keys.assignee);
  return {
    account_ids: idsOf(search, keys.account_ids),
    networks: enumOf(search, keys.networks, socialNetworks),
    feed_types: enumOf(search, keys.feed_types, feedTypes),
    sentiments: enumOf(search, keys.sentiments, sentiments),
    tag_ids: idsOf(search, keys.tag_ids),
    states: enumOf(search, keys.states, feedStates),
    issue_classes: enumOf(search, keys.issue_classes, issueClasses),
    assignee_ids: idsOf(search, keys.assignee),
    assignee_me: assignees.includes(ME),
    unassigned: assignees.includes(NOBODY),
    from: instantOf(search, keys.from),
    to: instantOf(search, keys.to),
    keyword: (search.get(keys.keyword) ?? '').trim().slice(0, 100),
    include_own: search.get(keys.include_own) === '1',
  };
}

/** Writes the filters into a URL query, keeping its other parameters; empty filters leave no trace. */
export function writeFilters(search: URLSearchParams, values: FeedFilterValues): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of filterParams) next.delete(key);
  const put = (key: string, parts: readonly (string | number)[]) => {
    if (parts.length > 0) next.set(key, parts.join(','));
  };
  put(keys.account_ids, values.account_ids);
  put(keys.networks, values.networks);
  put(keys.feed_types, values.feed_types);
  put(keys.sentiments, values.sentiments);
  put(keys.tag_ids, values.tag_ids);
  put(keys.states, values.states);
  put(keys.issue_classes, values.issue_classes);
  put(keys.assignee, [
    ...(values.assignee_me ? [ME] : []),
    ...(values.unassigned ? [NOBODY] : []),
    ...values.assignee_ids,
  ]);
  if (values.from) next.set(keys.from, values.from);
  if (values.to) next.set(keys.to, values.to);
  if (values.keyword.trim()) next.set(keys.keyword, values.keyword.trim());
  if (values.include_own) next.set(keys.include_own, '1');
  return next;
}

/** How many filters narrow the list (the phone's filter button shows it). */
export function countFilters(values: FeedFilterValues): number {
  return [
    values.account_ids.length > 0,
    values.networks.length > 0,
    values.feed_types.length > 0,
    values.sentiments.length > 0,
    values.tag_ids.length > 0,
    values.states.length > 0,
    values.issue_classes.length > 0,
    values.assignee_ids.length > 0 || values.assignee_me || values.unassigned,
    values.from !== null || values.to !== null,
    values.keyword !== '',
    values.include_own,
  ].filter(Boolean).length;
}

/** The feeds/list filter of the screen's values: "me" becomes the caller's id; empty ones are left out. */
export function requestFilter(values: FeedFilterValues, myId: number | undefined): FeedFilterInput {
  const assignees = [
    ...new Set([...values.assignee_ids, ...(values.assignee_me && myId !== undefined ? [myId] : [])]),
  ];
  const filter: FeedFilterInput = {};
  if (values.account_ids.length > 0) filter.account_ids = values.account_ids;
  if (values.networks.length > 0) filter.networks = values.networks;
  if (values.feed_types.length > 0) filter.feed_types = values.feed_types;
  if (values.sentiments.length > 0) filter.sentiments = values.sentiments;
  if (values.tag_ids.length > 0) filter.tag_ids = values.tag_ids;
  if (values.states.length > 0) filter.states = values.states;
  if (values.issue_classes.length > 0) filter.issue_classes = values.issue_classes;
  if (assignees.length > 0) filter.assignee_ids = assignees;
  if (values.unassigned) filter.unassigned = true;
  if (values.from) filter.from = values.from;
  if (values.to) filter.to = values.to;
  if (values.keyword) filter.keyword = values.keyword;
  if (values.include_own) filter.include_own = true;
  return filter;
}

/** The screen's values of a saved view's filter (its assignees stay ids: a view is what was saved). */
export function valuesOfFilter(filter: FeedFilter): FeedFilterValues {
  return {
    account_ids: filter.account_ids,
    networks: filter.networks,
    feed_types: filter.feed_types,
    sentiments: filter.sentiments,
    tag_ids: filter.tag_ids,
    states: filter.states,
    assignee_ids: filter.assignee_ids,
    assignee_me: false,
    unassigned: filter.unassigned,
    issue_classes: filter.issue_classes,
    from: filter.from,
    to: filter.to,
    keyword: filter.keyword,
    include_own: filter.include_own,
  };
}

/** The filter a view is saved with: every field spelled out, "me" as the saver's id. */
export function savedFilter(values: FeedFilterValues, myId: number | undefined): FeedFilter {
  const request = requestFilter(values, myId);
  return {
    account_ids: request.account_ids ?? [],
    networks: request.networks ?? [],
    feed_types: request.feed_types ?? [],
    sentiments: request.sentiments ?? [],
    tag_ids: request.tag_ids ?? [],
    states: request.states ?? [],
    assignee_ids: request.assignee_ids ?? [],
    unassigned: request.unassigned ?? false,
    issue_classes: request.issue_classes ?? [],
    from: request.from ?? null,
    to: request.to ?? null,
    keyword: request.keyword ?? '',
    include_own: request.include_own ?? false,
  };
}
