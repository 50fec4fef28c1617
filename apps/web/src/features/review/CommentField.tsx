import { type ReviewDecision, reviewCommentSchema } from '@herald/contract';
import { Flex, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const COMMENT_MAX = reviewCommentSchema.maxLength ?? 1000;

/**
 * A reviewer's comment and its check: optional to approve, required to reject. `take` answers the
 * trimmed comment to send, or null (and shows why) when a rejection gives no reason.
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
    take: (decision: ReviewDecision): string | null => {
      const comment = value.trim();
      if (decision === 'reject' && !comment) {
        setError(t('review.decision.reasonRequired'));
        return null;
      }
      setError(null);
      return comment;
    },
    reset: () => {
      setValue('');
      setError(null);
    },
  };
}
export type DecisionComment = ReturnType<typeof useDecisionComment>;

/** The comment box of a decision, with its hint, or the reason a rejection still needs. */
export function CommentField({
  comment,
  required,
  disabled,
}: {
  comment: DecisionComment;
  /** Only a rejection is possible here, so the comment is always required. */
  required?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <span>
        <label htmlFor={id}>{t('review.decision.comment')}</label>
        {required && (
          <span aria-hidden style={{ color: '#cf1322', marginInlineStart: 4 }}>
            *
          </span>
        )}
      </span>
      <Input.TextArea
        id={id}
        value={comment.value}
        onChange={(event) => comment.change(event.target.value)}
        placeholder={t('review.decision.placeholder')}
        rows={3}
        maxLength={COMMENT_MAX}
        showCount
        disabled={disabled}
        status={comment.error ? 'error' : undefined}
        aria-invalid={comment.error !== null}
        aria-required={required}
      />
      {comment.error ? (
        <Typography.Text type="danger" role="alert">
          {comment.error}
        </Typography.Text>
      ) : (
        !required && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('review.decision.commentHint')}
          </Typography.Text>
        )
      )}
    </Flex>
  );
}
