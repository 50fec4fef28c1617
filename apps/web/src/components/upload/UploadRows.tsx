import {
  CloseOutlined,
  DeleteOutlined,
  ExclamationCircleFilled,
  FilePdfOutlined,
  PauseOutlined,
  PlayCircleOutlined,
  StopOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { StoredUpload, UploadKind } from '@herald/contract';
import { Button, Flex, Image, Progress, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readableSize } from './checks.js';
import type { UploadItem } from './useUploadQueue.js';

const THUMB = 48;

function Thumbnail({ src, name, kind }: { src: string | null; name: string; kind: UploadKind }) {
  const { t } = useTranslation();
  if (kind !== 'image' || !src) {
    return (
      <Flex
        align="center"
        justify="center"
        style={{
          width: THUMB,
          height: THUMB,
          borderRadius: 4,
          background: 'rgba(0, 0, 0, 0.04)',
          flex: 'none',
        }}
      >
        {kind === 'document' ? <FilePdfOutlined aria-hidden /> : <VideoCameraOutlined aria-hidden />}
      </Flex>
    );
  }
  return (
    <Image
      src={src}
      alt={t('upload.preview', { name })}
      width={THUMB}
      height={THUMB}
      style={{ objectFit: 'cover', borderRadius: 4 }}
    />
  );
}

function Row({ thumb, children, actions }: { thumb: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <Flex gap={12} align="center" data-testid="upload-row">
      {thumb}
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        {children}
      </Flex>
      <Flex gap={4}>{actions}</Flex>
    </Flex>
  );
}

function IconButton({
  label,
  icon,
  onClick,
  danger,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" aria-label={label} icon={icon} onClick={onClick} danger={danger} />
    </Tooltip>
  );
}

/** A finished file of the value: what the server read from it, and removal. */
export function DoneRow({
  file,
  kind,
  disabled,
  onRemove,
  title,
}: {
  file: StoredUpload;
  kind: UploadKind;
  disabled: boolean;
  onRemove: () => void;
  /** In place of the file's name (e.g. a field to rename it). */
  title?: ReactNode;
}) {
  const { t } = useTranslation();
  const facts = [readableSize(file.size)];
  if (file.width !== null && file.height !== null) {
    facts.push(t('upload.dimensions', { width: file.width, height: file.height }));
  }
  if ('duration_ms' in file)
    facts.push(t('upload.duration', { seconds: (file.duration_ms / 1000).toFixed(1) }));
  return (
    <Row
      thumb={<Thumbnail src={file.url} name={file.name} kind={kind} />}
      actions={
        disabled ? null : (
          <IconButton label={t('upload.remove')} icon={<DeleteOutlined />} onClick={onRemove} danger />
        )
      }
    >
      {title ?? <Typography.Text ellipsis>{file.name}</Typography.Text>}
      <Flex gap={8} align="center">
        <Tag color="success">{t('upload.statuses.done')}</Tag>
        <Typography.Text type="secondary">{facts.join(' · ')}</Typography.Text>
      </Flex>
    </Row>
  );
}

/** A file on its way: progress, its state and the actions that state allows. */
export function ItemRow({
  item,
  onPause,
  onResume,
  onStop,
  onDismiss,
}: {
  item: UploadItem;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const percent = Math.floor(item.progress * 100);
  const actions = {
    init: [
      <IconButton key="stop" label={t('upload.stop')} icon={<StopOutlined />} onClick={onStop} danger />,
    ],
    start: [
      <IconButton key="pause" label={t('upload.pause')} icon={<PauseOutlined />} onClick={onPause} />,
      <IconButton key="stop" label={t('upload.stop')} icon={<StopOutlined />} onClick={onStop} danger />,
    ],
    pause: [
      <IconButton key="resume" label={t('upload.resume')} icon={<PlayCircleOutlined />} onClick={onResume} />,
      <IconButton key="stop" label={t('upload.stop')} icon={<StopOutlined />} onClick={onStop} danger />,
    ],
    stop: [
      <IconButton key="dismiss" label={t('upload.dismiss')} icon={<CloseOutlined />} onClick={onDismiss} />,
    ],
    fail: [
      <IconButton key="dismiss" label={t('upload.dismiss')} icon={<CloseOutlined />} onClick={onDismiss} />,
    ],
    done: [],
  }[item.status];
  const label =
    item.status === 'init' ? t('upload.hashing', { percent }) : t(`upload.statuses.${item.status}`);
  return (
    <Row thumb={<Thumbnail src={item.preview} name={item.name} kind={item.kind} />} actions={actions}>
      <Flex gap={6} align="center">
        {item.status === 'fail' ? (
          <Tooltip title={item.error}>
            <ExclamationCircleFilled
              style={{ color: '#cf1322' }}
              aria-label={t('upload.invalid')}
              role="img"
            />
          </Tooltip>
        ) : null}
        <Typography.Text ellipsis>{item.name}</Typography.Text>
        <Typography.Text type="secondary">{readableSize(item.size)}</Typography.Text>
      </Flex>
      {item.status === 'fail' || item.status === 'stop' ? (
        <Typography.Text type={item.status === 'fail' ? 'danger' : 'secondary'}>
          {item.error ?? label}
        </Typography.Text>
      ) : (
        <Flex gap={8} align="center">
          <Progress
            percent={percent}
            size="small"
            status={item.status === 'start' ? 'active' : 'normal'}
            style={{ flex: 1, margin: 0 }}
          />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {label}
          </Typography.Text>
        </Flex>
      )}
    </Row>
  );
}
