import { Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommentBox, useDecisionComment } from '../components/CommentBox.js';
import type { Asking } from './useMaterialReview.js';

function DecisionBody({
  asking,
  busy,
  onCancel,
  onSend,
}: {
  asking: Asking;
  busy: boolean;
  onCancel: () => void;
  onSend: (comment: string) => void;
}) {
  const { t } = useTranslation();
  const comment = useDecisionComment();
  const reject = asking.decision === 'reject';
  const submit = () => {
    const text = comment.take(asking.decision);
    if (text !== null) onSend(text);
  };
  return (
    <Flex vertical gap="middle">
      <CommentBox
        comment={comment}
        label={t('material.review.comment')}
        hint={t('material.review.commentHint')}
        disabled={busy}
      />
      <Flex justify="end" gap="small">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" danger={reject} loading={busy} onClick={submit} data-testid="decision-send">
          {t(reject ? 'material.review.reject' : 'material.review.approve')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Asks for the comment of a decision over one or more materials: optional to approve, required to reject. */
export function DecisionModal({
  asking,
  busy,
  onCancel,
  onSend,
}: {
  asking: Asking | null;
  busy: boolean;
  onCancel: () => void;
  onSend: (comment: string) => void;
}) {
  const { t } = useTranslation();
  const count = asking?.items.length ?? 0;
  const only = asking?.items.length === 1 ? asking.items[0] : undefined;
  let title = '';
  if (asking)
    title = only
      ? `${t(asking.decision === 'reject' ? 'material.review.reject' : 'material.review.approve')} · ${only.name}`
      : t(asking.decision === 'reject' ? 'material.review.rejectTitle' : 'material.review.approveTitle', {
          count,
        });
  return (
    <Modal open={asking !== null} title={title} onCancel={onCancel} footer={null} destroyOnHidden>
      {asking && <DecisionBody asking={asking} busy={busy} onCancel={onCancel} onSend={onSend} />}
    </Modal>
  );
}
