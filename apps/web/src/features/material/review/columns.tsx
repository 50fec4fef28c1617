import type { Material } from '@herald/contract';
import { Button, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MaterialThumb } from '../../../components/material/index.js';
import { formatTime, TagsPreview } from '../../../components/paged.js';
import { usePhone } from '../../../components/viewport.js';
import type { MaterialDecision } from '../components/CommentBox.js';
import { ExpiryTag } from '../components/StatusTags.js';

/** What a row of the queue can do: open the material, decide it, or send it to an outside reviewer. */
export interface QueueActions {
  open: (material: Material) => void;
  decide: (decision: MaterialDecision, material: Material) => void;
  sendLink: (material: Material) => void;
}

/** The review queue's columns: preview, name and tags, who sent it when, its rights, the actions. */
export function useQueueColumns(actions: QueueActions): ColumnsType<Material> {
  const { t } = useTranslation();
  const phone = usePhone();
  const thumb = phone ? { width: 56, height: 42 } : { width: 88, height: 66 };
  return [
    {
      title: t('material.fields.file'),
      key: 'preview',
      width: thumb.width + 16,
      render: (_, material) => (
        <button
          type="button"
          onClick={() => actions.open(material)}
          aria-label={material.name}
          style={{
            width: thumb.width,
            padding: 0,
            border: 0,
            borderRadius: 4,
            overflow: 'hidden',
            cursor: 'pointer',
          }}
        >
          <MaterialThumb material={material} height={thumb.height} />
        </button>
      ),
    },
    {
      title: t('material.fields.name'),
      key: 'name',
      minWidth: 120,
      render: (_, material) => (
        <Flex vertical gap={4} align="start">
          <Typography.Link onClick={() => actions.open(material)}>{material.name}</Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`material.kinds.${material.kind}`)}
          </Typography.Text>
          <TagsPreview items={material.tags.map((tag) => ({ key: tag, label: tag }))} />
        </Flex>
      ),
    },
    {
      title: t('material.fields.submittedBy'),
      key: 'submitted',
      responsive: ['md'],
      render: (_, material) => (
        <Flex vertical gap={2}>
          <span>{material.submitted_by?.name ?? '—'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatTime(material.created_at)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('material.review.rights'),
      key: 'rights',
      responsive: ['lg'],
      render: (_, material) => (
        <Flex vertical gap={2} align="start">
          <span>
            {material.rights.expires_at
              ? dayjs(material.rights.expires_at).format('YYYY-MM-DD')
              : t('material.rights.noEnd')}
          </span>
          <ExpiryTag material={material} />
          {material.rights.licensor && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {material.rights.licensor}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, material) => (
        <Flex gap={4} wrap vertical={phone} align={phone ? 'start' : undefined}>
          <Button size="small" type="primary" onClick={() => actions.decide('approve', material)}>
            {t('material.review.approve')}
          </Button>
          <Button size="small" danger onClick={() => actions.decide('reject', material)}>
            {t('material.review.reject')}
          </Button>
          <Button size="small" type="link" onClick={() => actions.sendLink(material)}>
            {phone ? t('material.review.outsideShort') : t('material.review.outside')}
          </Button>
        </Flex>
      ),
    },
  ];
}
