import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../lib/failure-text.js';

/** The primary "add" action of a list page. */
export function AddButton({
  label,
  onClick,
  testId,
}: {
  label: string;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/** Asks before deleting; the OK button waits for the call, then says "Deleted" or why it failed. */
export function useDeleteConfirm() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const failureText = useFailureText();
  return useCallback(
    (content: string, action: () => Promise<unknown>, okText?: string) => {
      modal.confirm({
        title: t('common.confirmTitle'),
        content,
        okText: okText ?? t('common.delete'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await action();
            void message.success(t('common.deleted'));
          } catch (error) {
            void message.error(failureText(error));
          }
        },
      });
    },
    [modal, message, t, failureText],
  );
}

export interface RowAction {
  key: string;
  label: string;
  onClick: () => void;
}

/** A delete that is asked about first: the question, the call, and the action's name when not "Delete". */
export interface RemoveAction {
  confirm: string;
  action: () => Promise<unknown>;
  label?: string;
}

/**
 * The actions of one table row or list entry, as compact links: Edit, then any others, then the
 * delete, which asks for confirmation before it calls.
 */
export function RowActions({
  onEdit,
  extra = [],
  remove,
}: {
  onEdit?: (() => void) | undefined;
  extra?: readonly RowAction[];
  remove?: RemoveAction | undefined;
}) {
  const { t } = useTranslation();
  const confirmDelete = useDeleteConfirm();
  const link = (key: string, label: string, onClick: () => void, danger?: boolean) => (
    <Button key={key} type="link" size="small" danger={danger} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <Space size={0} wrap>
      {onEdit && link('edit', t('common.edit'), onEdit)}
      {extra.map((action) => link(action.key, action.label, action.onClick))}
      {remove &&
        link(
          'delete',
          remove.label ?? t('common.delete'),
          () => confirmDelete(remove.confirm, remove.action, remove.label),
          true,
        )}
    </Space>
  );
}

/** The last column of a list: what can be done with the row. */
export function actionsColumn<T>(title: string, render: (row: T) => ReactNode): ColumnType<T> {
  return { title, key: 'actions', render: (_, row) => render(row) };
}
