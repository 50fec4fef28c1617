import {
  ExclamationCircleOutlined,
  FileImageOutlined,
  FilePdfOutlined,
  LoadingOutlined,
  PlayCircleFilled,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { MaterialKind, MaterialPreview } from '@herald/contract';
import { Flex, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logWarning } from '../../lib/log.js';

const kindIcons: Record<MaterialKind, ReactNode> = {
  image: <FileImageOutlined aria-hidden />,
  video: <VideoCameraOutlined aria-hidden />,
  document: <FilePdfOutlined aria-hidden />,
};

/** What a thumbnail needs of a material: its kind, name and preview (the outside reviewer's page builds one). */
export interface ThumbSource {
  kind: MaterialKind;
  name: string;
  preview: Pick<MaterialPreview, 'status' | 'thumbnail_url' | 'poster_url' | 'reason'>;
}

function Placeholder({
  height,
  icon,
  children,
  title,
}: {
  height: number;
  icon: ReactNode;
  children?: ReactNode;
  title?: string;
}) {
  return (
    <Flex
      title={title}
      vertical
      align="center"
      justify="center"
      gap={4}
      style={{ height, width: '100%', background: 'rgba(0, 0, 0, 0.04)', fontSize: Math.min(32, height / 3) }}
    >
      {icon}
      {children}
    </Flex>
  );
}

/**
 * A material's preview at a fixed height: the thumbnail (a video's poster frame, marked as a video),
 * a document's icon, or the preview's state said plainly: being made, failed or unavailable (with the
 * server's reason). A picture that fails to load is logged and falls back to the kind's icon.
 */
export function MaterialThumb({ material, height = 140 }: { material: ThumbSource; height?: number }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const { kind, name, preview } = material;
  const src = preview.thumbnail_url ?? preview.poster_url;
  // A small thumbnail (a table's) has no room for words: the icon carries them as its tooltip.
  const roomy = height >= 96;
  const note = (text: string) =>
    roomy ? (
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center', paddingInline: 8 }}>
        {text}
      </Typography.Text>
    ) : (
      <span className="herald-visually-hidden">{text}</span>
    );
  if (kind === 'document')
    return (
      <Placeholder
        height={height}
        icon={kindIcons.document}
        title={roomy ? undefined : t('material.kinds.document')}
      >
        {note(t('material.kinds.document'))}
      </Placeholder>
    );
  if (preview.status === 'pending')
    return (
      <Placeholder
        height={height}
        icon={<LoadingOutlined aria-hidden />}
        title={roomy ? undefined : t('material.preview.pending')}
      >
        {note(t('material.preview.pending'))}
      </Placeholder>
    );
  if (preview.status === 'failed' || preview.status === 'unavailable')
    return (
      <Placeholder
        height={height}
        icon={kindIcons[kind]}
        title={roomy ? undefined : t(`material.preview.${preview.status}`)}
      >
        <Tooltip title={preview.reason ?? undefined}>
          <Flex gap={4} align="center" data-testid="preview-problem">
            <ExclamationCircleOutlined aria-hidden style={{ fontSize: 12, color: '#ad6800' }} />
            {note(t(`material.preview.${preview.status}`))}
          </Flex>
        </Tooltip>
      </Placeholder>
    );
  if (!src || broken) return <Placeholder height={height} icon={kindIcons[kind]} />;
  return (
    <div style={{ position: 'relative', height, width: '100%', overflow: 'hidden', background: '#f5f5f5' }}>
      <img
        src={src}
        alt={t('material.preview.alt', { name })}
        loading="lazy"
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        onError={() => {
          logWarning('material preview failed to load', src);
          setBroken(true);
        }}
      />
      {kind === 'video' && (
        <PlayCircleFilled
          aria-hidden
          style={{
            position: 'absolute',
            left: 8,
            bottom: 8,
            fontSize: 22,
            color: 'rgba(255, 255, 255, 0.9)',
          }}
        />
      )}
    </div>
  );
}
