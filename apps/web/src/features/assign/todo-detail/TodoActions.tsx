import { CheckOutlined, CloseOutlined, LinkOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { ASSIGN_TEXT_MAX, apiPaths, type TodoDetail } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeyOf, useApiMutation } from '../../../api/hooks.js';
import { useFieldRules } from '../../../components/fields.js';
import { useRouteLink } from '../../../lib/links.js';
import { ActionModal } from '../components/ActionModal.js';
import { questionReads, todoReads } from '../hooks/reads.js';
import { useCatalogText } from '../hooks/useCatalogText.js';

type Open = 'complete' | 'reject' | 'ask' | null;

/**
 * What the receiver may do with the to-do now, as the server's `can` says: complete it with an
 * optional note (once a post is linked), reject it saying why, ask about the brief, link posts.
 */
export function TodoActions({ detail }: { detail: TodoDetail }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const catalog = useCatalogText();
  const link = useRouteLink();
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const id = detail.todo.todo_id;
  // The answer is the to-do as it now stands: shown at once, then every read it touches refreshes.
  const settle = {
    invalidates: todoReads,
    onSuccess: (next: TodoDetail) =>
      client.setQueryData(queryKeyOf(apiPaths.assignTodo.detail, { id }), next),
  };
  const complete = useApiMutation(apiPaths.assignTodo.complete, settle);
  const reject = useApiMutation(apiPaths.assignTodo.reject, settle);
  const ask = useApiMutation(apiPaths.assignBrief.ask, { invalidates: questionReads });
  const { can } = detail;
  const noPosts = detail.linked.length === 0;
  const completeButton = (
    <Button
      type="primary"
      icon={<CheckOutlined />}
      disabled={noPosts}
      style={noPosts ? { pointerEvents: 'none' } : undefined}
      onClick={() => setOpen('complete')}
      data-testid="todo-complete"
    >
      {t('assign.todo.complete')}
    </Button>
  );
  if (!can.complete && !can.reject && !can.ask && !can.link) return null;
  return (
    <Flex gap="small" wrap data-testid="todo-actions">
      {can.link && (
        <Link to={link('assign.todo.link', { query: { id: String(id) } })}>
          <Button icon={<LinkOutlined />}>{t('assign.todo.linkPosts')}</Button>
        </Link>
      )}
      {/* The server allows completing only with a linked post (can.complete); on an open to-do without
          one, Complete shows disabled with the reason, so the receiver learns what is missing. */}
      {(can.complete || (can.link && noPosts)) &&
        (noPosts ? (
          // A disabled button gets no pointer events: the span carries the explanation.
          <Tooltip title={catalog('todo_needs_posts')}>
            <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-testid="todo-complete-why">
              {completeButton}
            </span>
          </Tooltip>
        ) : (
          completeButton
        ))}
      {can.reject && (
        <Button danger icon={<CloseOutlined />} onClick={() => setOpen('reject')}>
          {t('assign.todo.reject')}
        </Button>
      )}
      {can.ask && (
        <Button icon={<QuestionCircleOutlined />} onClick={() => setOpen('ask')}>
          {t('assign.questions.ask')}
        </Button>
      )}
      <ActionModal<{ note: string }>
        open={open === 'complete'}
        onClose={() => setOpen(null)}
        title={t('assign.todo.completeTitle')}
        okText={t('assign.todo.complete')}
        doneText={t('assign.todo.completed')}
        initialValues={{ note: '' }}
        onSubmit={(values) => complete.mutateAsync({ id, note: values.note?.trim() ?? '' })}
      >
        <Form.Item name="note" label={t('assign.todo.completeNote')} rules={[{ max: ASSIGN_TEXT_MAX }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={ASSIGN_TEXT_MAX} />
        </Form.Item>
      </ActionModal>
      <ActionModal<{ reason: string }>
        open={open === 'reject'}
        onClose={() => setOpen(null)}
        title={t('assign.todo.rejectTitle')}
        okText={t('assign.todo.reject')}
        danger
        doneText={t('assign.todo.rejected')}
        initialValues={{ reason: '' }}
        onSubmit={(values) => reject.mutateAsync({ id, reason: values.reason.trim() })}
      >
        <Form.Item
          name="reason"
          label={t('assign.todo.rejectReason')}
          rules={[
            { ...rules.required, whitespace: true, message: t('assign.todo.reasonRequired') },
            { max: ASSIGN_TEXT_MAX },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={ASSIGN_TEXT_MAX} />
        </Form.Item>
      </ActionModal>
      <ActionModal<{ question: string }>
        open={open === 'ask'}
        onClose={() => setOpen(null)}
        title={t('assign.questions.ask')}
        intro={t('assign.questions.askHelp')}
        okText={t('assign.questions.ask')}
        doneText={t('assign.questions.asked')}
        initialValues={{ question: '' }}
        onSubmit={(values) =>
          ask.mutateAsync({ task_id: detail.task.task_id, question: values.question.trim() })
        }
      >
        <Form.Item name="question" label={t('assign.questions.ask')} rules={rules.text(ASSIGN_TEXT_MAX)}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={ASSIGN_TEXT_MAX} />
        </Form.Item>
      </ActionModal>
    </Flex>
  );
}
