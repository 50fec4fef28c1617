import { DownloadOutlined } from '@ant-design/icons';
import { apiPaths, errorCatalog, type ReviewConfig, type ReviewFlow } from '@herald/contract';
import { Alert, App, Button, Flex, Input, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery, useCrudMutations } from '../../api/hooks.js';
import { download } from '../../api/transport.js';
import { AddButton, actionsColumn, RowActions } from '../../components/actions.js';
import { FormModal, useEditor } from '../../components/form-modal.js';
import { NetworkLabel } from '../../components/networks.js';
import { PageHeader, TagsPreview, useTableSize } from '../../components/paged.js';
import { EmptyState, QueryError } from '../../components/states.js';
import { useFailureText } from '../../lib/failure-text.js';
import type { ScreenProps } from '../../screens/types.js';
import { FlowFields, type FlowValues, flowInputOf, flowValuesOf } from './FlowForm.js';
import { FlowImport } from './FlowImport.js';
import { useReviewConfig } from './useReviewConfig.js';

type Editing = { mode: 'create' } | { mode: 'edit'; flow: ReviewFlow };

const invalidates = [
  apiPaths.reviewConfig.flowList,
  apiPaths.reviewConfig.lookup,
  apiPaths.reviewConfig.accountFlows,
];
const codeFields = {
  [errorCatalog.name_taken.code]: 'name',
  [errorCatalog.flow_account_taken.code]: 'account_ids',
  [errorCatalog.flow_default_required.code]: 'is_default',
};

/** One line per level without reviewer: what it stops. */
function EmptyLevels({ flow }: { flow: ReviewFlow }) {
  const { t } = useTranslation();
  if (flow.empty_levels.length === 0) return null;
  return (
    <Flex vertical gap={4} style={{ marginTop: 4 }}>
      {flow.empty_levels.map((level) => (
        <Alert key={level} type="warning" showIcon title={t('reviewConfig.flows.noReviewer', { level })} />
      ))}
    </Flex>
  );
}

function useColumns(
  config: ReviewConfig,
  canManage: boolean,
  onEdit: (flow: ReviewFlow) => void,
  onRemove: (flow: ReviewFlow) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const columns: ColumnsType<ReviewFlow> = [
    {
      title: t('reviewConfig.flows.name'),
      key: 'name',
      render: (_, flow) => (
        <Flex gap="small" wrap>
          <Typography.Text strong>{flow.name}</Typography.Text>
          {flow.is_default && <Tag color="blue">{t('reviewConfig.flows.defaultTag')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('reviewConfig.flows.accounts'),
      key: 'accounts',
      render: (_, flow) =>
        flow.accounts.length === 0 ? (
          <Typography.Text type="secondary">
            {flow.is_default ? t('reviewConfig.flows.allOthers') : '—'}
          </Typography.Text>
        ) : (
          <Flex vertical gap={2}>
            {flow.accounts.map((account) => (
              <span key={account.id}>
                <NetworkLabel network={account.network} /> · {account.name}{' '}
                <Typography.Text type="secondary">({account.social_id})</Typography.Text>
              </span>
            ))}
          </Flex>
        ),
    },
    {
      title: t('reviewConfig.flows.levels'),
      key: 'levels',
      render: (_, flow) => (
        <Flex vertical gap={4}>
          {config.levels.map((level) => (
            <div key={level.level}>
              <Typography.Text type="secondary">
                {t('reviewConfig.flows.reviewers', { level: level.level, name: level.content_name })}:{' '}
              </Typography.Text>
              <TagsPreview
                items={(flow.levels.find((entry) => entry.level === level.level)?.reviewers ?? []).map(
                  (email) => ({ key: email, label: email }),
                )}
              />
            </div>
          ))}
          <EmptyLevels flow={flow} />
        </Flex>
      ),
    },
  ];
  if (canManage)
    columns.push(
      actionsColumn(t('common.actions'), (flow) => (
        <RowActions
          onEdit={() => onEdit(flow)}
          remove={{
            confirm: t('reviewConfig.flows.deleteConfirm', { name: flow.name }),
            action: () => onRemove(flow),
          }}
        />
      )),
    );
  return columns;
}

/** /config/review/reviewer ("review flow"): who reviews which accounts at each level. */
export default function FlowsPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const size = useTableSize();
  const config = useReviewConfig();
  const [keyword, setKeyword] = useState('');
  const flows = useApiQuery(apiPaths.reviewConfig.flowList, keyword ? { keyword } : {});
  const { create, update, remove } = useCrudMutations(
    {
      create: apiPaths.reviewConfig.flowCreate,
      update: apiPaths.reviewConfig.flowUpdate,
      remove: apiPaths.reviewConfig.flowDelete,
    },
    invalidates,
  );
  const editor = useEditor<Editing>();
  const saved = config.query.data;
  const columns = useColumns(
    saved ?? { max_level: 1, levels: [], switchs: [], chats: [] },
    config.canManage,
    (flow) => editor.show({ mode: 'edit', flow }),
    (flow) => remove.mutateAsync({ id: flow.id }),
  );
  const exportFlows = () =>
    download(apiPaths.reviewConfig.flowExport, {}).catch(
      (error: unknown) => void message.error(failureText(error)),
    );
  const add = () => editor.show({ mode: 'create' });
  const editing = editor.value;
  const maxLevel = saved?.max_level ?? 1;
  const submit = (values: FlowValues) => {
    const input = flowInputOf(values, maxLevel);
    return editing?.mode === 'edit'
      ? update.mutateAsync({ ...input, id: editing.flow.id })
      : create.mutateAsync(input);
  };
  const failed = flows.isError ? flows : config.query.isError ? config.query : null;
  return (
    <>
      <PageHeader
        title={t('reviewConfig.flows.title')}
        action={
          <Flex gap="small" wrap>
            <Button icon={<DownloadOutlined />} onClick={() => void exportFlows()} data-testid="flow-export">
              {t('reviewConfig.flows.export')}
            </Button>
            {config.canManage && <FlowImport />}
            {config.canManage && (
              <AddButton label={t('reviewConfig.flows.add')} onClick={add} testId="flow-add" />
            )}
          </Flex>
        }
      >
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('reviewConfig.flows.explain')}
        </Typography.Paragraph>
      </PageHeader>
      <Input.Search
        allowClear
        placeholder={t('reviewConfig.flows.search')}
        onSearch={(value) => setKeyword(value.trim())}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      {failed ? (
        <QueryError
          error={failed.error}
          onRetry={() => void failed.refetch()}
          what={t('reviewConfig.flows.title')}
        />
      ) : (
        <Table<ReviewFlow>
          size={size}
          rowKey="id"
          loading={flows.isPending || config.query.isPending}
          columns={columns}
          dataSource={flows.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="flows-table"
          locale={{
            emptyText: (
              <EmptyState
                description={t('reviewConfig.flows.empty')}
                action={
                  config.canManage ? (
                    <AddButton label={t('reviewConfig.flows.add')} onClick={add} />
                  ) : undefined
                }
              />
            ),
          }}
        />
      )}
      {editing && saved && (
        <FormModal<FlowValues>
          editor={editor}
          title={editing.mode === 'edit' ? t('reviewConfig.flows.edit') : t('reviewConfig.flows.add')}
          initialValues={flowValuesOf(editing.mode === 'edit' ? editing.flow : null, maxLevel)}
          mode={editing.mode}
          codeFields={codeFields}
          onSubmit={submit}
          width={640}
        >
          <FlowFields config={saved} />
        </FormModal>
      )}
    </>
  );
}
