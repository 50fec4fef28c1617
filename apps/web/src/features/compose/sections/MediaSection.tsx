import { type MediaFile, socialNetworks, type VideoFile } from '@herald/contract';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MediaUploader, type UploadsBusy } from '../../../components/upload/index.js';
import { mediaNetworks, mostMedia } from '../../../lib/post-values/reach.js';
import { issueProps } from '../components/issue-help.js';
import { LibraryPicker } from '../components/LibraryPicker.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesUnder, type ShownIssue } from '../model/issues.js';
import { ThumbnailField } from './ThumbnailField.js';

/** A file's own issues (`images.2`) name the file, so the list under the uploader says which one. */
function namedIssues(issues: readonly ShownIssue[], files: readonly MediaFile[], kind: 'images' | 'videos') {
  return issues.map((issue) => {
    const index = new RegExp(`^${kind}\\.(\\d+)$`).exec(issue.path)?.[1];
    const file = index === undefined ? undefined : files[Number(index)];
    return file ? { ...issue, message: `${file.name}: ${issue.message}` } : issue;
  });
}

/**
 * Images and videos through the uploader, as many as the most generous chosen network takes (none
 * chosen yet: any). A Reddit text post takes no media (SPEC §5), nor does YouTube take images: when
 * no chosen network takes a kind, its uploader is hidden (files already there stay, to be removed).
 */
export function MediaSection({ form, uploads }: { form: ComposeForm; uploads: UploadsBusy }) {
  const { t } = useTranslation();
  const { values } = form;
  const chosen = form.networks.length > 0;
  const taking = chosen ? mediaNetworks(values, form.networks) : [...socialNetworks];
  const maxImages = Math.min(35, mostMedia(taking, 'maxImages'));
  const maxVideos = Math.min(10, mostMedia(taking, 'maxVideos'));
  const showImages = maxImages > 0 || values.images.length > 0;
  const showVideos = maxVideos > 0 || values.videos.length > 0;
  const hiddenByReddit = chosen && taking.length === 0 && form.networks.includes('reddit');
  return (
    <>
      <LibraryPicker form={form} max={{ images: maxImages, videos: maxVideos }} />
      {showImages && (
        <Form.Item
          label={t('compose.media.images')}
          {...issueProps(namedIssues(issuesUnder(form.issues, 'images'), values.images, 'images'))}
        >
          <MediaUploader
            kind="image"
            max={Math.max(maxImages, values.images.length)}
            value={values.images}
            onChange={(images: MediaFile[]) => form.set({ images })}
            onBusyChange={uploads.track('images')}
          />
        </Form.Item>
      )}
      {showVideos && (
        <Form.Item
          label={t('compose.media.videos')}
          {...issueProps(namedIssues(issuesUnder(form.issues, 'videos'), values.videos, 'videos'))}
        >
          <MediaUploader
            kind="video"
            max={Math.max(maxVideos, values.videos.length)}
            value={values.videos}
            onChange={(videos: VideoFile[]) => form.set({ videos })}
            onBusyChange={uploads.track('videos')}
          />
        </Form.Item>
      )}
      {!showImages && !showVideos && (
        <Typography.Paragraph type="secondary" data-testid="compose-media-hidden">
          {hiddenByReddit ? t('compose.media.redditText') : t('compose.media.none')}
        </Typography.Paragraph>
      )}
      {!showImages && showVideos && chosen && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('compose.media.noImages')}
        </Typography.Paragraph>
      )}
      {values.videos.length > 0 && <ThumbnailField form={form} uploads={uploads} />}
    </>
  );
}
