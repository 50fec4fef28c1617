import { apiPaths, errorCatalog, type FieldIssue, type PostDetail } from '@herald/contract';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../../api/hooks.js';
import { ApiError } from '../../../api/transport.js';
import { useRouteLink } from '../../../lib/links.js';
import { useAsyncAction } from '../../../lib/use-async-action.js';
import type { ComposeForm } from './useComposeForm.js';
import { serverIssues } from './useComposeForm.js';

function issuesOf(error: ApiError): FieldIssue[] {
  const { data } = error;
  if (!data || typeof data !== 'object' || !('issues' in data) || !Array.isArray(data.issues)) return [];
  return data.issues.filter(
    (issue): issue is FieldIssue => typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}

/** Reads written by saving or submitting: the lists, the calendar and this post's detail. */
const postReads = [apiPaths.post.list, apiPaths.post.detail, apiPaths.post.calendar];

/**
 * Save draft and submit (SPEC §4–§5): nothing is sent while the form has errors ("Validation failed,
 * please check the form"); the server's own refusals land on the fields; its risk warnings are shown
 * for the user to accept, then the post is sent again with the risk accepted. A submission carries
 * the preview's screenshot, taken by `capturePreview` once per submission (null: none attached).
 */
export function useComposeActions(
  form: ComposeForm,
  id: number | undefined,
  onSaved: (saved: PostDetail) => void,
  capturePreview: () => Promise<number | null>,
) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const link = useRouteLink();
  const save = useApiMutation(apiPaths.post.save, { invalidates: postReads });
  const submit = useApiMutation(apiPaths.post.submit, { invalidates: postReads });

  const refuse = (): null => {
    void message.error(t('compose.validationFailed'));
    // Once the issues are drawn, bring the first one into view.
    window.requestAnimationFrame(() => {
      const first = document.querySelector(
        '.herald-compose .ant-form-item-has-error, .herald-compose [data-testid="field-issues"]',
      );
      if (first && typeof first.scrollIntoView === 'function')
        first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    });
    return null;
  };

  /** Answers true when the refusal was shown here; anything else goes to the failure toast. */
  const handled = (error: unknown, resend: () => void): boolean => {
    if (!(error instanceof ApiError)) return false;
    switch (error.code) {
      case errorCatalog.validation_failed.code:
        form.showServerIssues(serverIssues(issuesOf(error), 'error'));
        refuse();
        return true;
      case errorCatalog.risky_release.code:
        modal.confirm({
          title: t('common.confirmTitle'),
          content: (
            <>
              <Typography.Paragraph>{t('compose.risk.intro')}</Typography.Paragraph>
              <ul data-testid="risk-warnings">
                {issuesOf(error).map((issue) => (
                  <li key={`${issue.path}|${issue.message}`}>{issue.message}</li>
                ))}
              </ul>
            </>
          ),
          okText: t('compose.risk.goOn'),
          cancelText: t('common.cancel'),
          onOk: resend,
        });
        return true;
      case errorCatalog.account_unavailable.code:
        // The toast says it; the account list is where it can be fixed.
        form.showServerIssues(serverIssues([{ path: 'account_ids', message: error.message }], 'error'));
        return false;
      case errorCatalog.review_not_configured.code:
      case errorCatalog.review_required.code:
      case errorCatalog.review_level_too_low.code:
      case errorCatalog.review_level_unknown.code:
        // The approval set-up changed since the form loaded it: said once, and shown on the level field.
        void message.error(error.message);
        form.showServerIssues(serverIssues([{ path: 'review_level', message: error.message }], 'error'));
        return true;
      case errorCatalog.material_pending.code:
      case errorCatalog.material_rejected.code:
      case errorCatalog.material_expired.code: {
        // A library file that may not be used (any more): said once, and under the media that holds it.
        void message.error(error.message);
        const paths = (['images', 'videos'] as const).filter((path) => form.values[path].length > 0);
        form.showServerIssues(
          serverIssues(
            paths.map((path) => ({ path, message: error.message })),
            'error',
          ),
        );
        return true;
      }
      default:
        return false;
    }
  };

  const saving = useAsyncAction(async () => {
    form.markAttempted('save');
    if (form.shapeErrors.length > 0) return refuse();
    try {
      const saved = await save.mutateAsync({ ...(id === undefined ? {} : { id }), post: form.input });
      form.markClean();
      void message.success(t('compose.saved'));
      onSaved(saved);
      return saved;
    } catch (error) {
      if (handled(error, () => undefined)) return null;
      throw error;
    }
  });

  /** `captured` is the screenshot of this submission when it is sent again with the risk accepted. */
  const submitting = useAsyncAction(async (_signal, acceptRisk: boolean, captured?: number | null) => {
    form.markAttempted('submit');
    if (form.errors.length > 0) return refuse();
    const previewId = captured === undefined ? await capturePreview() : captured;
    try {
      const sent = await submit.mutateAsync({
        ...(id === undefined ? {} : { id }),
        post: { ...form.input, preview_id: previewId },
        accept_risk: acceptRisk,
      });
      form.markClean();
      void message.success(t(form.values.timing === 'schedule' ? 'compose.scheduled' : 'compose.published'));
      await navigate(link('content.post.detail', { query: { id: String(sent.post.id) } }));
      return sent;
    } catch (error) {
      if (handled(error, () => void submitting.run(true, previewId))) return null;
      throw error;
    }
  });

  return {
    save: () => void saving.run(),
    submit: () => void submitting.run(false),
    saving: saving.pending,
    submitting: submitting.pending,
  };
}
