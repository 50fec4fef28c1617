import { FilterOutlined, FolderOutlined } from '@ant-design/icons';
import { type MaterialKind, uploadKinds } from '@herald/contract';
import { Badge, Button, DatePicker, Drawer, Flex, Input, InputNumber, Select } from 'antd';
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

interface FilterProps {
  filters: LibraryFilters;
  onChange: (patch: Partial<LibraryFilters>) => void;
}

/** Tags, types, size range (MB), the days added and the order: in a row, or stacked in the phone's drawer. */
function MoreFilters({ filters, onChange, stacked }: FilterProps & { stacked: boolean }) {
  const { t } = useTranslation();
  const width = (desktop: number) => (stacked ? '100%' : desktop);
  return (
    <>
      <div style={{ width: width(200), maxWidth: '100%' }}>
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
        style={{ minWidth: 160, width: stacked ? '100%' : undefined }}
        data-testid="library-kinds"
      />
      <Flex gap={4} align="center">
        <InputNumber<number>
          min={0}
          value={filters.sizeMin}
          onChange={(sizeMin) => onChange({ sizeMin })}
          placeholder={t('material.library.sizeMin')}
          aria-label={t('material.library.sizeMin')}
          style={{ width: stacked ? '50%' : 110 }}
        />
        <span aria-hidden>–</span>
        <InputNumber<number>
          min={0}
          value={filters.sizeMax}
          onChange={(sizeMax) => onChange({ sizeMax })}
          placeholder={t('material.library.sizeMax')}
          aria-label={t('material.library.sizeMax')}
          style={{ width: stacked ? '50%' : 110 }}
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
        placeholder={[t('material.library.createdFrom'), t('material.library.createdTo')]}
        style={{ width: width(280), maxWidth: '100%' }}
      />
      <Select<LibrarySort>
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
        options={sortKeys.map((key) => ({ value: key, label: t(`material.library.sorts.${key}`) }))}
        aria-label={t('material.library.sort')}
        style={{ width: width(150) }}
        data-testid="library-sort"
      />
    </>
  );
}

/**
 * The library's search: name, tags, types, size range (MB), the days it was added, and the order.
 * On phones the folders and the filters beyond the name open from here, each in a drawer.
 */
export function LibraryFilterBar({
  filters,
  onChange,
  phone,
  onFolders,
}: FilterProps & {
  phone: boolean;
  /** Shows the folders (phones, where they are not at the side). */
  onFolders: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword);
  const [moreOpen, setMoreOpen] = useState(false);
  // Clearing the filters clears the box too.
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  const filtered = isFiltered(filters);
  const clear = filtered && (
    <Button type="link" onClick={() => onChange({ ...noLibraryFilters, sort: filters.sort })}>
      {t('material.library.clearFilters')}
    </Button>
  );
  return (
    <Flex wrap gap="small" data-testid="library-filters">
      {phone && (
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
        onSearch={(value) => onChange({ keyword: value.trim() })}
        style={{ width: phone ? 180 : 220, maxWidth: '100%' }}
      />
      {phone ? (
        <>
          <Badge dot={filtered}>
            <Button icon={<FilterOutlined />} onClick={() => setMoreOpen(true)}>
              {t('material.library.filters')}
            </Button>
          </Badge>
          <Drawer
            open={moreOpen}
            onClose={() => setMoreOpen(false)}
            title={t('material.library.filters')}
            placement="bottom"
            size="70%"
            extra={clear}
          >
            <Flex vertical gap="middle" data-testid="library-more-filters">
              <MoreFilters filters={filters} onChange={onChange} stacked />
            </Flex>
          </Drawer>
        </>
      ) : (
        <>
          <MoreFilters filters={filters} onChange={onChange} stacked={false} />
          {clear}
        </>
      )}
    </Flex>
  );
}
