import { apiPaths, MATERIAL_BATCH_MAX, type Material } from '@herald/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { BatchResultsModal } from '../../../components/batch-results.js';
import { PageHeader, usePager, usePaging, useTableSize } from '../../../components/paged.js';
import { EmptyState, QueryError } from '../../../components/states.js';
import { pageTitle } from '../../../i18n/titles.js';
import type { ScreenProps } from '../../../screens/types.js';
import { MaterialDrawer } from '../detail/MaterialDrawer.js';
import { useCanManageMaterial } from '../hooks/reads.js';
import { useOpenMaterial } from '../hooks/useOpenMaterial.js';
import { useQueueColumns } from './columns.js';
import { DecisionModal } from './DecisionModal.js';
import { SendLinkModal } from './SendLinkModal.js';
import { useMaterialReview } from './useMaterialReview.js';

/**
 * material.review (material_manage): everyone's submissions waiting for review, with their previews.
 * One or several are approved or rejected (a rejection says why), each with its own result; one can
 * go to an outside reviewer (licensor, IP holder) by a signed e-mail link instead.
 */
export default function ReviewPage({ routeName }: ScreenProps) {
  const { t } = useTranslation();
  const size = useTableSize();
  const paging = usePaging(20);
  const query = useApiQuery(
    apiPaths.material.list,
    { ...paging.input, everyone: true, status: ['pending'] },
    { placeholderData: keepPreviousData },
  );
  const pager = usePager(paging, query.data?.total);
  const [selected, setSelected] = useState<ReadonlyMap<number, Material>>(new Map());
  const clear = () => setSelected(new Map());
  const review = useMaterialReview(clear);
  const opened = useOpenMaterial();
  const canManage = useCanManageMaterial();
  const [linkFor, setLinkFor] = useState<Material | null>(null);
  const columns = useQueueColumns({
    open: (material) => opened.open(material.id),
    decide: (decision, material) => review.ask(decision, [material]),
    sendLink: setLinkFor,
  });
  const list = query.data?.list ?? [];
  const picked = [...selected.values()];

  return (
    <>
      <PageHeader title={pageTitle(t, routeName)}>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('material.review.intro')}
        </Typography.Paragraph>
      </PageHeader>
      <Flex vertical gap="middle">
        <Flex gap="small" wrap align="center" justify="space-between">
          <Input.Search
            allowClear
            placeholder={t('material.review.search')}
            aria-label={t('material.review.search')}
            onSearch={paging.search}
            style={{ width: 260, maxWidth: '100%' }}
          />
          {picked.length > 0 && (
            <Flex gap="small" align="center" wrap data-testid="review-batch-bar">
              <Typography.Text>{t('material.review.selected', { count: picked.length })}</Typography.Text>
              <Button
                type="primary"
                onClick={() => review.ask('approve', picked)}
                data-testid="batch-approve"
              >
                {t('material.review.approve')}
              </Button>
              <Button danger onClick={() => review.ask('reject', picked)} data-testid="batch-reject">
                {t('material.review.reject')}
              </Button>
              <Button type="link" onClick={clear}>
                {t('material.review.clear')}
              </Button>
            </Flex>
          )}
        </Flex>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <div data-testid="review-queue">
            <Table<Material>
              rowKey="id"
              columns={columns}
              dataSource={list}
              loading={query.isFetching}
              size={size}
              scroll={{ x: true }}
              rowSelection={{
                selectedRowKeys: [...selected.keys()],
                onChange: (keys) =>
                  setSelected((current) => {
                    const next = new Map(current);
                    for (const row of list) {
                      if (keys.includes(row.id) && next.size < MATERIAL_BATCH_MAX) next.set(row.id, row);
                      else if (!keys.includes(row.id)) next.delete(row.id);
                    }
                    return next;
                  }),
              }}
              locale={{
                emptyText: query.isPending ? (
                  ' '
                ) : (
                  <EmptyState description={paging.keyword ? t('common.empty') : t('material.review.empty')} />
                ),
              }}
              pagination={pager}
            />
          </div>
        )}
      </Flex>
      <DecisionModal
        asking={review.asking}
        busy={review.busy}
        onCancel={review.cancel}
        onSend={(comment) => void review.send(comment)}
      />
      <BatchResultsModal
        open={review.outcome !== null}
        title={t('material.review.resultTitle')}
        itemTitle={t('material.review.item')}
        results={review.outcome?.results ?? []}
        names={review.outcome?.names ?? new Map()}
        testId="material-review"
        onClose={review.closeOutcome}
      />
      <SendLinkModal material={linkFor} onClose={() => setLinkFor(null)} />
      <MaterialDrawer id={opened.id} canManage={canManage} onClose={opened.close} />
    </>
  );
}
