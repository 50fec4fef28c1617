import { apiPaths, type Material, type MaterialStatus, materialStatuses } from '@herald/contract';
import { App, Flex, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import { RowActions } from '../../../components/actions.js';
import { useEditor } from '../../../components/form-modal.js';
import { MaterialThumb } from '../../../components/material/index.js';
import { formatTime, PagedTable, usePagedQuery } from '../../../components/paged.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { EditMaterialModal } from '../components/EditMaterialModal.js';
import { MaterialStatusTag } from '../components/StatusTags.js';
import { materialReads } from '../hooks/reads.js';

/** A rejected submission shows the reviewer's comment under its status. */
function StatusCell({ material }: { material: Material }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} align="start">
      <MaterialStatusTag status={material.status} />
      {material.status === 'rejected' && material.review?.comment && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="reject-comment">
          {t('material.mine.rejectedBecause', { comment: material.review.comment })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The caller's submissions (material/list), newest first, with where each stands in review and
 * what the reviewer said; a pending or rejected one can be edited, a rejected one sent back.
 */
export function MySubmissions() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [status, setStatus] = useState<MaterialStatus[]>([]);
  const { paging, query } = usePagedQuery(apiPaths.material.list, (page) => ({
    ...page,
    ...(status.length > 0 ? { status } : {}),
  }));
  const editor = useEditor<Material>();
  const resubmit = useApiMutation(apiPaths.material.resubmit, { invalidates: materialReads });
  const sendBack = async (material: Material) => {
    try {
      await resubmit.mutateAsync({ id: material.id });
      void message.success(t('material.mine.resubmitted'));
    } catch (error) {
      void message.error(failureText(error));
    }
  };
  const columns: ColumnsType<Material> = [
    {
      title: t('material.fields.file'),
      key: 'preview',
      width: 88,
      // Phones keep their width for the name, status and actions.
      responsive: ['sm'],
      render: (_, material) => (
        <div style={{ width: 72, borderRadius: 4, overflow: 'hidden' }}>
          <MaterialThumb material={material} height={54} />
        </div>
      ),
    },
    {
      title: t('material.fields.name'),
      key: 'name',
      minWidth: 110,
      render: (_, material) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{material.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`material.kinds.${material.kind}`)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('material.mine.status'),
      key: 'status',
      render: (_, material) => <StatusCell material={material} />,
    },
    {
      title: t('material.fields.submittedAt'),
      key: 'created_at',
      responsive: ['md'],
      render: (_, material) => formatTime(material.created_at),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, material) =>
        material.status === 'approved' ? null : (
          <RowActions
            onEdit={() => editor.show(material)}
            extra={
              material.status === 'rejected'
                ? [
                    {
                      key: 'resubmit',
                      label: t('material.mine.resubmit'),
                      onClick: () => void sendBack(material),
                    },
                  ]
                : []
            }
          />
        ),
    },
  ];
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('material.mine.title')}
      </Typography.Title>
      <PagedTable<Material>
        query={query}
        paging={paging}
        columns={columns}
        rowKey="id"
        testId="my-submissions"
        searchPlaceholder={t('material.mine.search')}
        filtered={status.length > 0}
        emptyAction={<Typography.Text type="secondary">{t('material.mine.empty')}</Typography.Text>}
        filters={
          <Select<MaterialStatus[]>
            mode="multiple"
            allowClear
            value={status}
            onChange={(next) => {
              setStatus(next);
              paging.setPage(1);
            }}
            options={materialStatuses.map((value) => ({ value, label: t(`material.status.${value}`) }))}
            placeholder={t('material.mine.status')}
            aria-label={t('material.mine.status')}
            style={{ minWidth: 180 }}
          />
        }
      />
      <EditMaterialModal
        editor={editor}
        title={editor.value ? t('material.mine.editTitle', { name: editor.value.name }) : ''}
      />
    </>
  );
}
