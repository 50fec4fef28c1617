import { apiPaths, type TaskDetail } from '@herald/contract';
import { Flex } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiQuery } from '../../../api/hooks.js';
import { PageHeader } from '../../../components/paged.js';
import { EmptyState, FullPageSpinner, QueryError } from '../../../components/states.js';
import { usePhone } from '../../../components/viewport.js';
import { useRouteLink } from '../../../lib/links.js';
import { browserZone } from '../../../lib/zone.js';
import type { ScreenProps } from '../../../screens/types.js';
import { BackLink } from '../components/BackLink.js';
import { BriefStatusTag, TaskMarks, TaskStatusTag } from '../components/tags.js';
import { useCanManage, usePermsKnown } from '../hooks/lookups.js';
import { useTemplates } from '../hooks/useTemplates.js';
import { isNotFound } from '../model/errors.js';
import { idParam } from '../model/query.js';
import { blankTaskValues, taskValuesOf, templateTaskValues } from '../model/task-form.js';
import { TaskActions } from './TaskActions.js';
import { TaskForm } from './TaskForm.js';
import { TaskOverview } from './TaskOverview.js';

function BackToTasks() {
  const { t } = useTranslation();
  const link = useRouteLink();
  return <BackLink to={link('assign.task.list')} label={t('assign.detail.back')} />;
}

/** Opens the saved task (its detail already cached from the save's answer). */
function useOpenSaved() {
  const navigate = useNavigate();
  const link = useRouteLink();
  return (detail: TaskDetail) =>
    void navigate(link('assign.task.detail', { query: { id: String(detail.task.task_id) } }), {
      replace: true,
    });
}

/** A new task: blank in the viewer's zone, or started from a template (`?template=`). */
function NewTask({ templateId }: { templateId: number | null }) {
  const { t } = useTranslation();
  const openSaved = useOpenSaved();
  const { query } = useTemplates(templateId !== null);
  const template = templateId === null ? undefined : query.data?.find((item) => item.id === templateId);
  const initial = useMemo(
    () => (template ? templateTaskValues(template, browserZone()) : blankTaskValues(browserZone())),
    [template],
  );
  let body: ReactNode;
  if (templateId !== null && query.isPending) body = <FullPageSpinner />;
  else if (templateId !== null && query.isError)
    body = (
      <QueryError
        error={query.error}
        what={t('assign.templates.title')}
        onRetry={() => void query.refetch()}
      />
    );
  else
    body = (
      <TaskForm
        key={template?.id ?? 'blank'}
        mode="create"
        task={null}
        initial={initial}
        notice={template ? t('assign.form.fromTemplate', { name: template.fields.template_name }) : undefined}
        onDone={openSaved}
      />
    );
  return (
    <>
      <BackToTasks />
      <PageHeader title={t('assign.titles.newTask')} />
      {body}
    </>
  );
}

/** A saved task: its overview, and for a lead its actions and editor. */
function SavedTask({ id }: { id: number }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const canManage = useCanManage();
  const [editing, setEditing] = useState(false);
  const query = useApiQuery(apiPaths.assignTask.detail, { id });
  if (query.isError && isNotFound(query.error))
    return (
      <>
        <BackToTasks />
        <EmptyState description={t('assign.detail.missing')} />
      </>
    );
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <FullPageSpinner />;
  const detail = query.data;
  const { task } = detail;
  const editable = canManage && (task.status === 'drafted' || task.status === 'published');
  const actions = canManage && !editing ? <TaskActions task={task} onEdit={() => setEditing(true)} /> : null;
  return (
    <>
      <BackToTasks />
      <PageHeader title={task.name} action={!phone && actions}>
        <Flex gap={6} align="center" wrap style={{ marginTop: 8 }}>
          <TaskStatusTag status={task.status} />
          <TaskMarks urgent={task.urgent} overdue={task.overdue} dueSoon={task.due_soon} />
          <BriefStatusTag status={task.brief_status} quiet />
        </Flex>
        {phone && actions && <div style={{ marginTop: 12 }}>{actions}</div>}
      </PageHeader>
      {editing && editable ? (
        <TaskForm
          mode={task.status === 'drafted' ? 'edit' : 'change'}
          task={task}
          initial={taskValuesOf(task)}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <TaskOverview detail={detail} canManage={canManage} />
      )}
    </>
  );
}

/**
 * assign.task.detail (/assign/task/detail?id=…): a task, its to-dos, history and questions; a lead
 * edits, publishes, changes, abandons or deletes it. Without an id a lead writes a new task, blank or
 * from a template (`?template=`).
 */
export default function TaskDetailPage(_screen: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const canManage = useCanManage();
  const known = usePermsKnown();
  const id = idParam(search);
  if (id !== null) return <SavedTask key={id} id={id} />;
  if (!known) return <FullPageSpinner />;
  if (!canManage)
    return (
      <>
        <BackToTasks />
        <EmptyState description={t('assign.detail.missing')} />
      </>
    );
  return <NewTask templateId={idParam(search, 'template')} />;
}
