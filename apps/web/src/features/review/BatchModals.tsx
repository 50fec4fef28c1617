import type { ReviewDecision } from '@herald/contract';
import { Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { BatchResultsModal } from '../../components/batch-results.js';
import { CommentField, useDecisionComment } from './CommentField.js';
import type { ReviewBatchOutcome } from './useReviewBatch.js';

function DecisionBody({
  decision,
  busy,
  onCancel,
  onSend,
}: {
  decision: ReviewDecision;
  busy: boolean;
  onCancel: () => void;
  onSend: (comment: string) => void;
}) {
  const { t } = useTranslation();
  const comment = useDecisionComment();
  const submit = () => {
    const text = comment.take(decision);
    if (text !== null) onSend(text);
  };
  return (
    <Flex vertical gap="middle">
      <CommentField comment={comment} required={decision === 'reject'} disabled={busy} />
      <Flex justify="end" gap="small">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          danger={decision === 'reject'}
          loading={busy}
          onClick={submit}
          data-testid="batch-decide"
        >
          {t(`review.decision.${decision}`)}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Asks for the comment of a batch decision: optional to approve, required to reject. */
export function BatchDecisionModal({
  decision,
  count,
  busy,
  onCancel,
  onSend,
}: {
  decision: ReviewDecision | null;
  count: number;
  busy: boolean;
  onCancel: () => void;
  onSend: (decision: ReviewDecision, comment: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={decision !== null}
      title={decision ? t(`review.batch.title.${decision}`, { count }) : ''}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      {decision && (
        <DecisionBody
          decision={decision}
          busy={busy}
          onCancel={onCancel}
          onSend={(comment) => onSend(decision, comment)}
        />
      )}
    </Modal>
  );
}

/** What a batch decision did to each content: done, or not done with the server's reason. */
export function ReviewBatchResults({
  outcome,
  onClose,
}: {
  outcome: ReviewBatchOutcome | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BatchResultsModal
      open={outcome !== null}
      title={outcome ? t(`review.batch.resultTitle.${outcome.decision}`) : ''}
      itemTitle={t('review.list.columns.content')}
      results={(outcome?.results ?? []).map(({ content_id, ok, code, message }) => ({
        id: content_id,
        ok,
        code,
        msg: message,
      }))}
      names={outcome?.names ?? new Map()}
      testId="review-batch"
      onClose={onClose}
    />
  );
}
