import type { Task, TaskDetail } from '@herald/contract';
import { Alert, Button, Card, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { BriefFields, TaskNameFields } from '../components/BriefFields.js';
import { ReceiverSelect } from '../components/ReceiverSelect.js';
import type { TaskFormValues } from '../model/task-form.js';
import { ScheduleFields } from './ScheduleFields.js';
import { type TaskEditorMode, useTaskForm } from './useTaskForm.js';

/**
 * The task editor: name and label, zone and dates, receivers, then the brief. A new task or a draft
 * is saved as a draft or published; a published task is changed (its receivers are added apart).
 */
export function TaskForm({
  mode,
  task,
  initial,
  notice,
  onDone,
  onCancel,
}: {
  mode: TaskEditorMode;
  task: Task | null;
  initial: TaskFormValues;
  notice?: string;
  onDone: (detail: TaskDetail) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const editor = useTaskForm({ mode, task, onDone });
  const { busy } = editor;
  const blocked = busy !== null || editor.uploads.busy;
  return (
    <Card data-testid="task-form">
      {notice && <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} />}
      <Form<TaskFormValues>
        form={editor.form}
        layout="vertical"
        initialValues={initial}
        onFinish={editor.onFinish}
        onFinishFailed={editor.onFinishFailed}
        scrollToFirstError
      >
        <TaskNameFields />
        <ScheduleFields />
        <Form.Item
          name="receiver_ids"
          label={t('assign.fields.receivers')}
          extra={mode === 'change' ? t('assign.form.receiversFixed') : t('assign.form.receiversHelp')}
          rules={[{ required: true, type: 'array', min: 1, message: t('common.required') }]}
        >
          <ReceiverSelect
            ariaLabel={t('assign.fields.receivers')}
            disabled={mode === 'change'}
            known={task?.receivers ?? []}
          />
        </Form.Item>
        <BriefFields uploads={editor.uploads} />
      </Form>
      <Flex justify="end" gap="small" wrap>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy !== null}>
            {t('assign.form.cancel')}
          </Button>
        )}
        {mode === 'change' ? (
          <Button
            type="primary"
            loading={busy !== null}
            disabled={blocked}
            onClick={() => editor.submit('draft')}
          >
            {t('assign.form.saveChanges')}
          </Button>
        ) : (
          <>
            <Button loading={busy === 'draft'} disabled={blocked} onClick={() => editor.submit('draft')}>
              {t('assign.form.saveDraft')}
            </Button>
            <Button
              type="primary"
              loading={busy === 'publish'}
              disabled={blocked}
              onClick={() => editor.submit('publish')}
              data-testid="task-publish"
            >
              {t('assign.form.publish')}
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
}
