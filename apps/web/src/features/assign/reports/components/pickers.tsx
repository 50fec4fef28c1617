import { apiPaths, type LabelNode } from '@herald/contract';
import { useQueries } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeyOf, useApiQuery } from '../../../../api/hooks.js';
import { call } from '../../../../api/transport.js';
import { useLookupSelect } from '../../../../components/lookup-select.js';
import { multiFilter } from '../../../../components/post/FilterFields.js';

const lookupOnce = { staleTime: 60_000 } as const;

interface TreeNode {
  value: number;
  title: string;
  children: TreeNode[];
}

/** The game's labels as a tree, each level under its parent in its place. */
export function labelTree(labels: readonly LabelNode[]): TreeNode[] {
  const byParent = new Map<number | null, LabelNode[]>();
  for (const label of labels)
    byParent.set(label.parent_id, [...(byParent.get(label.parent_id) ?? []), label]);
  const build = (parent: number | null, depth: number): TreeNode[] =>
    depth > labels.length
      ? []
      : (byParent.get(parent) ?? [])
          .sort((a, b) => a.position - b.position)
          .map((label) => ({ value: label.id, title: label.name, children: build(label.id, depth + 1) }));
  return build(null, 0);
}

/** The game's labels (assign/label/list), by id. */
export function useLabels() {
  return useApiQuery(apiPaths.assignLabel.list, {}, lookupOnce);
}

/** Picks labels from the tree; a label stands for itself and every label below it. */
export function LabelPicker({
  value,
  onChange,
  block,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const tree = useMemo(() => labelTree(labels.data ?? []), [labels.data]);
  const { mode: _mode, maxTagCount, ...field } = multiFilter(t('assignReports.pick.labels'), 220, block);
  return (
    <TreeSelect<number[]>
      {...field}
      multiple
      maxTagCount={maxTagCount}
      treeData={tree}
      value={value}
      onChange={onChange}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={labels.isLoading}
      status={labels.isError ? 'error' : undefined}
      notFoundContent={labels.isError ? t('assignReports.pick.loadFailed') : undefined}
      data-testid="label-picker"
    />
  );
}

/**
 * Picks tasks by name (assign/task/list searched on the server: a receiver finds only the tasks they
 * received). Picked tasks keep their names while the search moves on; tasks a link named are looked
 * up by id.
 */
export function TaskPicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useApiQuery(
    apiPaths.assignTask.list,
    { keyword: keyword.trim() || undefined, page: 1, page_size: 20, status: ['published', 'ended'] },
    { staleTime: 30_000 },
  );
  const named = useRef(new Map<number, string>());
  for (const task of found.data?.list ?? []) named.current.set(task.task_id, task.name);
  // Picked tasks the first search did not bring (a link named them) are looked up by id.
  const unknown = found.data ? value.filter((id) => !named.current.has(id)) : [];
  const looked = useQueries({
    queries: unknown.map((id) => ({
      queryKey: queryKeyOf(apiPaths.assignTask.detail, { id }),
      queryFn: () => call(apiPaths.assignTask.detail, { id }),
      staleTime: 60_000,
    })),
  });
  for (const detail of looked)
    if (detail.data) named.current.set(detail.data.task.task_id, detail.data.task.name);
  const options = [
    ...new Map(
      [...value, ...(found.data?.list ?? []).map((task) => task.task_id)].map((id) => [
        id,
        { value: id, label: named.current.get(id) ?? `#${id}` },
      ]),
    ).values(),
  ];
  return (
    <Select<number[]>
      {...multiFilter(t('assignReports.pick.tasks'), 320)}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('assignReports.pick.tasksSearch')}
      loading={found.isFetching}
      status={found.isError ? 'error' : undefined}
      notFoundContent={found.isError ? t('assignReports.pick.loadFailed') : undefined}
      data-testid="task-picker"
    />
  );
}

/** Picks receivers among the members a task can be handed to (assign/task/receivers). */
export function ReceiverPicker({
  value,
  onChange,
  block,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const members = useApiQuery(apiPaths.assignTask.receivers, {}, lookupOnce);
  const select = useLookupSelect(members, (member) => ({ value: member.user_id, label: member.name }));
  return (
    <Select<number[]>
      {...multiFilter(t('assignReports.pick.receivers'), 220, block)}
      value={value}
      onChange={onChange}
      {...select}
      data-testid="receiver-picker"
    />
  );
}
