import { apiPaths, type Material, type MaterialKind } from '@herald/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Col, Flex, Input, Pagination, Row, Select, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { FolderTreeSelect, MaterialCard } from '../../../components/material/index.js';
import { EmptyState, QueryError } from '../../../components/states.js';

const PAGE_SIZE = 12;

/**
 * The library's usable images and videos (rights not ended) in compose's picker, searched by name,
 * type and folder, a page at a time; a click on a card picks or unpicks it.
 */
export function LibraryPickerGrid({
  kinds,
  picked,
  onToggle,
}: {
  kinds: readonly MaterialKind[];
  picked: ReadonlyMap<number, Material>;
  onToggle: (material: Material) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<MaterialKind | null>(null);
  const [folder, setFolder] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const query = useApiQuery(
    apiPaths.material.library,
    {
      page,
      page_size: PAGE_SIZE,
      usable_only: true,
      kinds: kind ? [kind] : [...kinds],
      ...(keyword ? { keyword } : {}),
      ...(folder !== null ? { folder_id: folder } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const list = query.data?.list ?? [];
  let body: ReactNode;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isPending) body = <Spin style={{ display: 'block', margin: '32px auto' }} />;
  else if (list.length === 0) body = <EmptyState description={t('material.picker.empty')} />;
  else
    body = (
      <Spin spinning={query.isFetching}>
        <Row gutter={[8, 8]} data-testid="picker-grid">
          {list.map((material) => (
            <Col key={material.id} xs={12} sm={8} md={6}>
              <MaterialCard
                material={material}
                checked={picked.has(material.id)}
                onOpen={() => onToggle(material)}
              />
            </Col>
          ))}
        </Row>
      </Spin>
    );
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Input.Search
          allowClear
          placeholder={t('material.picker.search')}
          aria-label={t('material.picker.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ width: 220, maxWidth: '100%' }}
        />
        {kinds.length > 1 && (
          <Select<MaterialKind | 'all'>
            value={kind ?? 'all'}
            onChange={(value) => {
              setKind(value === 'all' ? null : value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('material.picker.allKinds') },
              ...kinds.map((value) => ({ value, label: t(`material.kinds.${value}`) })),
            ]}
            aria-label={t('material.library.kinds')}
            style={{ width: 160 }}
          />
        )}
        <div style={{ width: 200, maxWidth: '100%' }}>
          <FolderTreeSelect
            value={folder}
            onChange={(value) => {
              setFolder(value);
              setPage(1);
            }}
            ariaLabel={t('material.fields.folder')}
            placeholder={t('material.picker.allFolders')}
          />
        </div>
      </Flex>
      {body}
      {(query.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          onChange={setPage}
          size="small"
          simple
          style={{ alignSelf: 'flex-end' }}
        />
      )}
    </Flex>
  );
}
