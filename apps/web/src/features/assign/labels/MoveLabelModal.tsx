import type { LabelNode } from '@herald/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../components/ActionModal.js';
import { parentChoices, siblingsOf } from '../model/labels.js';

interface MoveValues {
  parent: number;
  position: number;
}

/** The top level in the parent picker (label ids are positive). */
const TOP = 0;

/**
 * Moving a label without dragging (keyboards, phones): pick the new parent among those with room
 * for its levels and not inside the label itself, then its place among that parent's labels.
 */
export function MoveLabelModal({
  nodes,
  label,
  onClose,
  onMove,
}: {
  nodes: readonly LabelNode[];
  label: LabelNode | null;
  onClose: () => void;
  onMove: (parent: number | null, position: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const moving = label?.id ?? 0;
  const parents = parentChoices(nodes, moving).map((choice) => ({
    value: choice.id ?? TOP,
    label: `${'  '.repeat(choice.depth)}${choice.label ? choice.label.name : t('assign.labels.topLevel')}`,
  }));
  return (
    <ActionModal<MoveValues>
      open={label !== null}
      onClose={onClose}
      title={t('assign.labels.moveTitle', { name: label?.name ?? '' })}
      okText={t('assign.labels.move')}
      doneText={t('assign.labels.moved')}
      initialValues={{ parent: label?.parent_id ?? TOP, position: 0 }}
      onSubmit={(values) => onMove(values.parent === TOP ? null : values.parent, values.position)}
    >
      <Form.Item name="parent" label={t('assign.labels.parent')} rules={[{ required: true }]}>
        <Select options={parents} aria-label={t('assign.labels.parent')} />
      </Form.Item>
      <Form.Item noStyle dependencies={['parent']}>
        {(form) => {
          const parent: number = form.getFieldValue('parent') ?? TOP;
          const siblings = siblingsOf(nodes, parent === TOP ? null : parent, moving);
          const places = [
            { value: 0, label: t('assign.labels.first') },
            ...siblings.map((sibling, index) => ({
              value: index + 1,
              label: t('assign.labels.after', { name: sibling.name }),
            })),
          ];
          return (
            <Form.Item name="position" label={t('assign.labels.place')} rules={[{ required: true }]}>
              <Select options={places} aria-label={t('assign.labels.place')} />
            </Form.Item>
          );
        }}
      </Form.Item>
    </ActionModal>
  );
}
