import { apiPaths, type ReviewDecision, reviewDecisions } from '@herald/contract';
import { App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/hooks.js';
import { useFailureText } from '../../lib/failure-text.js';
import { CommentField, useDecisionComment } from './CommentField.js';
import { reviewReads } from './model.js';

/**
 * The caller's decision on the current level: a comment, then Approve or Reject (a rejection must say
 * why). A refusal is handed to `onFailure` with the server's message, e.g. that the level was already
 * decided.
 */
export function DecisionBox({
  contentId,
  onFailure,
}: {
  contentId: number;
  onFailure: (text: string | null) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const comment = useDecisionComment();
  const approve = useApiMutation(apiPaths.review.approve, { invalidates: reviewReads });
  const reject = useApiMutation(apiPaths.review.reject, { invalidates: reviewReads });
  const busy = approve.isPending || reject.isPending;

  const decide = async (decision: ReviewDecision) => {
    const text = comment.take(decision);
    if (text === null) return;
    onFailure(null);
    try {
      const input = { content_id: contentId, comment: text };
      if (decision === 'approve') await approve.mutateAsync(input);
      else await reject.mutateAsync(input);
      comment.reset();
      void message.success(
        t(decision === 'approve' ? 'review.decision.approved' : 'review.decision.rejected'),
      );
    } catch (error) {
      onFailure(failureText(error));
    }
  };

  return (
    <Flex vertical gap="small" data-testid="decision-box">
      <Typography.Text strong>{t('review.detail.yourDecision')}</Typography.Text>
      <CommentField comment={comment} disabled={busy} />
      <Flex gap="small" justify="end" wrap>
        {reviewDecisions.map((decision) => (
          <Button
            key={decision}
            type={decision === 'approve' ? 'primary' : 'default'}
            danger={decision === 'reject'}
            disabled={busy}
            loading={decision === 'approve' ? approve.isPending : reject.isPending}
            onClick={() => void decide(decision)}
          >
            {t(`review.decision.${decision}`)}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
