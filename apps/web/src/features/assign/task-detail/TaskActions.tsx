import { ASSIGN_TEXT_MAX, apiPaths, type Task } from '@herald/contract';
import { App, Button, Flex, Form, Input, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../../api/hooks.js';
import { useDeleteConfirm } from '../../../components/actions.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { useRouteLink } from '../../../lib/links.js';
import { ActionModal } from '../components/ActionModal.js';
import { ReceiverSelect } from '../components/ReceiverSelect.js';
import { taskReads } from '../hooks/reads.js';
import { useAskToPublish } from '../hooks/useAskToPublish.js';
import { useCatalogText } from '../hooks/useCatalogText.js';
import { editorCodeFields } from '../model/errors.js';

type Open = 'abandon' | 'receivers' | null;

/**
 * What a lead may do with a task in its state (SPEC §4): a draft is edited, published or deleted; a
 * published task is changed, given more receivers or abandoned, and cannot be deleted (the button
 * says why); an ended task is deleted.
 */
export function TaskActions({ task, onEdit }: { task: Task; onEdit: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const catalog = useCatalogText();
  const navigate = useNavigate();
  const link = useRouteLink();
  const confirmDelete = useDeleteConfirm();
  const askToPublish = useAskToPublish();
  const [open, setOpen] = useState<Open>(null);
  const publish = useApiMutation(apiPaths.assignTask.publish, { invalidates: taskReads });
  const abandon = useApiMutation(apiPaths.assignTask.abandon, { invalidates: taskReads });
  const addReceivers = useApiMutation(apiPaths.assignTask.addReceivers, { invalidates: taskReads });
  const remove = useApiMutation(apiPaths.assignTask.delete, { invalidates: taskReads });
  const id = task.task_id;

  const publishDraft = async () => {
    if (!(await askToPublish(task.name, task.receivers.length))) return;
    try {
      await publish.mutateAsync({ id });
      void message.success(t('assign.form.published'));
    } catch (error) {
      void message.error(failureText(error));
    }
  };
  const deleteTask = () =>
    confirmDelete(
      t(
        task.status === 'drafted' ? 'assign.actions.deleteDraftConfirm' : 'assign.actions.deleteEndedConfirm',
        {
          name: task.name,
        },
      ),
      async () => {
        await remove.mutateAsync({ id });
        await navigate(link('assign.task.list'), { replace: true });
      },
    );
  const deleteButton =
    task.status === 'published' ? (
      // A disabled button gets no pointer events: the span carries the explanation, on tap as on hover.
      <Tooltip title={catalog('task_published_undeletable')}>
        <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-testid="task-delete-why">
          <Button danger disabled style={{ pointerEvents: 'none' }} data-testid="task-delete">
            {t('assign.actions.delete')}
          </Button>
        </span>
      </Tooltip>
    ) : (
      <Button danger onClick={deleteTask} data-testid="task-delete">
        {t('assign.actions.delete')}
      </Button>
    );

  return (
    <Flex gap="small" wrap data-testid="task-actions">
      {task.status === 'drafted' && (
        <>
          <Button onClick={onEdit}>{t('assign.actions.edit')}</Button>
          <Button type="primary" loading={publish.isPending} onClick={() => void publishDraft()}>
            {t('assign.actions.publish')}
          </Button>
        </>
      )}
      {task.status === 'published' && (
        <>
          <Button onClick={onEdit}>{t('assign.actions.change')}</Button>
          <Button onClick={() => setOpen('receivers')}>{t('assign.actions.addReceivers')}</Button>
          <Button danger onClick={() => setOpen('abandon')}>
            {t('assign.actions.abandon')}
          </Button>
        </>
      )}
      {task.status !== 'deleted' && deleteButton}
      <ActionModal<{ reason: string }>
        open={open === 'abandon'}
        onClose={() => setOpen(null)}
        title={t('common.confirmTitle')}
        intro={t('assign.actions.abandonConfirm', { name: task.name })}
        okText={t('assign.actions.abandon')}
        danger
        doneText={t('assign.actions.abandoned')}
        initialValues={{ reason: '' }}
        onSubmit={(values) => abandon.mutateAsync({ id, reason: values.reason?.trim() ?? '' })}
      >
        <Form.Item name="reason" label={t('assign.actions.abandonReason')} rules={[{ max: ASSIGN_TEXT_MAX }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={ASSIGN_TEXT_MAX} />
        </Form.Item>
      </ActionModal>
      <ActionModal<{ receiver_ids: number[] }>
        open={open === 'receivers'}
        onClose={() => setOpen(null)}
        title={t('assign.actions.addReceivers')}
        intro={t('assign.actions.addHelp')}
        okText={t('assign.actions.addReceivers')}
        doneText={t('assign.actions.added')}
        initialValues={{ receiver_ids: [] }}
        codeFields={editorCodeFields}
        onSubmit={(values) => addReceivers.mutateAsync({ id, receiver_ids: values.receiver_ids })}
      >
        <Form.Item
          name="receiver_ids"
          label={t('assign.fields.receivers')}
          rules={[{ required: true, type: 'array', min: 1, message: t('common.required') }]}
        >
          <ReceiverSelect
            ariaLabel={t('assign.fields.receivers')}
            exclude={task.receivers.map((receiver) => receiver.user_id)}
          />
        </Form.Item>
      </ActionModal>
    </Flex>
  );
}
