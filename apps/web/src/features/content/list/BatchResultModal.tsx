import type { api, EndpointOutput } from '@herald/contract';
import { Button, Modal, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchAction } from './BatchBar.js';

type BatchResult = EndpointOutput<typeof api.post.batch>['results'][number];

export interface BatchOutcome {
  action: BatchAction;
  results: BatchResult[];
  /** The name of each post sent, as the list showed it. */
  names: ReadonlyMap<number, string>;
}

/** What a bulk action did to each post: done, or not done with the server's reason. */
export function BatchResultModal({
  outcome,
  onClose,
}: {
  outcome: BatchOutcome | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const results = outcome?.results ?? [];
  const done = results.filter((result) => result.ok).length;
  return (
    <Modal
      open={outcome !== null}
      title={
        outcome ? t('content.batch.resultTitle', { action: t(`content.actions.${outcome.action}`) }) : ''
      }
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.ok')}
        </Button>
      }
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph data-testid="batch-summary">
        {t('content.batch.summary', { ok: done, failed: results.length - done })}
      </Typography.Paragraph>
      <Table<BatchResult>
        data-testid="batch-results"
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ y: 360 }}
        dataSource={results}
        columns={[
          {
            title: t('content.columns.post'),
            key: 'post',
            render: (_, result) => outcome?.names.get(result.id) ?? `#${result.id}`,
          },
          {
            title: t('content.accountTable.result'),
            key: 'result',
            render: (_, result) =>
              result.ok ? (
                <Tag color="success">{t('content.batch.ok')}</Tag>
              ) : (
                <>
                  <Tag color="error">{t('content.batch.notDone')}</Tag>
                  <Typography.Text type="secondary">
                    {t('common.errorNotice', { code: result.code, msg: result.msg })}
                  </Typography.Text>
                </>
              ),
          },
        ]}
      />
    </Modal>
  );
}
