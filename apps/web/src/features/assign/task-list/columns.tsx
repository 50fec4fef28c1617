import type { Task } from '@herald/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { TodoProgress } from '../components/figures.js';
import { LabelPath } from '../components/labels.js';
import { ReceiverAvatars } from '../components/people.js';
import { TaskStatusTag } from '../components/tags.js';
import { Deadline, PostPeriod } from '../components/times.js';
import { TaskName } from './TaskName.js';

/** The task table's columns (SPEC §3 Task): what, where filed, state, when, for whom, how far. */
export function useTaskColumns(): ColumnsType<Task> {
  const { t } = useTranslation();
  return [
    {
      title: t('assign.fields.name'),
      key: 'name',
      render: (_, task) => <TaskName task={task} />,
      width: 240,
    },
    {
      title: t('assign.fields.label'),
      key: 'label',
      render: (_, task) => <LabelPath path={task.label_path} />,
    },
    {
      title: t('assign.fields.status'),
      key: 'status',
      render: (_, task) => <TaskStatusTag status={task.status} />,
    },
    {
      title: t('assign.fields.deadline'),
      key: 'deadline',
      render: (_, task) => <Deadline at={task.deadline} zone={task.time_zone} compact />,
    },
    {
      title: t('assign.fields.postPeriod'),
      key: 'period',
      render: (_, task) => <PostPeriod period={task.post_period} zone={task.time_zone} compact />,
    },
    {
      title: t('assign.fields.receivers'),
      key: 'receivers',
      render: (_, task) => <ReceiverAvatars receivers={task.receivers} max={3} compact />,
    },
    {
      title: t('assign.fields.progress'),
      key: 'progress',
      width: 180,
      render: (_, task) => <TodoProgress counts={task.counts} />,
    },
  ];
}
