import { Flex, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The longest comment a material decision takes (the contract's limit). */
const COMMENT_MAX = 2000;

export type MaterialDecision = 'approve' | 'reject';

/**
 * A reviewer's comment on a material and its check: optional to approve, required to reject. `take`
 * answers the trimmed comment to send, or null (showing why) when a rejection gives no reason.
 */
export function useDecisionComment() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    change: (next: string) => {
      setValue(next);
      if (next.trim()) setError(null);
    },
    take: (decision: MaterialDecision): string | null => {
      const comment = value.trim();
      if (decision === 'reject' && !comment) {
        setError(t('material.review.commentRequired'));
        return null;
      }
      setError(null);
      return comment;
    },
  };
}
export type DecisionComment = ReturnType<typeof useDecisionComment>;

/** The comment box of a decision with its hint, or why a rejection still needs one. */
export function CommentBox({
  comment,
  label,
  hint,
  disabled,
}: {
  comment: DecisionComment;
  label: string;
  hint: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>{label}</label>
      <Input.TextArea
        id={id}
        value={comment.value}
        onChange={(event) => comment.change(event.target.value)}
        rows={3}
        maxLength={COMMENT_MAX}
        showCount
        disabled={disabled}
        status={comment.error ? 'error' : undefined}
        aria-invalid={comment.error !== null}
        data-testid="decision-comment"
      />
      {comment.error ? (
        <Typography.Text type="danger" role="alert">
          {comment.error}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
    </Flex>
  );
}
