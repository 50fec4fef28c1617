import type { MediaFile } from '@herald/contract';
import { Card, Image } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The screenshot of the preview taken when the post was submitted: what the author saw, for authors
 * and reviewers. Nothing is shown when none was taken (a draft, or a capture that failed).
 */
export function SubmittedPreview({ preview }: { preview: MediaFile | null }) {
  const { t } = useTranslation();
  if (!preview) return null;
  return (
    <Card size="small" title={t('content.detail.submittedPreview')} data-testid="submitted-preview">
      <Image
        src={preview.url}
        alt={t('content.detail.submittedPreviewAlt')}
        width="100%"
        style={{ borderRadius: 6 }}
      />
    </Card>
  );
}
