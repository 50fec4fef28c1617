import { useTranslation } from 'react-i18next';
import {
  type Decision,
  type DecisionComment,
  DecisionCommentField,
  useDecisionComment as useComment,
} from '../../../components/decision-comment.js';

/** The longest comment a material decision takes (the contract's limit). */
const COMMENT_MAX = 2000;

export type MaterialDecision = Decision;

/** A reviewer's comment on a material: optional to approve, required to reject. */
export function useDecisionComment(): DecisionComment {
  const { t } = useTranslation();
  return useComment(t('material.review.commentRequired'));
}

/** The comment box of a material decision with its hint. */
export function CommentBox(props: {
  comment: DecisionComment;
  label: string;
  hint: string;
  disabled?: boolean;
}) {
  return <DecisionCommentField {...props} maxLength={COMMENT_MAX} />;
}
