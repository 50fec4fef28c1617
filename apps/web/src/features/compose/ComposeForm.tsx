import { apiPaths, type PostDetail } from '@herald/contract';
import { Card, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { useUploadsBusy } from '../../components/upload/index.js';
import type { ComposeValues } from '../../lib/post-values/values.js';
import { ActionBar } from './components/ActionBar.js';
import type { ComposeAccount } from './hooks/useComposeAccounts.js';
import { useComposeActions } from './hooks/useComposeActions.js';
import { useComposeForm } from './hooks/useComposeForm.js';
import { useUnsavedGuard } from './hooks/useUnsavedGuard.js';
import { OptionsSection } from './options/OptionsSection.js';
import { PreviewPanel, previewNetworks } from './preview/PreviewPanel.js';
import { usePreviewCapture } from './preview/usePreviewCapture.js';
import { AccountsSection } from './sections/AccountsSection.js';
import { ExtrasSection } from './sections/ExtrasSection.js';
import { MediaSection } from './sections/MediaSection.js';
import { PollSection } from './sections/PollSection.js';
import { PublishSection } from './sections/PublishSection.js';
import { TextSection } from './sections/TextSection.js';

/**
 * The compose form: its sections in the order a post is thought through (where, what, how each
 * network takes it, extras, when), the preview beside it (under it on phones), the actions under it.
 */
export function ComposeForm({
  id,
  initial,
  accounts,
  onSaved,
}: {
  id: number | undefined;
  initial: ComposeValues;
  accounts: readonly ComposeAccount[];
  onSaved: (saved: PostDetail) => void;
}) {
  const { t } = useTranslation();
  const review = useApiQuery(apiPaths.reviewConfig.lookup, {});
  const form = useComposeForm(initial, accounts, review.data);
  const uploads = useUploadsBusy();
  const preview = usePreviewCapture(previewNetworks(form.networks).length > 0, uploads.track('preview'));
  const actions = useComposeActions(form, id, onSaved, preview.capture);
  useUnsavedGuard(form.isDirty, form.dirty);
  return (
    <Form layout="vertical" component="div" className="herald-compose" data-testid="compose-form">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <div className="herald-compose-sections">
            <AccountsSection form={form} accounts={accounts} review={review} />
            <Card title={t('compose.sections.content')} size="small">
              <TextSection form={form} />
              <MediaSection form={form} uploads={uploads} />
              <PollSection form={form} />
            </Card>
            <OptionsSection form={form} />
            <Card title={t('compose.sections.details')} size="small">
              <ExtrasSection form={form} />
            </Card>
            <Card title={t('compose.sections.publish')} size="small">
              <PublishSection form={form} />
            </Card>
          </div>
        </Col>
        <Col xs={24} lg={9}>
          <div className="herald-compose-preview-column">
            <PreviewPanel ref={preview.panel} form={form} accounts={accounts} />
          </div>
        </Col>
      </Row>
      <ActionBar
        issues={form.allIssues}
        scheduled={form.values.timing === 'schedule'}
        approval={form.values.review_level !== null}
        busyUploading={uploads.busy}
        capturing={preview.capturing}
        saving={actions.saving}
        submitting={actions.submitting}
        onSave={actions.save}
        onSubmit={actions.submit}
      />
    </Form>
  );
}
