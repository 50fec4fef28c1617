import { DownloadOutlined } from '@ant-design/icons';
import type { AppPost } from '@herald/contract';
import { Card, Flex, Image, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const SIZE = 120;

function Medium({ name, url, children }: { name: string; url: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} align="center" style={{ width: SIZE }}>
      {children}
      <Typography.Link href={url} download={name} target="_blank" rel="noreferrer" style={{ fontSize: 12 }}>
        <DownloadOutlined /> {t('appPost.detail.download')}
      </Typography.Link>
    </Flex>
  );
}

/** The images and videos in their order, each with a link that saves it. */
export function PostMediaList({ post }: { post: AppPost }) {
  const { t } = useTranslation();
  if (post.images.length + post.videos.length === 0) return null;
  const box = { width: SIZE, height: SIZE, objectFit: 'cover' as const, borderRadius: 6 };
  return (
    <Card size="small" title={t('appPost.detail.media')}>
      <Flex wrap gap="middle" data-testid="app-post-media">
        <Image.PreviewGroup>
          {post.images.map((image) => (
            <Medium key={image.id} name={image.name} url={image.url}>
              <Image src={image.url} alt={image.name} width={SIZE} height={SIZE} style={box} />
            </Medium>
          ))}
        </Image.PreviewGroup>
        {post.videos.map((video) => (
          <Medium key={video.id} name={video.name} url={video.url}>
            {/* biome-ignore lint/a11y/useMediaCaption: uploaded social videos carry no caption track. */}
            <video
              src={video.url}
              controls
              playsInline
              preload="metadata"
              aria-label={video.name}
              style={box}
            />
          </Medium>
        ))}
      </Flex>
    </Card>
  );
}
