import { ClockCircleOutlined, FireOutlined, WarningOutlined } from '@ant-design/icons';
import type { BriefStatus, LinkStatus, TaskStatus, TodoStatus } from '@herald/contract';
import { Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const tight = { marginInlineEnd: 0 } as const;

const taskColors: Readonly<Record<TaskStatus, string>> = {
  drafted: 'default',
  published: 'processing',
  ended: 'success',
  deleted: 'error',
};

/** A task's state (SPEC §4: drafted, published, ended, deleted) in words. */
export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={taskColors[status]} style={tight} data-testid="task-status">
      {t(`assign.taskStatus.${status}`)}
    </Tag>
  );
}

const todoColors: Readonly<Record<TodoStatus, string>> = {
  pending: 'processing',
  completed: 'success',
  rejected: 'default',
};

/** A to-do's state (pending, completed, rejected) in words. */
export function TodoStatusTag({ status }: { status: TodoStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={todoColors[status]} style={tight} data-testid="todo-status">
      {t(`assign.todoStatus.${status}`)}
    </Tag>
  );
}

const linkColors: Readonly<Record<LinkStatus, string>> = {
  nolink: 'default',
  unlink: 'warning',
  linked: 'success',
  tasked: 'purple',
  todoed: 'magenta',
};

/** A post's link state (SPEC §4 link) in words, with what it means on hover. */
export function LinkStateTag({ status }: { status: LinkStatus }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t(`assign.linkStatusHelp.${status}`)}>
      <Tag color={linkColors[status]} style={tight} data-testid="link-state">
        {t(`assign.linkStatus.${status}`)}
      </Tag>
    </Tooltip>
  );
}

const briefColors: Readonly<Record<BriefStatus, string>> = {
  init: 'default',
  pending: 'orange',
  resolved: 'green',
  rejected: 'default',
};

/**
 * A brief state (SPEC §4 brief), of a task's brief as a whole or of one question (`question`).
 * "No questions" is not worth a mark in lists, so `quiet` hides it.
 */
export function BriefStatusTag({
  status,
  quiet = false,
  question = false,
}: {
  status: BriefStatus;
  quiet?: boolean;
  question?: boolean;
}) {
  const { t } = useTranslation();
  if (quiet && status === 'init') return null;
  return (
    <Tag color={briefColors[status]} style={tight} data-testid="brief-status">
      {question ? t(`assign.questions.statuses.${status}`) : t(`assign.briefStatus.${status}`)}
    </Tag>
  );
}

/** A mark in words with an icon, never colour alone. */
function Mark({
  color,
  icon,
  text,
  testId,
}: {
  color: string;
  icon: ReactNode;
  text: string;
  testId: string;
}) {
  return (
    <Tag color={color} icon={icon} style={tight} data-testid={testId}>
      {text}
    </Tag>
  );
}

/** The urgent, overdue and due-soon marks of a task or to-do. */
export function TaskMarks({
  urgent = false,
  overdue = false,
  dueSoon = false,
}: {
  urgent?: boolean;
  overdue?: boolean;
  dueSoon?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {urgent && (
        <Mark color="red" icon={<FireOutlined />} text={t('assign.marks.urgent')} testId="mark-urgent" />
      )}
      {overdue && (
        <Mark
          color="volcano"
          icon={<WarningOutlined />}
          text={t('assign.marks.overdue')}
          testId="mark-overdue"
        />
      )}
      {dueSoon && !overdue && (
        <Mark
          color="gold"
          icon={<ClockCircleOutlined />}
          text={t('assign.marks.dueSoon')}
          testId="mark-due-soon"
        />
      )}
    </>
  );
}
