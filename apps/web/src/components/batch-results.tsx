import { Button, Flex, Modal, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** How one item of a batch went: done, or not done with the server's code and reason. */
export interface BatchItemResult {
  id: number;
  ok: boolean;
  code: number;
  msg: string;
}

/** What a batch did to each item (posts, reviews…): a summary line, then each item with its outcome. */
export function BatchResultsModal({
  open,
  title,
  itemTitle,
  results,
  names,
  testId,
  onClose,
}: {
  open: boolean;
  title: string;
  /** The first column's title: what the items are. */
  itemTitle: string;
  results: readonly BatchItemResult[];
  /** Each item's name as the list showed it. */
  names: ReadonlyMap<number, string>;
  testId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const done = results.filter((result) => result.ok).length;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.ok')}
        </Button>
      }
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph data-testid={`${testId}-summary`}>
        {t('common.batch.summary', { ok: done, failed: results.length - done })}
      </Typography.Paragraph>
      <Table<BatchItemResult>
        data-testid={`${testId}-results`}
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ y: 360 }}
        dataSource={[...results]}
        columns={[
          { title: itemTitle, key: 'item', render: (_, result) => names.get(result.id) ?? `#${result.id}` },
          {
            title: t('common.batch.result'),
            key: 'result',
            render: (_, result) =>
              result.ok ? (
                <Tag color="success">{t('common.batch.done')}</Tag>
              ) : (
                <Flex vertical gap={2} align="start">
                  <Tag color="error">{t('common.batch.notDone')}</Tag>
                  <Typography.Text type="secondary">
                    {t('common.errorNotice', { code: result.code, msg: result.msg })}
                  </Typography.Text>
                </Flex>
              ),
          },
        ]}
      />
    </Modal>
  );
}
