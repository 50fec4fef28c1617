import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderNode } from './folders.js';
import { useFolders } from './useFolders.js';

interface FolderOption {
  value: number;
  title: string;
  disabled: boolean;
  children: FolderOption[];
}

const optionsOf = (nodes: readonly FolderNode[], disabled: (node: FolderNode) => boolean): FolderOption[] =>
  nodes.map((node) => ({
    value: node.folder.id,
    title: node.folder.name,
    disabled: disabled(node),
    children: optionsOf(node.children, disabled),
  }));

/**
 * Picks one of the game's folders (searchable by name); clearing it answers null, which the caller
 * reads as "no folder" (a material's place) or "any folder" (a filter). `disabled` greys out folders
 * that cannot be chosen (a folder's own subtree when moving it, levels already full).
 */
export function FolderTreeSelect({
  value,
  onChange,
  ariaLabel,
  placeholder,
  disabled,
  id,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  ariaLabel: string;
  placeholder?: string;
  disabled?: (node: FolderNode) => boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const { query, tree } = useFolders();
  const treeData = useMemo(() => optionsOf(tree, disabled ?? (() => false)), [tree, disabled]);
  return (
    <TreeSelect<number | null>
      id={id}
      treeData={treeData}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      loading={query.isLoading}
      status={query.isError ? 'error' : undefined}
      placeholder={placeholder}
      aria-label={ariaLabel}
      notFoundContent={query.isError ? t('common.operateFail') : t('material.folders.none')}
      popupMatchSelectWidth={false}
      style={{ width: '100%', minWidth: 160 }}
    />
  );
}
