import { UploadOutlined } from '@ant-design/icons';
import { apiPaths, type FlowImportProblem } from '@herald/contract';
import { Alert, App, Button, Modal, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/hooks.js';
import { useFailureText } from '../../lib/failure-text.js';

const MAX_BYTES = 2 * 1024 * 1024;

/** The file's bytes as base64, the way the import endpoint takes them. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** Imports flows from Excel; a file with problems imports nothing and each problem is listed by row. */
export function FlowImport() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [problems, setProblems] = useState<FlowImportProblem[]>([]);
  const importing = useApiMutation(apiPaths.reviewConfig.flowImport, {
    invalidates: [
      apiPaths.reviewConfig.flowList,
      apiPaths.reviewConfig.lookup,
      apiPaths.reviewConfig.accountFlows,
    ],
  });
  const upload = async (file: File) => {
    if (!/\.xlsx?$/i.test(file.name)) return void message.error(t('reviewConfig.flows.wrongType'));
    if (file.size > MAX_BYTES) return void message.error(t('reviewConfig.flows.tooBig'));
    try {
      const result = await importing.mutateAsync({ file_name: file.name, content: await base64Of(file) });
      if (result.problems.length > 0) setProblems(result.problems);
      else void message.success(t('reviewConfig.flows.imported', { count: result.imported }));
    } catch (error) {
      void message.error(failureText(error));
    }
  };
  return (
    <>
      <Upload
        accept=".xlsx,.xls"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button
          icon={<UploadOutlined />}
          loading={importing.isPending}
          title={t('reviewConfig.flows.importHelp')}
          data-testid="flow-import"
        >
          {t('reviewConfig.flows.import')}
        </Button>
      </Upload>
      <Modal
        open={problems.length > 0}
        title={t('reviewConfig.flows.import')}
        onCancel={() => setProblems([])}
        footer={<Button onClick={() => setProblems([])}>{t('common.ok')}</Button>}
        width={640}
      >
        <Alert
          type="error"
          showIcon
          title={t('reviewConfig.flows.importFailed')}
          style={{ marginBottom: 12 }}
        />
        <Table<FlowImportProblem>
          size="small"
          pagination={false}
          rowKey={(problem) => `${problem.row}-${problem.column}-${problem.message}`}
          dataSource={problems}
          data-testid="import-problems"
          columns={[
            { title: t('reviewConfig.flows.problemRow'), dataIndex: 'row', width: 64 },
            {
              title: t('reviewConfig.flows.problemColumn'),
              dataIndex: 'column',
              width: 72,
              render: (column: string | null) => column ?? '—',
            },
            { title: t('reviewConfig.flows.problemMessage'), dataIndex: 'message' },
          ]}
        />
      </Modal>
    </>
  );
}
