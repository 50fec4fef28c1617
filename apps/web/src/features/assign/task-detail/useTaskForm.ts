import { apiPaths, type Task, type TaskDetail, type TaskFields } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeyOf, useApiMutation } from '../../../api/hooks.js';
import { applyServerErrors } from '../../../components/server-errors.js';
import { useUploadsBusy } from '../../../components/upload/index.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { taskReads } from '../hooks/reads.js';
import { useAskToPublish } from '../hooks/useAskToPublish.js';
import { useCatalogText } from '../hooks/useCatalogText.js';
import { editorCodeFields, onEditorFields } from '../model/errors.js';
import { changedFields, type TaskFormValues, taskFieldsOf } from '../model/task-form.js';

/** create: a new task; edit: a draft; change: a published task (its receivers are added apart). */
export type TaskEditorMode = 'create' | 'edit' | 'change';
type Intent = 'draft' | 'publish';

/**
 * The task editor's form and its writes. A new task is saved as a draft (new draft) or published at
 * once (new assign); a draft is saved (edit draft) and may then be published (publish draft); a
 * published task sends only what changed (change task). Publishing asks first, since every receiver
 * is told. A refusal lands on its field where it has one (deadline_invalid → deadline).
 */
export function useTaskForm({
  mode,
  task,
  onDone,
}: {
  mode: TaskEditorMode;
  task: Task | null;
  onDone: (detail: TaskDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const askToPublish = useAskToPublish();
  const failureText = useFailureText();
  const catalog = useCatalogText();
  const client = useQueryClient();
  const [form] = Form.useForm<TaskFormValues>();
  const uploads = useUploadsBusy();
  const intent = useRef<Intent>('draft');
  const [busy, setBusy] = useState<Intent | null>(null);
  const create = useApiMutation(apiPaths.assignTask.create, { invalidates: taskReads });
  const edit = useApiMutation(apiPaths.assignTask.edit, { invalidates: taskReads });
  const publish = useApiMutation(apiPaths.assignTask.publish, { invalidates: taskReads });
  const change = useApiMutation(apiPaths.assignTask.change, { invalidates: taskReads });

  const write = async (fields: TaskFields, publishing: boolean): Promise<TaskDetail | null> => {
    if (mode === 'create') return create.mutateAsync({ fields, publish: publishing });
    if (!task) return null;
    if (mode === 'edit') {
      const saved = await edit.mutateAsync({ id: task.task_id, fields });
      return publishing ? publish.mutateAsync({ id: task.task_id }) : saved;
    }
    const changes = changedFields(task, fields);
    if (Object.keys(changes).length === 0) {
      void message.info(t('assign.form.unchanged'));
      return null;
    }
    return change.mutateAsync({ id: task.task_id, fields: changes });
  };

  const finish = async (values: TaskFormValues) => {
    const fields = taskFieldsOf(values);
    if (!fields || busy) return;
    const publishing = mode !== 'change' && intent.current === 'publish';
    if (publishing && !(await askToPublish(fields.name, fields.receiver_ids.length))) return;
    setBusy(intent.current);
    try {
      const detail = await write(fields, publishing);
      if (!detail) return;
      client.setQueryData(queryKeyOf(apiPaths.assignTask.detail, { id: detail.task.task_id }), detail);
      let done = t('assign.form.savedDraft');
      if (publishing) done = t('assign.form.published');
      else if (mode === 'change') done = t('assign.form.changed');
      void message.success(done);
      onDone(detail);
    } catch (error) {
      applyServerErrors(form, onEditorFields(error), editorCodeFields);
      void message.error(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  return {
    form,
    uploads,
    busy,
    onFinish: (values: TaskFormValues) => void finish(values),
    onFinishFailed: () => void message.error(catalog('validation_failed')),
    /** Saves as a draft (or the change), or publishes, after the fields are checked. */
    submit: (next: Intent) => {
      intent.current = next;
      form.submit();
    },
  };
}
