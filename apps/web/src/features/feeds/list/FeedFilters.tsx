import {
  type FeedState,
  type FeedType,
  feedStates,
  feedTypes,
  type IssueClass,
  issueClasses,
  type Sentiment,
  sentiments,
} from '@herald/contract';
import { Checkbox, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NamedRangePicker } from '../../../components/NamedRangePicker.js';
import {
  AccountFilter,
  fieldStyle,
  multiFilter,
  NetworkFilter,
} from '../../../components/post/FilterFields.js';
import { TagChip } from '../components/TagChips.js';
import { type Member, useTags } from '../hooks/useFeedLookups.js';
import type { FeedFilterValues } from '../model/filters.js';

type SetFilters = (patch: Partial<FeedFilterValues>) => void;

/** "me", "nobody" and the members, in one field (SPEC: assigned to me / a member / unassigned). */
function AssigneeFilter({
  values,
  set,
  members,
  myId,
  block,
}: {
  values: FeedFilterValues;
  set: SetFilters;
  members: readonly Member[];
  myId: number | undefined;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const picked = [
    ...(values.assignee_me ? ['me'] : []),
    ...(values.unassigned ? ['none'] : []),
    ...values.assignee_ids.map(String),
  ];
  return (
    <Select<string[]>
      {...multiFilter(t('feeds.filters.assignee'), 170, block)}
      value={picked}
      onChange={(next) =>
        set({
          assignee_me: next.includes('me'),
          unassigned: next.includes('none'),
          assignee_ids: next.filter((value) => /^\d+$/.test(value)).map(Number),
        })
      }
      options={[
        { value: 'me', label: t('feeds.filters.me') },
        { value: 'none', label: t('feeds.filters.unassigned') },
        ...members
          .filter((member) => member.user_id !== myId)
          .map((member) => ({ value: String(member.user_id), label: member.name })),
      ]}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

function TagFilter({
  value,
  onChange,
  block,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const tags = useTags();
  return (
    <Select<number[]>
      {...multiFilter(t('feeds.filters.tags'), 160, block)}
      value={value}
      onChange={onChange}
      loading={tags.isLoading}
      options={tags.tags.map((tag) => ({ value: tag.id, label: <TagChip tag={tag} />, title: tag.name }))}
      showSearch={{
        filterOption: (input, option) => (option?.title ?? '').toLowerCase().includes(input.toLowerCase()),
      }}
    />
  );
}

/** A multi-choice filter over a fixed list, each choice named by its translation. */
function EnumFilter<T extends string>({
  label,
  width,
  value,
  onChange,
  choices,
  text,
  block,
}: {
  label: string;
  width: number;
  value: T[];
  onChange: (next: T[]) => void;
  choices: readonly T[];
  text: (choice: T) => string;
  block?: boolean;
}) {
  return (
    <Select<T[]>
      {...multiFilter(label, width, block)}
      value={value}
      onChange={onChange}
      options={choices.map((choice) => ({ value: choice, label: text(choice) }))}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

/**
 * The inbox's filters (feedFilterSchema): account, network, type, sentiment, tag, state, issue class,
 * assignee, dates and our own items. The keyword is the search box beside them.
 */
export function FeedFilters({
  values,
  set,
  members,
  myId,
  block,
}: {
  values: FeedFilterValues;
  set: SetFilters;
  members: readonly Member[];
  myId: number | undefined;
  /** Stacked full width (the phone's drawer). */
  block?: boolean;
}) {
  const { t } = useTranslation();
  const range: [dayjs.Dayjs, dayjs.Dayjs] | null =
    values.from && values.to ? [dayjs(values.from), dayjs(values.to).subtract(1, 'millisecond')] : null;
  return (
    <>
      <AccountFilter
        value={values.account_ids}
        onChange={(account_ids) => set({ account_ids })}
        block={block}
      />
      <NetworkFilter value={values.networks} onChange={(networks) => set({ networks })} block={block} />
      <EnumFilter<FeedType>
        label={t('feeds.filters.types')}
        width={150}
        value={values.feed_types}
        onChange={(feed_types) => set({ feed_types })}
        choices={feedTypes}
        text={(type) => t(`feeds.types.${type}`)}
        block={block}
      />
      <EnumFilter<Sentiment>
        label={t('feeds.filters.sentiments')}
        width={150}
        value={values.sentiments}
        onChange={(picked) => set({ sentiments: picked })}
        choices={sentiments}
        text={(sentiment) => t(`feeds.sentiments.${sentiment}`)}
        block={block}
      />
      <TagFilter value={values.tag_ids} onChange={(tag_ids) => set({ tag_ids })} block={block} />
      <EnumFilter<FeedState>
        label={t('feeds.filters.states')}
        width={150}
        value={values.states}
        onChange={(states) => set({ states })}
        choices={feedStates}
        text={(state) => t(`feeds.states.${state}`)}
        block={block}
      />
      <EnumFilter<IssueClass>
        label={t('feeds.filters.issues')}
        width={150}
        value={values.issue_classes}
        onChange={(issue_classes) => set({ issue_classes })}
        choices={issueClasses}
        text={(issue) => t(`feeds.issues.${issue}`)}
        block={block}
      />
      <AssigneeFilter values={values} set={set} members={members} myId={myId} block={block} />
      <NamedRangePicker
        placeholder={[t('feeds.filters.from'), t('feeds.filters.to')]}
        label={t('feeds.filters.period')}
        style={fieldStyle(250, block)}
        value={range}
        onChange={(picked) =>
          set(
            picked?.[0] && picked[1]
              ? {
                  // Whole days in the viewer's zone, both ends included.
                  from: picked[0].startOf('day').toISOString(),
                  to: picked[1].add(1, 'day').startOf('day').toISOString(),
                }
              : { from: null, to: null },
          )
        }
      />
      <Checkbox checked={values.include_own} onChange={(event) => set({ include_own: event.target.checked })}>
        {t('feeds.filters.includeOwn')}
      </Checkbox>
    </>
  );
}
