import { errorCatalog, LABEL_MAX_LEVEL, type LabelNode } from '@herald/contract';
import type { TreeDataNode, TreeProps } from 'antd';
import { Alert, Card, Form, Input, Tree, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, useDeleteConfirm } from '../../../components/actions.js';
import { useFieldRules } from '../../../components/fields.js';
import { FormModal, useEditor } from '../../../components/form-modal.js';
import { PageHeader } from '../../../components/paged.js';
import { EmptyState, FullPageSpinner, QueryError } from '../../../components/states.js';
import type { ScreenProps } from '../../../screens/types.js';
import { useCanManage, useLabels } from '../hooks/lookups.js';
import { useLabelWrites } from '../hooks/useLabelWrites.js';
import { canMoveUnder, dropPlace, type LabelTreeNode, moveOf } from '../model/labels.js';
import { LabelTitle } from './LabelTitle.js';
import { MoveLabelModal } from './MoveLabelModal.js';

const NAME_MAX = 100;
/** A sibling of the same name is refused on the name itself. */
const nameFields = { [errorCatalog.name_taken.code]: 'name' };

interface LabelTreeData extends TreeDataNode {
  key: number;
  label: LabelNode;
  children: LabelTreeData[];
}

/**
 * assign.label.config: the game's label tree, at most LABEL_MAX_LEVEL deep, with what uses each
 * label. Leads add root and child labels, rename inline, move by dragging (or with Move, for
 * keyboards and phones) and delete; a label in use is refused with the server's word of what uses it.
 */
export default function LabelConfigPage(_screen: ScreenProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const canManage = useCanManage();
  const { query, nodes, tree } = useLabels();
  const writes = useLabelWrites();
  const confirmDelete = useDeleteConfirm();
  const adding = useEditor<LabelNode | null>();
  const [moving, setMoving] = useState<LabelNode | null>(null);

  const toData = (list: readonly LabelTreeNode[]): LabelTreeData[] =>
    list.map((node) => ({
      key: node.label.id,
      label: node.label,
      title: (
        <LabelTitle
          label={node.label}
          canManage={canManage}
          onAddChild={() => adding.show(node.label)}
          onRename={(name) => writes.rename(node.label.id, name)}
          onMove={() => setMoving(node.label)}
          onDelete={() =>
            confirmDelete(t('assign.labels.deleteConfirm', { name: node.label.name }), () =>
              writes.remove.mutateAsync({ id: node.label.id }),
            )
          }
        />
      ),
      children: toData(node.children),
    }));

  const allowDrop: TreeProps<LabelTreeData>['allowDrop'] = ({ dragNode, dropNode, dropPosition }) =>
    canMoveUnder(nodes, dragNode.key, dropPosition === 0 ? dropNode.key : dropNode.label.parent_id);
  const onDrop: TreeProps<LabelTreeData>['onDrop'] = (info) => {
    const place = dropPlace({
      dropToGap: info.dropToGap,
      dropPosition: info.dropPosition,
      pos: info.node.pos,
    });
    const target = moveOf(nodes, info.dragNode.key, info.node.key, place);
    if (target && canMoveUnder(nodes, target.id, target.parent_id)) void writes.moveTo(target);
  };

  let body: React.ReactNode;
  if (query.isError)
    body = (
      <QueryError error={query.error} what={t('assign.labels.title')} onRetry={() => void query.refetch()} />
    );
  else if (query.isPending) body = <FullPageSpinner />;
  else if (tree.length === 0)
    body = (
      <EmptyState
        description={t('assign.labels.empty')}
        action={
          canManage ? (
            <AddButton label={t('assign.labels.addRoot')} onClick={() => adding.show(null)} />
          ) : undefined
        }
      />
    );
  else
    body = (
      <Card size="small">
        <Tree<LabelTreeData>
          treeData={toData(tree)}
          draggable={canManage ? { icon: false } : false}
          allowDrop={allowDrop}
          onDrop={onDrop}
          blockNode
          showLine
          defaultExpandAll
          selectable={false}
          data-testid="label-tree"
        />
      </Card>
    );

  const parent = adding.value;
  return (
    <>
      <PageHeader
        title={t('assign.labels.title')}
        action={
          canManage && tree.length > 0 ? (
            <AddButton
              label={t('assign.labels.addRoot')}
              onClick={() => adding.show(null)}
              testId="label-add"
            />
          ) : null
        }
      >
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('assign.labels.explain', { max: LABEL_MAX_LEVEL })}
        </Typography.Paragraph>
      </PageHeader>
      {!canManage && query.data && (
        <Alert type="info" showIcon title={t('assign.labels.readOnly')} style={{ marginBottom: 16 }} />
      )}
      {body}
      {adding.open && (
        <FormModal<{ name: string }>
          editor={adding}
          title={parent ? `${t('assign.labels.addChild')} · ${parent.name}` : t('assign.labels.addRoot')}
          initialValues={{ name: '' }}
          mode="create"
          codeFields={nameFields}
          onSubmit={(values) =>
            writes.create.mutateAsync({ name: values.name.trim(), parent_id: parent?.id ?? null })
          }
        >
          <Form.Item name="name" label={t('assign.labels.name')} rules={rules.text(NAME_MAX)}>
            <Input maxLength={NAME_MAX} showCount />
          </Form.Item>
        </FormModal>
      )}
      <MoveLabelModal
        nodes={nodes}
        label={moving}
        onClose={() => setMoving(null)}
        onMove={(parentId, position) =>
          writes.move.mutateAsync({ id: moving?.id ?? 0, parent_id: parentId, position })
        }
      />
    </>
  );
}
