import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import type { ChangeEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/states.js';
import { acceptOf, DoneRow, ItemRow, readableSize } from '../../../components/upload/index.js';
import { useRouteLink } from '../../../lib/links.js';
import { MaterialStatusTag } from '../components/StatusTags.js';
import { type KnownFile, type MaterialUploads, SUBMIT_FILES_MAX } from './useMaterialUploads.js';

/** A file the game already has: which material it is, where it stands, and a way to it. */
function KnownRow({ entry, onDismiss }: { entry: KnownFile; onDismiss: () => void }) {
  const { t } = useTranslation();
  const link = useRouteLink();
  const { material } = entry;
  return (
    <Alert
      type="info"
      showIcon
      closable={{ 'aria-label': t('upload.dismiss') }}
      onClose={onDismiss}
      data-testid="known-file"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{t('material.submit.known', { name: material.name })}</span>
          <MaterialStatusTag status={material.status} />
          {/* Only an approved material is in the library; a pending or rejected one is its submitter's. */}
          {material.status === 'approved' && (
            <Link to={link('material.library', { query: { id: String(material.id) } })}>
              {t('material.submit.openKnown')}
            </Link>
          )}
        </Flex>
      }
      description={`${entry.fileName} · ${t('material.submit.knownHint')}`}
    />
  );
}

/**
 * The files of a submission: the picker (images, videos, PDFs), files the library already has, files
 * on their way (progress, pause, resume, stop, or why one was refused), and finished ones to name.
 */
export function FilesPanel({ uploads, disabled }: { uploads: MaterialUploads; disabled: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { bucket, queue, pending, known } = uploads;
  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again (to resume it) fires a change.
    event.target.value = '';
    await queue.add(files);
  };
  if (bucket.error)
    return (
      <QueryError error={bucket.error} what={t('upload.settings')} onRetry={() => void bucket.refetch()} />
    );
  const kinds = bucket.data?.kinds;
  const full = pending.length + queue.items.length >= SUBMIT_FILES_MAX;
  return (
    <Flex vertical gap={8} data-testid="material-files">
      <Flex gap={12} align="center" wrap>
        <input
          ref={input}
          type="file"
          hidden
          style={{ display: 'none' }}
          multiple
          aria-label={t('material.submit.pick')}
          accept={bucket.data ? acceptOf(['image', 'video', 'document'], bucket.data) : undefined}
          onChange={(event) => void picked(event)}
          data-testid="material-file-input"
        />
        <Button
          icon={<UploadOutlined />}
          disabled={disabled || full || !bucket.data}
          loading={bucket.isPending}
          onClick={() => input.current?.click()}
        >
          {t('material.submit.pick')}
        </Button>
        {kinds && (
          <Typography.Text type="secondary">
            {t('material.submit.limits', {
              image: readableSize(kinds.image.max_bytes),
              video: readableSize(kinds.video.max_bytes),
              document: readableSize(kinds.document.max_bytes),
            })}
          </Typography.Text>
        )}
      </Flex>
      {known.map((entry) => (
        <KnownRow key={entry.material.id} entry={entry} onDismiss={() => uploads.forget(entry.material.id)} />
      ))}
      {queue.items.map((item) => (
        <ItemRow
          key={item.key}
          item={item}
          onPause={() => void queue.pause(item.key)}
          onResume={() => queue.resume(item.key)}
          onStop={() => void queue.stop(item.key)}
          onDismiss={() => queue.dismiss(item.key)}
        />
      ))}
      {pending.map((entry) => (
        <DoneRow
          key={entry.file.id}
          file={entry.file}
          kind={entry.kind}
          disabled={disabled}
          onRemove={() => uploads.remove([entry.file.id])}
          title={
            <Input
              size="small"
              value={entry.name}
              maxLength={100}
              onChange={(event) => uploads.rename(entry.file.id, event.target.value)}
              status={entry.name.trim() ? undefined : 'error'}
              aria-label={t('material.submit.nameOf', { file: entry.file.name })}
              disabled={disabled}
              data-testid="pending-name"
            />
          }
        />
      ))}
    </Flex>
  );
}
