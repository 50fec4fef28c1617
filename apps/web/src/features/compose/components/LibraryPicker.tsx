import { FolderOpenOutlined } from '@ant-design/icons';
import type { Material, MaterialKind } from '@herald/contract';
import { App, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../components/viewport.js';
import { useHolds } from '../../../lib/abilities.js';
import { useFailureText } from '../../../lib/failure-text.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { type MediaRoom, type TextChoice, useLibraryPick } from '../hooks/useLibraryPick.js';
import { LibraryPickerGrid } from './LibraryPickerGrid.js';

/** Asks what to do with the materials' description when the post already has text. */
function TextOffer({ offer, onAnswer }: { offer: string | null; onAnswer: (choice: TextChoice) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={offer !== null}
      title={t('material.picker.textTitle')}
      onCancel={() => onAnswer('keep')}
      footer={
        <Flex justify="end" gap="small" wrap>
          <Button onClick={() => onAnswer('keep')}>{t('material.picker.keep')}</Button>
          <Button onClick={() => onAnswer('append')}>{t('material.picker.append')}</Button>
          <Button type="primary" onClick={() => onAnswer('replace')}>
            {t('material.picker.replace')}
          </Button>
        </Flex>
      }
      destroyOnHidden
    >
      <Typography.Paragraph>{t('material.picker.textBody')}</Typography.Paragraph>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="offered-text">
        <blockquote style={{ margin: 0 }}>{offer}</blockquote>
      </Typography.Paragraph>
    </Modal>
  );
}

/**
 * Compose's "From library": picks approved, usable images and videos from the material library and
 * adds them to the post like uploads (as many as the chosen networks take), offering their default
 * description as the text. Shown to those who may use the library (material_base).
 */
export function LibraryPicker({ form, max }: { form: ComposeForm; max: MediaRoom }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const allowed = useHolds('material_base');
  const pick = useLibraryPick(form, max);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<ReadonlyMap<number, Material>>(new Map());
  const [adding, setAdding] = useState(false);
  const kinds: MaterialKind[] = [];
  if (max.images > 0) kinds.push('image');
  if (max.videos > 0) kinds.push('video');
  if (!allowed || kinds.length === 0) return null;
  const toggle = (material: Material) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(material.id)) next.delete(material.id);
      else next.set(material.id, material);
      return next;
    });
  const close = () => {
    setOpen(false);
    setPicked(new Map());
  };
  const confirm = async () => {
    setAdding(true);
    try {
      await pick.add([...picked.values()]);
      close();
    } catch (error) {
      void message.error(failureText(error));
    } finally {
      setAdding(false);
    }
  };
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <Button icon={<FolderOpenOutlined />} onClick={() => setOpen(true)} data-testid="library-picker-open">
          {t('material.picker.open')}
        </Button>
      </div>
      <Modal
        open={open}
        title={t('material.picker.title')}
        onCancel={close}
        width={phone ? '100%' : 880}
        destroyOnHidden
        footer={
          <Flex justify="end" gap="small">
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              disabled={picked.size === 0}
              loading={adding}
              onClick={() => void confirm()}
              data-testid="library-picker-add"
            >
              {t('material.picker.add', { count: picked.size })}
            </Button>
          </Flex>
        }
      >
        <LibraryPickerGrid kinds={kinds} picked={picked} onToggle={toggle} />
      </Modal>
      <TextOffer offer={pick.offer} onAnswer={pick.answer} />
    </>
  );
}
