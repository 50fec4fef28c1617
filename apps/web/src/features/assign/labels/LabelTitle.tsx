import { DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { LABEL_MAX_LEVEL, type LabelNode } from '@herald/contract';
import { Button, Flex, Input, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const NAME_MAX = 100;

/** Leads' buttons on one label: add a child (not below the deepest level), rename, move, delete. */
function LabelButtons({
  label,
  onAddChild,
  onRename,
  onMove,
  onDelete,
}: {
  label: LabelNode;
  onAddChild: () => void;
  onRename: () => void;
  onMove: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const deepest = label.level >= LABEL_MAX_LEVEL;
  const icon = (
    title: string,
    node: React.ReactNode,
    onClick: () => void,
    disabled = false,
    danger = false,
  ) => (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        icon={node}
        aria-label={`${title}: ${label.name}`}
        disabled={disabled}
        danger={danger}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      />
    </Tooltip>
  );
  return (
    <Flex gap={0}>
      {icon(
        deepest ? t('assign.labels.tooDeep', { max: LABEL_MAX_LEVEL }) : t('assign.labels.addChild'),
        <PlusOutlined />,
        onAddChild,
        deepest,
      )}
      {icon(t('assign.labels.rename'), <EditOutlined />, onRename)}
      {icon(t('assign.labels.move'), <DragOutlined />, onMove)}
      {icon(t('assign.labels.delete'), <DeleteOutlined />, onDelete, false, true)}
    </Flex>
  );
}

/**
 * One label in the tree: its name (an input while renamed: Enter saves, Escape cancels), what uses
 * it, and for leads the label's buttons.
 */
export function LabelTitle({
  label,
  canManage,
  onAddChild,
  onRename,
  onMove,
  onDelete,
}: {
  label: LabelNode;
  canManage: boolean;
  onAddChild: () => void;
  onRename: (name: string) => Promise<boolean>;
  onMove: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(label.name);
  const [saving, setSaving] = useState(false);
  // Enter saves and the input then loses focus, which saves too: one save at a time, and none once
  // Escape has given up the rename.
  const busyRef = useRef(false);
  const cancel = () => {
    busyRef.current = true;
    setRenaming(false);
    setName(label.name);
  };
  const save = async () => {
    if (busyRef.current) return;
    const next = name.trim();
    if (next === '' || next === label.name) {
      setRenaming(false);
      setName(label.name);
      return;
    }
    busyRef.current = true;
    setSaving(true);
    const done = await onRename(next);
    busyRef.current = false;
    setSaving(false);
    if (done) setRenaming(false);
  };
  return (
    <Flex align="center" gap="small" wrap data-testid={`label-${label.id}`}>
      {renaming ? (
        <Input
          size="small"
          autoFocus
          value={name}
          maxLength={NAME_MAX}
          disabled={saving}
          aria-label={t('assign.labels.name')}
          onChange={(event) => setName(event.target.value)}
          onClick={(event) => event.stopPropagation()}
          // The tree treats focus inside it as keyboard navigation of its nodes: this input is not that.
          onFocus={(event) => event.stopPropagation()}
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === 'Escape') cancel();
          }}
          onPressEnter={() => void save()}
          onBlur={() => void save()}
          style={{ width: 200 }}
        />
      ) : (
        <Typography.Text>{label.name}</Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('assign.labels.tasks', { count: label.task_count })} ·{' '}
        {t('assign.labels.templates', { count: label.template_count })}
      </Typography.Text>
      {canManage && !renaming && (
        <LabelButtons
          label={label}
          onAddChild={onAddChild}
          onRename={() => {
            busyRef.current = false;
            setName(label.name);
            setRenaming(true);
          }}
          onMove={onMove}
          onDelete={onDelete}
        />
      )}
    </Flex>
  );
}
