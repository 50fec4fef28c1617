import { PlayCircleOutlined } from '@ant-design/icons';
import type { MediaFile, VideoFile } from '@herald/contract';
import { Flex, Image } from 'antd';

/** Image and video thumbnails as the network will lay them out: one large, or a small grid. */
export function PreviewMedia({
  images,
  videos,
  tall,
}: {
  images: readonly MediaFile[];
  videos: readonly VideoFile[];
  /** Vertical video networks (TikTok, reels, stories). */
  tall: boolean;
}) {
  if (images.length + videos.length === 0) return null;
  const video = videos[0];
  if (video)
    return (
      <div className={`herald-preview-video${tall ? ' herald-preview-tall' : ''}`}>
        <video src={video.url} muted preload="metadata" aria-label={video.name} />
        <PlayCircleOutlined className="herald-preview-play" aria-hidden />
      </div>
    );
  const shown = images.slice(0, 4);
  return (
    <Flex wrap gap={2} className={`herald-preview-grid herald-preview-grid-${Math.min(shown.length, 4)}`}>
      {shown.map((image, index) => (
        <div key={image.id} className="herald-preview-cell">
          <Image src={image.url} alt={image.name} preview={false} />
          {index === 3 && images.length > 4 && (
            <span className="herald-preview-more">+{images.length - 4}</span>
          )}
        </div>
      ))}
    </Flex>
  );
}
