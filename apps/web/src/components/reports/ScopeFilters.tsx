import { apiPaths, reportContentTypes } from '@herald/contract';
import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { useHolds } from '../../lib/abilities.js';
import { useLookupSelect } from '../lookup-select.js';
import { AccountFilter, multiFilter, NetworkFilter } from '../post/FilterFields.js';
import { usePhone } from '../viewport.js';
import type { ReportScopeState } from './hooks/useReportScope.js';

/** The filters a screen offers beyond network and account. */
export interface FilterOffer {
  contentTypes?: boolean;
  tags?: boolean;
  authors?: boolean;
  hashtags?: boolean;
  keyword?: boolean;
}

const lookupOnce = { staleTime: Number.POSITIVE_INFINITY } as const;

function TagFilter({ scope, block }: { scope: ReportScopeState; block: boolean }) {
  const { t } = useTranslation();
  const tags = useApiQuery(apiPaths.tag.all, {}, lookupOnce);
  const select = useLookupSelect(tags, (tag) => ({ value: tag.id, label: tag.name }));
  return (
    <Select<number[]>
      {...multiFilter(t('reports.filters.tags'), 180, block)}
      value={scope.values.tag_ids}
      onChange={(tag_ids) => scope.set({ tag_ids })}
      {...select}
    />
  );
}

/** Authors of the game's posts; listing them needs the content permission, so others go without. */
function AuthorFilter({ scope, block }: { scope: ReportScopeState; block: boolean }) {
  const { t } = useTranslation();
  const authors = useApiQuery(apiPaths.post.authors, {}, lookupOnce);
  const select = useLookupSelect(authors, (author) => ({ value: author.user_id, label: author.name }));
  return (
    <Select<number[]>
      {...multiFilter(t('reports.filters.authors'), 160, block)}
      value={scope.values.author_ids}
      onChange={(author_ids) => scope.set({ author_ids })}
      {...select}
    />
  );
}

/** Network and account (the accounts lookup), and the screen's own filters; stacked on phones. */
export function ScopeFilters({ scope, offer = {} }: { scope: ReportScopeState; offer?: FilterOffer }) {
  const { t } = useTranslation();
  const block = usePhone();
  const readsAuthors = useHolds('content_base');
  const { values, set } = scope;
  return (
    <Flex wrap gap="small" vertical={block} data-testid="scope-filters">
      <NetworkFilter value={values.platforms} onChange={(platforms) => set({ platforms })} block={block} />
      <AccountFilter
        value={values.account_ids}
        onChange={(account_ids) => set({ account_ids })}
        block={block}
      />
      {offer.contentTypes && (
        <Select
          {...multiFilter(t('reports.filters.contentTypes'), 180, block)}
          value={values.content_types}
          onChange={(content_types) => set({ content_types })}
          options={reportContentTypes.map((value) => ({ value, label: t(`reports.contentTypes.${value}`) }))}
        />
      )}
      {offer.tags && <TagFilter scope={scope} block={block} />}
      {offer.authors && readsAuthors && <AuthorFilter scope={scope} block={block} />}
      {offer.hashtags && (
        <Select<string[]>
          {...multiFilter(t('reports.filters.hashtags'), 180, block)}
          mode="tags"
          value={values.hashtags}
          tokenSeparators={[',', ' ']}
          notFoundContent={t('reports.filters.hashtagsHelp')}
          onChange={(tags) => set({ hashtags: tags.map((tag) => tag.replace(/^#/, '').toLowerCase()) })}
        />
      )}
      {offer.keyword && (
        <Input.Search
          allowClear
          placeholder={t('reports.filters.keyword')}
          aria-label={t('reports.filters.keyword')}
          defaultValue={values.keyword}
          onSearch={(keyword) => set({ keyword })}
          style={block ? { width: '100%' } : { width: 220 }}
        />
      )}
    </Flex>
  );
}
