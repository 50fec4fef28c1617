import { apiPaths } from '@herald/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Col, Drawer, Flex, Pagination, Row, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { PageHeader } from '../../../components/paged.js';
import { EmptyState, QueryError } from '../../../components/states.js';
import { usePhone } from '../../../components/viewport.js';
import { pageTitle } from '../../../i18n/titles.js';
import type { ScreenProps } from '../../../screens/types.js';
import { MaterialDrawer } from '../detail/MaterialDrawer.js';
import { useCanManageMaterial } from '../hooks/reads.js';
import { useOpenMaterial } from '../hooks/useOpenMaterial.js';
import {
  isFiltered,
  type LibraryFilters,
  libraryRequest,
  noLibraryFilters,
} from '../model/library-filters.js';
import { FolderPanel } from './FolderPanel.js';
import { LibraryFilterBar } from './LibraryFilterBar.js';
import { MaterialGrid } from './MaterialGrid.js';

/**
 * material.library: the approved materials as a grid of previews, searched by name, tags, type, size,
 * date and folder (the folders at the side, in a drawer on phones), a page at a time. A material opens
 * in a drawer with its facts, rights, fit per network and uses.
 */
export default function LibraryPage({ routeName }: ScreenProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const canManage = useCanManageMaterial();
  const opened = useOpenMaterial();
  const [filters, setFilters] = useState<LibraryFilters>(noLibraryFilters);
  const [foldersOpen, setFoldersOpen] = useState(false);
  const query = useApiQuery(apiPaths.material.library, libraryRequest(filters), {
    placeholderData: keepPreviousData,
  });
  const change = (patch: Partial<LibraryFilters>) =>
    setFilters((current) => ({ ...current, ...patch, page: patch.page ?? 1 }));
  const list = query.data?.list ?? [];

  let body: ReactNode;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isPending) body = <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  else if (list.length === 0)
    body = isFiltered(filters) ? (
      <EmptyState description={t('material.library.noMatch')} />
    ) : (
      <EmptyState
        description={t('material.library.empty')}
        action={<Typography.Text type="secondary">{t('material.library.emptyHint')}</Typography.Text>}
      />
    );
  else
    body = (
      <Spin spinning={query.isFetching}>
        <Flex vertical gap="middle">
          <MaterialGrid materials={list} onOpen={(material) => opened.open(material.id)} />
          <Pagination
            current={filters.page}
            pageSize={filters.page_size}
            total={query.data?.total ?? 0}
            showSizeChanger={!phone}
            pageSizeOptions={[12, 24, 48, 96]}
            size={phone ? 'small' : undefined}
            simple={phone}
            showTotal={phone ? undefined : (total) => t('common.total', { count: total })}
            onChange={(page, pageSize) =>
              change({ page: pageSize === filters.page_size ? page : 1, page_size: pageSize })
            }
            style={{ alignSelf: 'flex-end' }}
          />
        </Flex>
      </Spin>
    );

  const folders = (
    <FolderPanel
      value={filters.folder}
      onChange={(folder) => {
        change({ folder });
        setFoldersOpen(false);
      }}
      canManage={canManage}
    />
  );
  return (
    <>
      <PageHeader title={pageTitle(t, routeName)} />
      <Row gutter={[16, 16]}>
        {!phone && (
          <Col md={7} lg={6} xl={5}>
            <Card size="small">{folders}</Card>
          </Col>
        )}
        <Col xs={24} md={17} lg={18} xl={19}>
          <Flex vertical gap="middle">
            <LibraryFilterBar
              filters={filters}
              onChange={change}
              phone={phone}
              onFolders={() => setFoldersOpen(true)}
            />
            {body}
          </Flex>
        </Col>
      </Row>
      {phone && (
        <Drawer
          open={foldersOpen}
          onClose={() => setFoldersOpen(false)}
          title={t('material.folders.title')}
          placement="left"
          size="85%"
        >
          {folders}
        </Drawer>
      )}
      <MaterialDrawer id={opened.id} canManage={canManage} onClose={opened.close} />
    </>
  );
}
