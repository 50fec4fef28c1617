import { Form, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaUploader, type UploadsBusy } from '../../../components/upload/index.js';
import { issueProps } from '../components/issue-help.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesUnder } from '../model/issues.js';

type Choice = 'none' | 'offset' | 'file';

/** The video's cover: the network's own choice, a frame at a moment of the video, or an uploaded image. */
export function ThumbnailField({ form, uploads }: { form: ComposeForm; uploads: UploadsBusy }) {
  const { t } = useTranslation();
  const { thumbnail, videos } = form.values;
  // Choosing an uploaded cover shows the uploader before there is a file to keep.
  const [picking, setPicking] = useState(thumbnail?.kind === 'file');
  const choice: Choice = thumbnail?.kind ?? (picking ? 'file' : 'none');
  const longest = Math.max(0, ...videos.map((video) => video.duration_ms)) / 1000;
  const choose = (next: Choice) => {
    setPicking(next === 'file');
    form.set({ thumbnail: next === 'offset' ? { kind: 'offset', offset_ms: 0 } : null });
  };
  return (
    <Form.Item label={t('compose.media.thumbnail')} {...issueProps(issuesUnder(form.issues, 'thumbnail'))}>
      <Radio.Group
        value={choice}
        onChange={(event) => {
          const value: unknown = event.target.value;
          choose(value === 'offset' || value === 'file' ? value : 'none');
        }}
        options={[
          { value: 'none', label: t('compose.media.thumbnailAuto') },
          { value: 'offset', label: t('compose.media.thumbnailFrame') },
          { value: 'file', label: t('compose.media.thumbnailFile') },
        ]}
        style={{ marginBottom: 8 }}
      />
      {thumbnail?.kind === 'offset' && (
        <InputNumber
          min={0}
          max={longest > 0 ? longest : undefined}
          step={0.5}
          value={thumbnail.offset_ms / 1000}
          onChange={(seconds) =>
            form.set({ thumbnail: { kind: 'offset', offset_ms: Math.round((seconds ?? 0) * 1000) } })
          }
          suffix={t('compose.media.seconds')}
          aria-label={t('compose.media.thumbnailFrame')}
          style={{ width: 160, display: 'block' }}
        />
      )}
      {choice === 'file' && (
        <MediaUploader
          kind="image"
          max={1}
          value={thumbnail?.kind === 'file' ? [thumbnail.file] : []}
          onChange={(files) => {
            const file = files[0];
            form.set({ thumbnail: file ? { kind: 'file', file } : null });
          }}
          onBusyChange={uploads.track('thumbnail')}
        />
      )}
    </Form.Item>
  );
}
