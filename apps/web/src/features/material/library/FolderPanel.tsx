import { DeleteOutlined, EditOutlined, FolderAddOutlined } from '@ant-design/icons';
import { MATERIAL_FOLDER_DEPTH_MAX } from '@herald/contract';
import { Button, Flex, Skeleton, Tooltip, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteConfirm } from '../../../components/actions.js';
import { useEditor } from '../../../components/form-modal.js';
import { type FolderNode, useFolders } from '../../../components/material/index.js';
import { QueryError } from '../../../components/states.js';
import type { FolderFilter } from '../model/library-filters.js';
import { type FolderEdit, FolderModal } from './FolderModal.js';
import { useFolderWrites } from './useFolderWrites.js';

const keyOf = (filter: FolderFilter) => (typeof filter === 'number' ? `folder-${filter}` : filter);
const filterOf = (key: string): FolderFilter =>
  key.startsWith('folder-') ? Number(key.slice(7)) : key === 'none' ? 'none' : 'all';

function label(name: string, count?: number) {
  return (
    <Flex justify="space-between" gap={8}>
      <span>{name}</span>
      {count !== undefined && <Typography.Text type="secondary">{count}</Typography.Text>}
    </Flex>
  );
}

const nodesOf = (nodes: readonly FolderNode[]): DataNode[] =>
  nodes.map((node) => ({
    key: keyOf(node.folder.id),
    title: label(node.folder.name, node.folder.count),
    children: nodesOf(node.children),
  }));

function IconAction({
  label: text,
  icon,
  onClick,
  disabled,
  danger,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <Tooltip title={text}>
      <Button
        size="small"
        icon={icon}
        onClick={onClick}
        disabled={disabled}
        danger={danger}
        aria-label={text}
      />
    </Tooltip>
  );
}

/**
 * The library's folders at its side: every material, those in no folder, or one folder with its
 * sub-folders. A manager adds folders (inside the one chosen), renames or moves it, and deletes it
 * when it is empty.
 */
export function FolderPanel({
  value,
  onChange,
  canManage,
}: {
  value: FolderFilter;
  onChange: (folder: FolderFilter) => void;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const { query, folders, tree } = useFolders();
  const editor = useEditor<FolderEdit>();
  const writes = useFolderWrites();
  const confirmDelete = useDeleteConfirm();
  const chosen = typeof value === 'number' ? folders.find((folder) => folder.id === value) : undefined;
  const treeData: DataNode[] = [
    { key: 'all', title: label(t('material.folders.all')) },
    { key: 'none', title: label(t('material.folders.unfiled')) },
    ...nodesOf(tree),
  ];
  let body: ReactNode;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else
    body = (
      <Tree
        treeData={treeData}
        selectedKeys={[keyOf(value)]}
        onSelect={(keys) => {
          const [key] = keys;
          if (key !== undefined) onChange(filterOf(String(key)));
        }}
        blockNode
        defaultExpandAll
        data-testid="folder-tree"
      />
    );
  return (
    <Flex vertical gap={8} data-testid="folder-panel">
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('material.folders.title')}</Typography.Text>
        {canManage && (
          <Flex gap={4}>
            <IconAction
              label={chosen ? t('material.folders.addInside') : t('material.folders.add')}
              icon={<FolderAddOutlined />}
              disabled={chosen !== undefined && chosen.level >= MATERIAL_FOLDER_DEPTH_MAX}
              onClick={() => editor.show({ mode: 'create', parentId: chosen?.id ?? null })}
            />
            <IconAction
              label={t('material.folders.rename')}
              icon={<EditOutlined />}
              disabled={!chosen}
              onClick={() => chosen && editor.show({ mode: 'edit', folder: chosen })}
            />
            <IconAction
              label={t('material.folders.remove')}
              icon={<DeleteOutlined />}
              danger
              disabled={!chosen}
              onClick={() =>
                chosen &&
                confirmDelete(t('material.folders.removeConfirm', { name: chosen.name }), async () => {
                  await writes.remove.mutateAsync({ id: chosen.id });
                  onChange('all');
                })
              }
            />
          </Flex>
        )}
      </Flex>
      {body}
      {canManage && <FolderModal editor={editor} />}
    </Flex>
  );
}
