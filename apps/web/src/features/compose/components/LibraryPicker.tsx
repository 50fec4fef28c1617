import { FolderOpenOutlined } from '@ant-design/icons';
import { api, type Material, type MaterialKind } from '@herald/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Button, Col, Flex, Grid, Input, Modal, Pagination, Row, Select, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { FolderTreeSelect, MaterialCard } from '../../../components/material/index.js';
import { EmptyState, QueryError } from '../../../components/states.js';
import { useHolds } from '../../../lib/abilities.js';
import { useFailureText } from '../../../lib/failure-text.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { type MediaRoom, type TextChoice, useLibraryPick } from '../hooks/useLibraryPick.js';

const PAGE_SIZE = 12;

/** The library's usable images and videos, searched by name, type and folder; a click picks one. */
function PickerBody({
  kinds,
  picked,
  onToggle,
}: {
  kinds: readonly MaterialKind[];
  picked: ReadonlyMap<number, Material>;
  onToggle: (material: Material) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<MaterialKind | null>(null);
  const [folder, setFolder] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const query = useApiQuery(
    api.material.library,
    {
      page,
      page_size: PAGE_SIZE,
      usable_only: true,
      kinds: kind ? [kind] : [...kinds],
      ...(keyword ? { keyword } : {}),
      ...(folder !== null ? { folder_id: folder } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const list = query.data?.list ?? [];
  let body: ReactNode;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isPending) body = <Spin style={{ display: 'block', margin: '32px auto' }} />;
  else if (list.length === 0) body = <EmptyState description={t('material.picker.empty')} />;
  else
    body = (
      <Spin spinning={query.isFetching}>
        <Row gutter={[8, 8]} data-testid="picker-grid">
          {list.map((material) => (
            <Col key={material.id} xs={12} sm={8} md={6}>
              <MaterialCard
                material={material}
                checked={picked.has(material.id)}
                onOpen={() => onToggle(material)}
              />
            </Col>
          ))}
        </Row>
      </Spin>
    );
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Input.Search
          allowClear
          placeholder={t('material.picker.search')}
          aria-label={t('material.picker.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ width: 220, maxWidth: '100%' }}
        />
        {kinds.length > 1 && (
          <Select<MaterialKind | 'all'>
            value={kind ?? 'all'}
            onChange={(value) => {
              setKind(value === 'all' ? null : value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('material.picker.allKinds') },
              ...kinds.map((value) => ({ value, label: t(`material.kinds.${value}`) })),
            ]}
            aria-label={t('material.library.kinds')}
            style={{ width: 160 }}
          />
        )}
        <div style={{ width: 200, maxWidth: '100%' }}>
          <FolderTreeSelect
            value={folder}
            onChange={(value) => {
              setFolder(value);
              setPage(1);
            }}
            ariaLabel={t('material.fields.folder')}
            placeholder={t('material.picker.allFolders')}
          />
        </div>
      </Flex>
      {body}
      {(query.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          onChange={setPage}
          size="small"
          simple
          style={{ alignSelf: 'flex-end' }}
        />
      )}
    </Flex>
  );
}

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
  const phone = Grid.useBreakpoint().md === false;
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
        <PickerBody kinds={kinds} picked={picked} onToggle={toggle} />
      </Modal>
      <TextOffer offer={pick.offer} onAnswer={pick.answer} />
    </>
  );
}
