import type { MaterialDetail } from '@herald/contract';
import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { folderPath, useFolders } from '../../../components/material/index.js';
import { formatTime, TagsPreview } from '../../../components/paged.js';
import { readableSize } from '../../../components/upload/index.js';
import { usePhone } from '../../../components/viewport.js';
import { MaterialStatusTag } from '../components/StatusTags.js';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** What a material is: its review state, the file's facts, where it is filed, and who sent and reviewed it. */
export function AboutFacts({ material }: { material: MaterialDetail }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { folders } = useFolders();
  const { file, preview, review } = material;
  const path = folderPath(folders, material.folder_id);
  const items: DescriptionsProps['items'] = [
    {
      key: 'status',
      label: t('material.mine.status'),
      children: <MaterialStatusTag status={material.status} />,
    },
    { key: 'kind', label: t('material.fields.kind'), children: t(`material.kinds.${material.kind}`) },
    { key: 'mime', label: t('material.fields.mime'), children: file.mime },
    { key: 'size', label: t('material.fields.size'), children: readableSize(file.size) },
  ];
  if (file.width !== null && file.height !== null)
    items.push({
      key: 'dimensions',
      label: t('material.fields.dimensions'),
      children: t('upload.dimensions', { width: file.width, height: file.height }),
    });
  if (preview.duration_ms !== null)
    items.push({
      key: 'duration',
      label: t('material.fields.duration'),
      children: t('upload.duration', { seconds: (preview.duration_ms / 1000).toFixed(1) }),
    });
  if (preview.codec) items.push({ key: 'codec', label: t('material.fields.codec'), children: preview.codec });
  if (preview.reason)
    items.push({
      key: 'preview',
      label: t(`material.preview.${preview.status === 'failed' ? 'failed' : 'unavailable'}`),
      children: preview.reason,
    });
  items.push(
    {
      key: 'sha1',
      label: t('material.fields.sha1'),
      children: (
        <Typography.Text code copyable={{ text: file.sha1 }}>
          {file.sha1.slice(0, 12)}
        </Typography.Text>
      ),
    },
    {
      key: 'folder',
      label: t('material.fields.folder'),
      children: path.length > 0 ? path.join(' / ') : dash,
    },
    {
      key: 'tags',
      label: t('material.fields.tags'),
      children: <TagsPreview items={material.tags.map((tag) => ({ key: tag, label: tag }))} max={8} />,
    },
    {
      key: 'description',
      label: t('material.fields.description'),
      children: material.default_description.trim() ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {material.default_description}
        </Typography.Paragraph>
      ) : (
        dash
      ),
    },
    {
      key: 'submitted',
      label: t('material.fields.submittedBy'),
      children: `${material.submitted_by?.name ?? '—'} · ${formatTime(material.created_at)}`,
    },
  );
  if (review)
    items.push({
      key: 'review',
      label: t('material.fields.review'),
      children: `${review.by} · ${formatTime(review.at)}${review.comment ? ` · ${review.comment}` : ''}`,
    });
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      layout={phone ? 'vertical' : 'horizontal'}
      items={items}
      data-testid="material-facts"
    />
  );
}
