import { UploadOutlined } from '@ant-design/icons';
import type { MediaFile, StoredUpload, VideoFile } from '@herald/contract';
import { App, Button, Flex, Typography } from 'antd';
import { type ChangeEvent, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../states.js';
import { acceptOf, readableSize } from './checks.js';
import { useConfirmLarge, useUploadBucket } from './hooks.js';
import { DoneRow, ItemRow } from './UploadRows.js';
import { isBusy, useUploadQueue } from './useUploadQueue.js';

interface CommonProps {
  /** How many files the value may hold (default 1). */
  max?: number;
  disabled?: boolean;
  /** Told whenever files start or stop being hashed or uploaded (see useUploadsBusy). */
  onBusyChange?: (busy: boolean) => void;
}

/** Controlled: `value` holds the finished files, `onChange` receives the new list. */
export type MediaUploaderProps = CommonProps &
  (
    | { kind: 'image'; value: readonly MediaFile[]; onChange: (files: MediaFile[]) => void }
    | { kind: 'video'; value: readonly VideoFile[]; onChange: (files: VideoFile[]) => void }
  );

const isVideoFile = (file: StoredUpload): file is VideoFile => 'duration_ms' in file;

/**
 * Picks images or videos and uploads them resumably (tus): each file is checked against the
 * bucket's types and limits, hashed (SHA-1, asking first above the large-file threshold), then sent
 * with progress, pause, resume and stop. A refused file shows an error icon with the reason.
 */
export function MediaUploader(props: MediaUploaderProps) {
  const { kind, value, max = 1, disabled = false, onBusyChange } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const bucket = useUploadBucket();
  const input = useRef<HTMLInputElement>(null);
  const propsRef = useRef(props);
  propsRef.current = props;

  const change = useCallback((files: StoredUpload[]) => {
    const current = propsRef.current;
    if (current.kind === 'video') current.onChange(files.filter(isVideoFile));
    else current.onChange(files);
  }, []);
  const confirmLarge = useConfirmLarge();
  const queue = useUploadQueue({
    kinds: [kind],
    bucket: bucket.data,
    max,
    value,
    onChange: change,
    confirmLarge,
  });

  useEffect(() => {
    onBusyChange?.(queue.busy);
  }, [onBusyChange, queue.busy]);

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again (to resume it) fires a change.
    event.target.value = '';
    const left = await queue.add(files);
    if (left > 0) void message.warning(t('upload.tooMany', { max, count: left }));
  };

  if (bucket.error) {
    return (
      <QueryError error={bucket.error} what={t('upload.settings')} onRetry={() => void bucket.refetch()} />
    );
  }
  const rule = bucket.data?.kinds[kind];
  const full = value.length + queue.items.filter(isBusy).length >= max;
  return (
    <Flex vertical gap={8} data-testid={`media-uploader-${kind}`}>
      <Flex gap={12} align="center" wrap>
        <input
          ref={input}
          type="file"
          hidden
          // antd's form styles show every file input (display: block); the picker stays hidden in any form.
          style={{ display: 'none' }}
          multiple={max > 1}
          aria-label={t(`upload.pick.${kind}`)}
          accept={bucket.data ? acceptOf(kind, bucket.data) : undefined}
          onChange={(event) => void picked(event)}
          data-testid={`media-uploader-input-${kind}`}
        />
        <Button
          icon={<UploadOutlined />}
          disabled={disabled || full || !bucket.data}
          loading={bucket.isPending}
          onClick={() => input.current?.click()}
        >
          {t(`upload.pick.${kind}`)}
        </Button>
        {rule ? (
          <Typography.Text type="secondary">
            {t('upload.limits', {
              types: rule.extensions.join(' '),
              max: readableSize(rule.max_bytes),
              count: max,
            })}
          </Typography.Text>
        ) : null}
      </Flex>
      {value.map((file) => (
        <DoneRow
          key={file.id}
          file={file}
          kind={kind}
          disabled={disabled}
          onRemove={() => change(value.filter((other) => other.id !== file.id))}
        />
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
    </Flex>
  );
}
