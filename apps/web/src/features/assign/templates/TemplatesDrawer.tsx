import type { Template } from '@herald/contract';
import { Button, Drawer, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddButton, RowActions } from '../../../components/actions.js';
import { FormModal, useEditor } from '../../../components/form-modal.js';
import { EmptyState, QueryError } from '../../../components/states.js';
import { usePhone } from '../../../components/viewport.js';
import { useRouteLink } from '../../../lib/links.js';
import { LabelPath } from '../components/labels.js';
import { useLabels } from '../hooks/lookups.js';
import { useTemplates } from '../hooks/useTemplates.js';
import { editorCodeFields, onEditorFields } from '../model/errors.js';
import { labelPathOf } from '../model/labels.js';
import { type TemplateFormValues, templateFieldsOf, templateValuesOf } from '../model/task-form.js';
import { TemplateFields } from './TemplateFields.js';

function TemplateRow({
  template,
  onEdit,
  onRemove,
}: {
  template: Template;
  onEdit: () => void;
  onRemove: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const link = useRouteLink();
  const { nodes } = useLabels();
  const { fields } = template;
  return (
    <List.Item
      actions={[
        <Link key="use" to={link('assign.task.detail', { query: { template: String(template.id) } })}>
          <Button size="small" type="primary" ghost>
            {t('assign.templates.use')}
          </Button>
        </Link>,
        <RowActions
          key="edit"
          onEdit={onEdit}
          remove={{
            confirm: t('assign.templates.deleteConfirm', { name: fields.template_name }),
            action: onRemove,
          }}
        />,
      ]}
    >
      <List.Item.Meta
        title={fields.template_name}
        description={
          <Flex vertical gap={2}>
            <Typography.Text>{fields.name}</Typography.Text>
            <LabelPath path={labelPathOf(nodes, fields.label_id)} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('assign.templates.datesSummary', {
                start: fields.start_after_days,
                days: fields.period_days,
                deadline: fields.deadline_after_days,
              })}
              {' · '}
              {t('assign.receiversCount', { count: template.receivers.length })}
            </Typography.Text>
          </Flex>
        }
      />
    </List.Item>
  );
}

/** Task templates for recurring campaigns: list, start a task from one, create, edit, delete. */
export function TemplatesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { query, save, remove } = useTemplates(open);
  const editor = useEditor<Template | null>();
  const editing = editor.value;
  const templates = query.data ?? [];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('assign.templates.title')}
      size={phone ? '100%' : 560}
      extra={
        <AddButton
          label={t('assign.templates.add')}
          onClick={() => editor.show(null)}
          testId="template-add"
        />
      }
    >
      {query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          what={t('assign.templates.title')}
        />
      ) : (
        <List<Template>
          loading={query.isPending}
          dataSource={templates}
          rowKey="id"
          data-testid="templates"
          locale={{
            emptyText: query.isPending ? ' ' : <EmptyState description={t('assign.templates.empty')} />,
          }}
          renderItem={(template) => (
            <TemplateRow
              template={template}
              onEdit={() => editor.show(template)}
              onRemove={() => remove.mutateAsync({ id: template.id })}
            />
          )}
        />
      )}
      {editor.open && (
        <FormModal<TemplateFormValues>
          editor={editor}
          title={editing ? t('assign.templates.edit') : t('assign.templates.add')}
          initialValues={templateValuesOf(editing)}
          mode={editing ? 'edit' : 'create'}
          width={720}
          codeFields={editorCodeFields}
          onSubmit={(values) =>
            save
              .mutateAsync({ ...(editing ? { id: editing.id } : {}), fields: templateFieldsOf(values) })
              .catch((error: unknown) => {
                throw onEditorFields(error);
              })
          }
        >
          <TemplateFields />
        </FormModal>
      )}
    </Drawer>
  );
}
