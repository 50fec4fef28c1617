import { reviewCommentSchema } from '@herald/contract';
import { useTranslation } from 'react-i18next';
import {
  type DecisionComment,
  DecisionCommentField,
  useDecisionComment as useComment,
} from '../../components/decision-comment.js';

const COMMENT_MAX = reviewCommentSchema.maxLength ?? 1000;

/** A reviewer's comment on a content: optional to approve, required to reject. */
export function useDecisionComment(): DecisionComment {
  const { t } = useTranslation();
  return useComment(t('review.decision.reasonRequired'));
}

/** The comment box of a content decision. */
export function CommentField(props: { comment: DecisionComment; required?: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <DecisionCommentField
      {...props}
      label={t('review.decision.comment')}
      hint={t('review.decision.commentHint')}
      placeholder={t('review.decision.placeholder')}
      maxLength={COMMENT_MAX}
    />
  );
}
