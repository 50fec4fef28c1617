import { ASSIGN_TEXT_MAX, apiPaths, type TaskQuestion } from '@herald/contract';
import { App, Button, Flex, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import { formatTime } from '../../../components/paged.js';
import { EmptyState } from '../../../components/states.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { questionReads } from '../hooks/reads.js';
import { BriefStatusTag } from './tags.js';

/** A lead's answer to a pending question: the text, then Resolve or Reject. */
function AnswerBox({ question }: { question: TaskQuestion }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState(false);
  const send = useApiMutation(apiPaths.assignBrief.answer, { invalidates: questionReads });
  const decide = async (status: 'resolved' | 'rejected') => {
    if (answer.trim() === '') {
      setError(true);
      return;
    }
    try {
      await send.mutateAsync({ id: question.id, status, answer: answer.trim() });
      void message.success(t('assign.questions.answered'));
      setAnswer('');
    } catch (failure) {
      void message.error(failureText(failure));
    }
  };
  const pending = send.isPending ? send.variables?.status : undefined;
  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      <Input.TextArea
        value={answer}
        onChange={(event) => {
          setAnswer(event.target.value);
          setError(false);
        }}
        maxLength={ASSIGN_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 6 }}
        aria-label={t('assign.questions.answer')}
        placeholder={t('assign.questions.answer')}
        status={error ? 'error' : undefined}
      />
      {error && <Typography.Text type="danger">{t('assign.questions.answerRequired')}</Typography.Text>}
      <Flex gap="small" justify="end">
        <Button
          loading={pending === 'rejected'}
          disabled={send.isPending}
          onClick={() => void decide('rejected')}
        >
          {t('assign.questions.reject')}
        </Button>
        <Button
          type="primary"
          loading={pending === 'resolved'}
          disabled={send.isPending}
          onClick={() => void decide('resolved')}
        >
          {t('assign.questions.resolve')}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * The questions about a task's brief (SPEC §4 brief: pending, resolved, rejected), each with its
 * answer; a lead (`canAnswer`) resolves or rejects the pending ones with an answer.
 */
export function Questions({
  questions,
  canAnswer,
}: {
  questions: readonly TaskQuestion[];
  canAnswer: boolean;
}) {
  const { t } = useTranslation();
  if (questions.length === 0) return <EmptyState description={t('assign.questions.empty')} />;
  const ordered = [...questions].sort((a, b) => Date.parse(b.asked_at) - Date.parse(a.asked_at));
  return (
    <List<TaskQuestion>
      dataSource={ordered}
      rowKey="id"
      data-testid="questions"
      renderItem={(question) => (
        <List.Item>
          <Flex vertical gap={4} style={{ width: '100%' }}>
            <Flex justify="space-between" gap="small" wrap>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('assign.questions.askedBy', {
                  name: question.asker.name,
                  time: formatTime(question.asked_at),
                })}
              </Typography.Text>
              <BriefStatusTag status={question.status} question />
            </Flex>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {question.question}
            </Typography.Paragraph>
            {question.answer !== null && (
              <div style={{ borderInlineStart: '3px solid rgba(0,0,0,0.1)', paddingInlineStart: 12 }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('assign.questions.answeredBy', {
                    name: question.answered_by?.name ?? t('assign.history.system'),
                    time: formatTime(question.answered_at),
                  })}
                </Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {question.answer}
                </Typography.Paragraph>
              </div>
            )}
            {canAnswer && question.status === 'pending' && <AnswerBox question={question} />}
          </Flex>
        </List.Item>
      )}
    />
  );
}
