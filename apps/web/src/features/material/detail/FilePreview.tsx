import { DownloadOutlined } from '@ant-design/icons';
import type { Material } from '@herald/contract';
import { Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaterialThumb } from '../../../components/material/index.js';

/**
 * The material itself, as large as the drawer allows: a picture (its full size on click), a video to
 * play (its poster frame first), or a document's icon; with a link to open or download the file.
 */
export function FilePreview({ material }: { material: Material }) {
  const { t } = useTranslation();
  const { file, preview } = material;
  let body = <MaterialThumb material={material} height={200} />;
  if (material.kind === 'image' && preview.status !== 'pending')
    body = (
      <Image
        src={preview.thumbnail_url ?? file.url}
        preview={{ src: file.url }}
        alt={t('material.preview.alt', { name: material.name })}
        style={{ maxHeight: 320, objectFit: 'contain' }}
      />
    );
  if (material.kind === 'video')
    body = (
      // biome-ignore lint/a11y/useMediaCaption: library videos are the team's own clips; none come with captions.
      <video
        controls
        preload="metadata"
        poster={preview.poster_url ?? undefined}
        src={file.url}
        aria-label={t('material.preview.alt', { name: material.name })}
        style={{ width: '100%', maxHeight: 360, background: '#000', borderRadius: 6 }}
      />
    );
  return (
    <Flex vertical gap={8} align="center" data-testid="file-preview">
      <div style={{ width: '100%', textAlign: 'center', borderRadius: 6, overflow: 'hidden' }}>{body}</div>
      <Typography.Link href={file.url} target="_blank" rel="noreferrer" download={file.name}>
        <DownloadOutlined aria-hidden />{' '}
        {material.kind === 'document' ? t('material.detail.openFile') : t('material.detail.download')}
      </Typography.Link>
    </Flex>
  );
}
