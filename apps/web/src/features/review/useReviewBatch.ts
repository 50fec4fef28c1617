import { apiPaths, type PathOutput, type ReviewDecision, type ReviewItem } from '@herald/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '../../api/hooks.js';
import { usePostName } from '../../components/post/PostTitle.js';
import { useFailureText } from '../../lib/failure-text.js';
import { reviewReads } from './model.js';

export type ReviewBatchResult = PathOutput<typeof apiPaths.review.batch>[number];

export interface ReviewBatchOutcome {
  decision: ReviewDecision;
  results: ReviewBatchResult[];
  /** The name of each content sent, as the list showed it. */
  names: ReadonlyMap<number, string>;
}

/**
 * A decision over the selected contents: asks for the comment first, sends them all, then shows what
 * happened to each. The server judges every content on its own and says why it refused one.
 */
export function useReviewBatch(selected: readonly ReviewItem[], onDone: () => void) {
  const { message } = App.useApp();
  const failureText = useFailureText();
  const nameOf = usePostName();
  const batch = useApiMutation(apiPaths.review.batch, { invalidates: reviewReads });
  const [asking, setAsking] = useState<ReviewDecision | null>(null);
  const [outcome, setOutcome] = useState<ReviewBatchOutcome | null>(null);

  const send = async (decision: ReviewDecision, comment: string) => {
    const items = [...selected];
    try {
      const results = await batch.mutateAsync({
        decision,
        content_ids: items.map((item) => item.content.id),
        comment,
      });
      setAsking(null);
      setOutcome({
        decision,
        results,
        names: new Map(items.map((item) => [item.content.id, nameOf(item.content)])),
      });
      onDone();
    } catch (error) {
      void message.error(failureText(error));
    }
  };

  return {
    asking,
    ask: (decision: ReviewDecision) => setAsking(decision),
    cancel: () => setAsking(null),
    send,
    busy: batch.isPending,
    outcome,
    closeOutcome: () => setOutcome(null),
  };
}
