import { FolderOutlined } from '@ant-design/icons';
import { type MaterialKind, uploadKinds } from '@herald/contract';
import { Button, DatePicker, Flex, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagsSelect } from '../components/MaterialFields.js';
import {
  isFiltered,
  type LibraryFilters,
  type LibrarySort,
  librarySorts,
  noLibraryFilters,
} from '../model/library-filters.js';

const sortKeys = Object.keys(librarySorts) as LibrarySort[];

/**
 * The library's search: name, tags, types, size range (MB), the days it was added, and the order.
 * On phones the folders open from here.
 */
export function LibraryFilterBar({
  filters,
  onChange,
  onFolders,
}: {
  filters: LibraryFilters;
  onChange: (patch: Partial<LibraryFilters>) => void;
  /** Shows the folders (phones, where they are not at the side). */
  onFolders?: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword);
  // Clearing the filters clears the box too.
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  return (
    <Flex wrap gap="small" data-testid="library-filters">
      {onFolders && (
        <Button icon={<FolderOutlined />} onClick={onFolders}>
          {t('material.folders.open')}
        </Button>
      )}
      <Input.Search
        allowClear
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t('material.library.search')}
        aria-label={t('material.library.search')}
        onSearch={(keyword) => onChange({ keyword: keyword.trim() })}
        style={{ width: 220, maxWidth: '100%' }}
      />
      <div style={{ width: 200, maxWidth: '100%' }}>
        <TagsSelect
          mode="multiple"
          value={filters.tags}
          onChange={(tags) => onChange({ tags })}
          ariaLabel={t('material.library.tags')}
          placeholder={t('material.library.tags')}
        />
      </div>
      <Select<MaterialKind[]>
        mode="multiple"
        allowClear
        value={filters.kinds}
        onChange={(kinds) => onChange({ kinds })}
        options={uploadKinds.map((kind) => ({ value: kind, label: t(`material.kinds.${kind}`) }))}
        placeholder={t('material.library.kinds')}
        aria-label={t('material.library.kinds')}
        style={{ minWidth: 160 }}
        data-testid="library-kinds"
      />
      <Flex gap={4} align="center">
        <InputNumber<number>
          min={0}
          value={filters.sizeMin}
          onChange={(sizeMin) => onChange({ sizeMin })}
          placeholder={t('material.library.sizeMin')}
          aria-label={t('material.library.sizeMin')}
          style={{ width: 110 }}
          data-testid="library-size-min"
        />
        <span aria-hidden>–</span>
        <InputNumber<number>
          min={0}
          value={filters.sizeMax}
          onChange={(sizeMax) => onChange({ sizeMax })}
          placeholder={t('material.library.sizeMax')}
          aria-label={t('material.library.sizeMax')}
          style={{ width: 110 }}
          data-testid="library-size-max"
        />
      </Flex>
      <DatePicker.RangePicker
        value={filters.created ? [dayjs(filters.created[0]), dayjs(filters.created[1])] : null}
        onChange={(range) => {
          const [start, end] = range ?? [];
          onChange({
            created: start && end ? [start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')] : null,
          });
        }}
        aria-label={t('material.library.created')}
        placeholder={[t('material.library.created'), t('material.library.created')]}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Select<LibrarySort>
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
        options={sortKeys.map((key) => ({ value: key, label: t(`material.library.sorts.${key}`) }))}
        aria-label={t('material.library.sort')}
        style={{ width: 150 }}
        data-testid="library-sort"
      />
      {isFiltered(filters) && (
        <Button type="link" onClick={() => onChange({ ...noLibraryFilters, sort: filters.sort })}>
          {t('material.library.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}
