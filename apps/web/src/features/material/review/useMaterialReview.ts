import { apiPaths, type Material } from '@herald/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import type { BatchItemResult } from '../../../components/batch-results.js';
import { useFailureText } from '../../../lib/failure-text.js';
import type { MaterialDecision } from '../components/CommentBox.js';
import { materialReads } from '../hooks/reads.js';

/** A decision being asked about: approve or reject, and the materials it is for. */
export interface Asking {
  decision: MaterialDecision;
  items: readonly Material[];
}

/** What a decision did to each material, by the name the queue showed. */
export interface ReviewOutcome {
  results: BatchItemResult[];
  names: ReadonlyMap<number, string>;
}

/**
 * Approving or rejecting materials, one or many (material/review): the comment is asked first, then
 * the server judges each on its own; one refusal never hides the others' success. A single material
 * is answered with a toast, several with each one's result.
 */
export function useMaterialReview(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const review = useApiMutation(apiPaths.material.review, { invalidates: materialReads });
  const [asking, setAsking] = useState<Asking | null>(null);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);

  const send = async (comment: string) => {
    if (!asking) return;
    const { decision, items } = asking;
    try {
      const answers = await review.mutateAsync({ ids: items.map((item) => item.id), decision, comment });
      setAsking(null);
      onDone();
      const results = answers.map(({ id, ok, code, message: msg }) => ({ id, ok, code, msg }));
      const [only] = results;
      if (results.length === 1 && only) {
        if (only.ok)
          void message.success(t(`material.status.${decision === 'approve' ? 'approved' : 'rejected'}`));
        else void message.error(t('common.errorNotice', { code: only.code, msg: only.msg }));
        return;
      }
      setOutcome({ results, names: new Map(items.map((item) => [item.id, item.name])) });
    } catch (error) {
      void message.error(failureText(error));
    }
  };

  return {
    asking,
    ask: (decision: MaterialDecision, items: readonly Material[]) => setAsking({ decision, items }),
    cancel: () => setAsking(null),
    send,
    busy: review.isPending,
    outcome,
    closeOutcome: () => setOutcome(null),
  };
}
