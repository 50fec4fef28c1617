import { apiPaths } from '@herald/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../../api/hooks.js';
import { useFailureText } from '../../../../lib/failure-text.js';
import type { ChartDrop } from '../chart/wire.js';
import { droppedDates, dropRequest } from '../model/drop.js';

/** What a change to a task's dates makes stale. */
const taskReads = [
  apiPaths.assignTask.gantt,
  apiPaths.assignTask.list,
  apiPaths.assignTask.detail,
  apiPaths.assignTodo.list,
];

/**
 * Saves a drop: a published task through change task (its receivers are told), a draft through edit
 * with its other fields as they are. Says what happened; a refusal (deadline_invalid, task_ended …) is
 * shown as the server words it and answers false, so the chart puts the bar back.
 */
export function useGanttDrop() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const change = useApiMutation(apiPaths.assignTask.change, { invalidates: taskReads });
  const edit = useApiMutation(apiPaths.assignTask.edit, { invalidates: taskReads });
  const changeAsync = change.mutateAsync;
  const editAsync = edit.mutateAsync;

  return useCallback(
    async ({ info, mode, days }: ChartDrop): Promise<boolean> => {
      const { task } = info;
      if (!task || info.kind === 'group') return false;
      const request = dropRequest(task, droppedDates(task, info.kind, mode, days));
      const key = `gantt-drop-${task.task_id}`;
      void message.loading({ key, content: t('assignGantt.moving', { name: task.name }), duration: 0 });
      try {
        if (request.call === 'change') await changeAsync(request.input);
        else await editAsync(request.input);
        void message.success({ key, content: t('assignGantt.moved', { name: task.name }) });
        return true;
      } catch (error) {
        void message.error({ key, content: failureText(error) });
        return false;
      }
    },
    [changeAsync, editAsync, message, failureText, t],
  );
}
