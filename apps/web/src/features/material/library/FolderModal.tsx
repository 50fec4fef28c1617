import { errorCatalog, MATERIAL_FOLDER_DEPTH_MAX, type MaterialFolder } from '@herald/contract';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../components/fields.js';
import { FormModal } from '../../../components/form-modal.js';
import {
  type FolderNode,
  FolderTreeSelect,
  subtreeDepth,
  subtreeIds,
  useFolders,
} from '../../../components/material/index.js';
import { useFolderWrites } from './useFolderWrites.js';

const NAME_MAX = 100;

/** A folder being made (inside a parent, or at the top) or changed (renamed, moved). */
export type FolderEdit =
  | { mode: 'create'; parentId: number | null }
  | { mode: 'edit'; folder: MaterialFolder };

interface FolderValues {
  name: string;
  parent_id: number | null;
}

/**
 * Names a new folder, or renames and moves one. Parents that would break the tree are greyed out: a
 * folder's own subtree, and any folder too deep to hold it within MATERIAL_FOLDER_DEPTH_MAX levels.
 */
export function FolderModal({
  editor,
}: {
  editor: { open: boolean; session: number; value: FolderEdit | null; close: () => void };
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const { folders } = useFolders();
  const writes = useFolderWrites();
  const edit = editor.value;
  if (!edit) return null;
  const moving = edit.mode === 'edit' ? edit.folder : null;
  const own = moving ? subtreeIds(folders, moving.id) : [];
  const depth = moving ? subtreeDepth(folders, moving.id) : 1;
  const disabled = (node: FolderNode) =>
    own.includes(node.folder.id) || node.folder.level + depth > MATERIAL_FOLDER_DEPTH_MAX;
  return (
    <FormModal<FolderValues>
      editor={editor}
      title={moving ? t('material.folders.rename') : t('material.folders.add')}
      mode={moving ? 'edit' : 'create'}
      initialValues={
        moving
          ? { name: moving.name, parent_id: moving.parent_id }
          : { name: '', parent_id: edit.mode === 'create' ? edit.parentId : null }
      }
      codeFields={{
        [errorCatalog.folder_cycle.code]: 'parent_id',
        [errorCatalog.folder_too_deep.code]: 'parent_id',
      }}
      onSubmit={(values) =>
        moving
          ? writes.update.mutateAsync({
              id: moving.id,
              name: values.name.trim(),
              parent_id: values.parent_id ?? null,
            })
          : writes.create.mutateAsync({ name: values.name.trim(), parent_id: values.parent_id ?? null })
      }
    >
      <Form.Item name="name" label={t('material.folders.name')} rules={rules.text(NAME_MAX)}>
        <Input maxLength={NAME_MAX} showCount data-testid="folder-name" />
      </Form.Item>
      <Form.Item
        name="parent_id"
        label={t('material.folders.parent')}
        extra={
          <Typography.Text type="secondary">
            {t('material.folders.depth', { max: MATERIAL_FOLDER_DEPTH_MAX })}
          </Typography.Text>
        }
      >
        <FolderTreeSelect
          ariaLabel={t('material.folders.parent')}
          placeholder={t('material.folders.top')}
          disabled={disabled}
        />
      </Form.Item>
    </FormModal>
  );
}
