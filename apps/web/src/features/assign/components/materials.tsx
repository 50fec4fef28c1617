import { DeleteOutlined, DownloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { MediaFile, StoredUpload, VideoFile } from '@herald/contract';
import { Button, Flex, Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MediaUploader } from '../../../components/upload/index.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { type MaterialEntry, useMaterialFiles, useRememberFiles } from '../hooks/useMaterials.js';

/** Materials a task may carry (the contract's limit). */
const MATERIALS_MAX = 20;
const THUMB = 64;

const isVideo = (file: StoredUpload): file is VideoFile => 'duration_ms' in file;

function MaterialThumb({ file }: { file: StoredUpload }) {
  const { t } = useTranslation();
  if (isVideo(file))
    return (
      <Flex
        align="center"
        justify="center"
        style={{ width: THUMB, height: THUMB, borderRadius: 4, background: 'rgba(0,0,0,0.04)', flex: 'none' }}
      >
        <VideoCameraOutlined aria-hidden />
      </Flex>
    );
  return (
    <Image
      src={file.url}
      alt={t('upload.preview', { name: file.name })}
      width={THUMB}
      height={THUMB}
      style={{ objectFit: 'cover', borderRadius: 4 }}
    />
  );
}

function FailedRow({
  entry,
  onRemove,
}: {
  entry: MaterialEntry & { state: 'failed' };
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  return (
    <Flex gap={8} align="center" data-testid="material-failed">
      <Typography.Text type="danger">
        {t('assign.materials.failed', { id: entry.id })}: {failureText(entry.error)}
      </Typography.Text>
      {onRemove && (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={t('upload.remove')}
        />
      )}
    </Flex>
  );
}

/** The materials of a brief, to look at and download. */
export function MaterialList({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const entries = useMaterialFiles(ids);
  if (ids.length === 0)
    return <Typography.Text type="secondary">{t('assign.materials.none')}</Typography.Text>;
  return (
    <Flex vertical gap={8} data-testid="materials">
      <Image.PreviewGroup>
        {entries.map((entry) => {
          if (entry.state === 'loading')
            return <Skeleton.Image key={entry.id} active style={{ width: THUMB, height: THUMB }} />;
          if (entry.state === 'failed') return <FailedRow key={entry.id} entry={entry} />;
          const { file } = entry;
          return (
            <Flex key={entry.id} gap={12} align="center">
              <MaterialThumb file={file} />
              <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                {file.name}
              </Typography.Text>
              <a href={file.url} download={file.name} target="_blank" rel="noreferrer">
                <DownloadOutlined /> {t('assign.materials.download')}
              </a>
            </Flex>
          );
        })}
      </Image.PreviewGroup>
    </Flex>
  );
}

/**
 * The materials of a brief being edited (a form control holding ids): pictures and videos uploaded
 * the way compose uploads them. Ids whose file cannot be read stay until removed, so opening an
 * editor never drops a material silently.
 */
export function MaterialsField({
  value = [],
  onChange,
  onBusyChange,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const entries = useMaterialFiles(value);
  const remember = useRememberFiles();
  if (entries.some((entry) => entry.state === 'loading')) return <Skeleton active paragraph={{ rows: 1 }} />;
  const files = entries.flatMap((entry) => (entry.state === 'ready' ? [entry.file] : []));
  const failed = entries.filter(
    (entry): entry is MaterialEntry & { state: 'failed' } => entry.state === 'failed',
  );
  const images: MediaFile[] = files.filter((file) => !isVideo(file));
  const videos: VideoFile[] = files.filter(isVideo);
  const emit = (next: { images?: MediaFile[]; videos?: VideoFile[]; failed?: number[] }) => {
    const nextImages = next.images ?? images;
    const nextVideos = next.videos ?? videos;
    remember([...nextImages, ...nextVideos]);
    onChange?.(
      [...nextImages, ...nextVideos]
        .map((file) => file.id)
        .concat(next.failed ?? failed.map((entry) => entry.id)),
    );
  };
  const room = MATERIALS_MAX - failed.length;
  return (
    <Flex vertical gap={12}>
      {failed.map((entry) => (
        <FailedRow
          key={entry.id}
          entry={entry}
          onRemove={() =>
            emit({ failed: failed.filter((other) => other.id !== entry.id).map((other) => other.id) })
          }
        />
      ))}
      <MediaUploader
        kind="image"
        max={Math.max(images.length, room - videos.length)}
        value={images}
        onChange={(next) => emit({ images: next })}
        onBusyChange={onBusyChange}
      />
      <MediaUploader
        kind="video"
        max={Math.max(videos.length, room - images.length)}
        value={videos}
        onChange={(next) => emit({ videos: next })}
        onBusyChange={onBusyChange}
      />
    </Flex>
  );
}
