import { apiPaths, errorCatalog, type PostDetail } from '@herald/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import { postReads } from '../../../api/reads.js';
import { networkName } from '../../../components/networks.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { refusedWith } from '../model/issues.js';

/** The actions of the detail page that are one call after a question. */
export type ConfirmedAction = 'cancel' | 'revoke' | 'publish_now' | 'keep' | 'to_draft' | 'delete';

type Result = PostDetail['post']['results'][number];
const nameOf = (result: Result) => `${networkName(result.network)} · ${result.account_name}`;

/**
 * The writes of one post's detail page. Each asks first, naming what will happen; retry after an
 * unknown outcome asks the user to check the network first (SPEC §4) and only then sends checked.
 */
export function usePostActions(detail: PostDetail) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const failureText = useFailureText();
  const options = { invalidates: postReads };
  const writes = {
    cancel: useApiMutation(apiPaths.post.cancel, options),
    revoke: useApiMutation(apiPaths.post.revoke, options),
    publish_now: useApiMutation(apiPaths.post.publishNow, options),
    keep: useApiMutation(apiPaths.post.keep, options),
    to_draft: useApiMutation(apiPaths.post.toDraft, options),
    delete: useApiMutation(apiPaths.post.delete, options),
  };
  const retryCall = useApiMutation(apiPaths.post.retry, options);
  const [checking, setChecking] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const { post } = detail;
  const id = post.id;

  const published = post.results.filter((r) => r.result === 'succeed' || r.result === 'delete_failed');
  const unknown = post.results.filter((r) => r.result === 'exception');
  const question: Record<ConfirmedAction, string> = {
    cancel: t('content.confirm.cancel'),
    revoke: t('content.confirm.revoke'),
    publish_now: t('content.confirm.publish_now'),
    keep: t('content.confirm.keep'),
    to_draft: t('content.confirm.to_draft'),
    delete:
      published.length > 0
        ? t('content.confirm.deletePublished', { accounts: published.map(nameOf).join(', ') })
        : t('content.confirm.deleteDraft'),
  };

  const confirm = (action: ConfirmedAction) =>
    modal.confirm({
      title: t('common.confirmTitle'),
      content: question[action],
      okText: t(`content.actions.${action}`),
      okButtonProps: { danger: action === 'delete' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await writes[action].mutateAsync({ id });
          void message.success(action === 'delete' ? t('common.deleted') : t('content.actions.done'));
        } catch (error) {
          void message.error(failureText(error));
        }
      },
    });

  const sendRetry = async (checked: boolean) => {
    try {
      await retryCall.mutateAsync({ id, checked });
      setChecking(false);
      void message.success(t('content.actions.done'));
    } catch (error) {
      // The outcome became unknown since the page loaded: ask for the check after all.
      if (!checked && refusedWith(error, errorCatalog.publish_check_first.code)) setChecking(true);
      else void message.error(failureText(error));
    }
  };
  const retry = () => {
    if (unknown.length > 0) {
      setChecking(true);
      return;
    }
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('content.confirm.retry'),
      okText: t('content.actions.retry'),
      cancelText: t('common.cancel'),
      onOk: () => sendRetry(false),
    });
  };

  return {
    confirm,
    retry,
    check: {
      open: checking,
      accounts: unknown.map(nameOf),
      onCancel: () => setChecking(false),
      onConfirm: () => sendRetry(true),
    },
    reschedule: {
      open: rescheduling,
      show: () => setRescheduling(true),
      close: () => setRescheduling(false),
    },
  };
}
