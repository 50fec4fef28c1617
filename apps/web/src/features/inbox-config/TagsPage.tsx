import { errorCatalog, TAGS_PER_GAME_MAX, type Tag, tagPalette } from '@herald/contract';
import { Alert, Tag as AntTag, Flex, Form, Input, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { AddButton, actionsColumn, RowActions } from '../../components/actions.js';
import { useFieldRules } from '../../components/fields.js';
import { FormModal, useEditor } from '../../components/form-modal.js';
import { PageHeader, useTableSize } from '../../components/paged.js';
import { EmptyState, QueryError } from '../../components/states.js';
import { useHolds } from '../../lib/abilities.js';
import type { ScreenProps } from '../../screens/types.js';
import { ColorPicker } from './components/ColorPicker.js';
import { TagChip } from './components/TagChip.js';
import { useTagLabel, useTags } from './hooks/useTags.js';

interface TagValues {
  name: string;
  color: string;
}
type Editing = { mode: 'create' } | { mode: 'edit'; tag: Tag };

const codeFields = { [errorCatalog.name_taken.code]: 'name' };
const NAME_MAX = 100;

function TagFields() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const name = Form.useWatch<string | undefined>('name');
  const color = Form.useWatch<string | undefined>('color');
  return (
    <>
      <Form.Item name="name" label={t('inboxConfig.tags.name')} rules={rules.text(NAME_MAX)}>
        <Input maxLength={NAME_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="color"
        label={t('inboxConfig.tags.color')}
        extra={t('inboxConfig.tags.colorHelp')}
        rules={[rules.required]}
      >
        <ColorPicker />
      </Form.Item>
      <Form.Item label={t('inboxConfig.tags.preview')}>
        <TagChip label={name?.trim() || t('inboxConfig.tags.name')} color={color ?? tagPalette[0]} />
      </Form.Item>
    </>
  );
}

function useColumns(
  canManage: boolean,
  onEdit: (tag: Tag) => void,
  onRemove: (tag: Tag) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const label = useTagLabel();
  const columns: ColumnsType<Tag> = [
    {
      title: t('inboxConfig.tags.name'),
      key: 'name',
      render: (_, tag) => (
        <Flex gap="small" align="center" wrap>
          <TagChip label={label(tag)} color={tag.color} />
          {tag.issue_class !== null && (
            <Tooltip title={t('inboxConfig.tags.builtinHelp')}>
              <AntTag>{t('inboxConfig.tags.builtin')}</AntTag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    {
      title: t('inboxConfig.tags.color'),
      key: 'color',
      render: (_, tag) => (
        <Flex gap="small" align="center">
          <span
            aria-hidden
            style={{ width: 16, height: 16, borderRadius: 4, background: tag.color, display: 'inline-block' }}
          />
          <Typography.Text type="secondary">{tag.color}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('inboxConfig.tags.usage'),
      key: 'usage',
      align: 'right',
      render: (_, tag) => tag.feed_count.toLocaleString(),
    },
  ];
  if (canManage)
    columns.push(
      actionsColumn(t('common.actions'), (tag) => (
        <RowActions
          onEdit={() => onEdit(tag)}
          remove={
            tag.issue_class === null
              ? {
                  confirm: t('inboxConfig.tags.deleteConfirm', { name: label(tag), count: tag.feed_count }),
                  action: () => onRemove(tag),
                }
              : undefined
          }
        />
      )),
    );
  return columns;
}

/** /config/tag: the game's tags, built-in issue classes first, with how many items carry each. */
export default function TagsPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const size = useTableSize();
  const canManage = useHolds('config_manage');
  const { query, create, update, remove } = useTags();
  const editor = useEditor<Editing>();
  const label = useTagLabel();
  const columns = useColumns(
    canManage,
    (tag) => editor.show({ mode: 'edit', tag }),
    (tag) => remove.mutateAsync({ id: tag.id }),
  );
  const tags = query.data ?? [];
  const full = tags.length >= TAGS_PER_GAME_MAX;
  const add = () => editor.show({ mode: 'create' });
  const editing = editor.value;
  const submit = (values: TagValues) => {
    if (editing?.mode !== 'edit') return create.mutateAsync(values);
    const { tag } = editing;
    // A built-in tag shown in the reader's language keeps its stored name unless it was renamed here.
    const name = values.name.trim() === label(tag) ? tag.name : values.name;
    return update.mutateAsync({ ...values, name, id: tag.id });
  };
  return (
    <>
      <PageHeader
        title={t('inboxConfig.tags.title')}
        action={
          canManage && !full ? (
            <AddButton label={t('inboxConfig.tags.add')} onClick={add} testId="tag-add" />
          ) : null
        }
      >
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('inboxConfig.tags.explain')}
        </Typography.Paragraph>
        {query.data && (
          <Typography.Text type="secondary">
            {t('inboxConfig.tags.count', { count: tags.length, max: TAGS_PER_GAME_MAX })}
          </Typography.Text>
        )}
      </PageHeader>
      {!canManage && query.data && (
        <Alert type="info" showIcon title={t('inboxConfig.readOnly')} style={{ marginBottom: 16 }} />
      )}
      {query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          what={t('inboxConfig.tags.title')}
        />
      ) : (
        <Table<Tag>
          size={size}
          rowKey="id"
          loading={query.isPending}
          columns={columns}
          dataSource={tags}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="tags-table"
          locale={{ emptyText: <EmptyState description={t('inboxConfig.tags.empty')} /> }}
        />
      )}
      {editing && (
        <FormModal<TagValues>
          editor={editor}
          title={editing.mode === 'edit' ? t('inboxConfig.tags.edit') : t('inboxConfig.tags.add')}
          initialValues={
            editing.mode === 'edit'
              ? { name: label(editing.tag), color: editing.tag.color }
              : { name: '', color: tagPalette[0] }
          }
          mode={editing.mode}
          codeFields={codeFields}
          onSubmit={submit}
        >
          <TagFields />
        </FormModal>
      )}
    </>
  );
}
