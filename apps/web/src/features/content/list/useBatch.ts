import { apiPaths, type PostSummary } from '@herald/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import { engagementReads, postReads } from '../../../api/reads.js';
import { usePostName } from '../../../components/post/PostTitle.js';
import { useFailureText } from '../../../lib/failure-text.js';
import type { BatchAction } from './BatchBar.js';
import type { BatchOutcome } from './BatchResultModal.js';
import type { ListKind } from './links.js';

/**
 * Runs one bulk action over the selected items after asking, then shows the result of each. Every
 * selected item is sent: the server is the judge of what each one allows now, and says why it refused.
 */
export function useBatch(selected: readonly PostSummary[], onDone: () => void, kind: ListKind = 'post') {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const failureText = useFailureText();
  const nameOf = usePostName();
  const batch = useApiMutation(kind === 'post' ? apiPaths.post.batch : apiPaths[kind].batch, {
    invalidates: kind === 'post' ? postReads : engagementReads,
  });
  const [busy, setBusy] = useState<BatchAction | null>(null);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);

  const send = async (action: BatchAction, posts: readonly PostSummary[]) => {
    setBusy(action);
    try {
      const { results } = await batch.mutateAsync({ action, ids: posts.map((post) => post.id) });
      setOutcome({ action, results, names: new Map(posts.map((post) => [post.id, nameOf(post)])) });
      onDone();
    } catch (error) {
      void message.error(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  const run = (action: BatchAction) => {
    const posts = [...selected];
    const label = t(`content.actions.${action}`);
    modal.confirm({
      title: t('common.confirmTitle'),
      content:
        action === 'delete'
          ? t(kind === 'post' ? 'content.batch.confirmDelete' : 'content.batch.confirmDeleteSent', {
              count: posts.length,
            })
          : t('content.batch.confirm', { action: label, count: posts.length }),
      okText: label,
      okButtonProps: { danger: action === 'delete' },
      cancelText: t('common.cancel'),
      onOk: () => send(action, posts),
    });
  };

  return { run, busy, outcome, closeOutcome: () => setOutcome(null) };
}
