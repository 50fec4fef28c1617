import { Breadcrumb, TreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../hooks/lookups.js';
import type { LabelTreeNode } from '../model/labels.js';

/** A label with its ancestors, root first ("Launch / EU / Teaser"); a dash when there is none. */
export function LabelPath({ path }: { path: readonly string[] }) {
  if (path.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Breadcrumb
      data-testid="label-path"
      items={path.map((name, index) => ({ key: `${index}-${name}`, title: name }))}
      style={{ fontSize: 12 }}
    />
  );
}

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const optionsOf = (nodes: readonly LabelTreeNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.label.id, title: node.label.name, children: optionsOf(node.children) }));

type LabelSelectProps =
  | { multiple: true; value?: number[]; onChange?: (value: number[]) => void }
  | { multiple?: false; value?: number | null; onChange?: (value: number | null) => void };

/**
 * Picks labels from the game's tree (searchable by name). Single: the label a task is filed under
 * (clearable to none). Multiple: the labels a list is filtered by.
 */
export function LabelTreeSelect(
  props: LabelSelectProps & { ariaLabel: string; placeholder?: string; id?: string },
) {
  const { t } = useTranslation();
  const { query, tree } = useLabels();
  const treeData = useMemo(() => optionsOf(tree), [tree]);
  const common = {
    id: props.id,
    treeData,
    allowClear: true,
    treeDefaultExpandAll: true,
    showSearch: true,
    treeNodeFilterProp: 'title',
    loading: query.isLoading,
    status: query.isError ? ('error' as const) : undefined,
    placeholder: props.placeholder,
    'aria-label': props.ariaLabel,
    notFoundContent: query.isError ? t('common.operateFail') : t('assign.labels.empty'),
    popupMatchSelectWidth: false,
  };
  if (props.multiple)
    return (
      <TreeSelect<number[]>
        {...common}
        multiple
        maxTagCount="responsive"
        value={props.value}
        onChange={(value) => props.onChange?.(value ?? [])}
        style={{ minWidth: 180 }}
      />
    );
  return (
    <TreeSelect<number | null>
      {...common}
      value={props.value ?? undefined}
      onChange={(value) => props.onChange?.(value ?? null)}
      style={{ width: '100%' }}
    />
  );
}
