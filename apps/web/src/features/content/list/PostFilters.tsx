import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { apiPaths, type ContentStatus, contentStatuses, postSortFields } from '@herald/contract';
import { Button, Flex, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { NamedRangePicker } from '../../../components/NamedRangePicker.js';
import {
  AccountFilter,
  fieldStyle,
  multiFilter,
  NetworkFilter,
  StatusFilter,
} from '../../../components/post/FilterFields.js';
import type { PostFilterValues, SortField } from './usePostFilters.js';

/** Authors: "me" first, then everyone who wrote posts the caller sees (post/authors), by name. */
function AuthorFilter({
  value,
  onChange,
  block,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const me = useApiQuery(apiPaths.auth.user, {}, { staleTime: Number.POSITIVE_INFINITY });
  const authors = useApiQuery(apiPaths.post.authors, {}, { staleTime: 60_000 });
  const myId = me.data?.user_id;
  const options = [
    ...(myId !== undefined ? [{ value: myId, label: t('content.filters.me') }] : []),
    ...(authors.data ?? [])
      .filter((author) => author.user_id !== myId)
      .map((author) => ({ value: author.user_id, label: author.name })),
  ];
  return (
    <Select<number[]>
      {...multiFilter(t('content.filters.author'), 160, block)}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      loading={me.isLoading || authors.isLoading}
    />
  );
}

/** Filters of the post lists: account, network, status, date range, author, and the order. */
export function PostFilters({
  values,
  set,
  statuses = contentStatuses,
  block,
}: {
  values: PostFilterValues;
  set: (patch: Partial<PostFilterValues>) => void;
  /** The statuses offered (the drafts list offers only draft statuses). */
  statuses?: readonly ContentStatus[];
  /** Stacked full width (phones). */
  block?: boolean;
}) {
  const { t } = useTranslation();
  const descending = values.order === 'desc';
  const orderLabel = t(descending ? 'content.sorts.desc' : 'content.sorts.asc');
  return (
    <>
      <AccountFilter
        value={values.account_ids}
        onChange={(account_ids) => set({ account_ids })}
        block={block}
      />
      <NetworkFilter value={values.networks} onChange={(networks) => set({ networks })} block={block} />
      <StatusFilter
        value={values.statuses}
        onChange={(picked) => set({ statuses: picked })}
        statuses={statuses}
        block={block}
      />
      <NamedRangePicker
        placeholder={[t('content.filters.from'), t('content.filters.to')]}
        label={t('content.filters.period')}
        style={fieldStyle(250, block)}
        value={values.range}
        onChange={(range) => set({ range: range?.[0] && range[1] ? [range[0], range[1]] : null })}
      />
      <AuthorFilter value={values.author_ids} onChange={(author_ids) => set({ author_ids })} block={block} />
      <Flex gap="small">
        <Select<SortField>
          aria-label={t('content.filters.sort')}
          style={block ? { flex: 1 } : { width: 150 }}
          value={values.sort}
          onChange={(sort) => set({ sort })}
          options={postSortFields.map((field) => ({ value: field, label: t(`content.sorts.${field}`) }))}
        />
        <Tooltip title={orderLabel}>
          <Button
            aria-label={orderLabel}
            icon={descending ? <SortDescendingOutlined /> : <SortAscendingOutlined />}
            onClick={() => set({ order: descending ? 'asc' : 'desc' })}
          />
        </Tooltip>
      </Flex>
    </>
  );
}
