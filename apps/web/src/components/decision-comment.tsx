import { Flex, Input, Typography } from 'antd';
import { useId, useState } from 'react';

/** What a reviewer decides: a comment is optional to approve and required to reject. */
export type Decision = 'approve' | 'reject';

/**
 * A reviewer's comment and its check. `take` answers the trimmed comment to send, or null (showing
 * `requiredMessage`) when a rejection gives no reason.
 */
export function useDecisionComment(requiredMessage: string) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    change: (next: string) => {
      setValue(next);
      if (next.trim()) setError(null);
    },
    take: (decision: Decision): string | null => {
      const comment = value.trim();
      if (decision === 'reject' && !comment) {
        setError(requiredMessage);
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

/** The comment box of a decision with its hint, or the reason a rejection still needs. */
export function DecisionCommentField({
  comment,
  label,
  hint,
  maxLength,
  placeholder,
  required,
  disabled,
}: {
  comment: DecisionComment;
  label: string;
  /** Shown under the box while the comment is optional. */
  hint: string;
  maxLength: number;
  placeholder?: string;
  /** Only a rejection is possible here, so the comment is always required. */
  required?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <span>
        <label htmlFor={id}>{label}</label>
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
        placeholder={placeholder}
        rows={3}
        maxLength={maxLength}
        showCount
        disabled={disabled}
        status={comment.error ? 'error' : undefined}
        aria-invalid={comment.error !== null}
        aria-required={required}
        data-testid="decision-comment"
      />
      {comment.error ? (
        <Typography.Text type="danger" role="alert">
          {comment.error}
        </Typography.Text>
      ) : (
        !required && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {hint}
          </Typography.Text>
        )
      )}
    </Flex>
  );
}
