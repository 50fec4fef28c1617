import type { Task } from '@herald/contract';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TodoProgress } from '../components/figures.js';
import { LabelPath } from '../components/labels.js';
import { ReceiverAvatars } from '../components/people.js';
import { TaskStatusTag } from '../components/tags.js';
import { Deadline, PostPeriod } from '../components/times.js';
import { TaskName } from './TaskName.js';

/** The task list on a phone: one card per task, the same facts as the table's row. */
export function TaskCards({ tasks }: { tasks: readonly Task[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="small" data-testid="task-cards">
      {tasks.map((task) => (
        <Card key={task.task_id} size="small">
          <Flex vertical gap={8}>
            <Flex justify="space-between" align="start" gap="small">
              <TaskName task={task} />
              <TaskStatusTag status={task.status} />
            </Flex>
            <LabelPath path={task.label_path} />
            <Flex vertical>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('assign.fields.deadline')}
              </Typography.Text>
              <Deadline at={task.deadline} zone={task.time_zone} />
            </Flex>
            <Flex vertical>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('assign.fields.postPeriod')}
              </Typography.Text>
              <PostPeriod period={task.post_period} zone={task.time_zone} compact />
            </Flex>
            <ReceiverAvatars receivers={task.receivers} />
            <TodoProgress counts={task.counts} />
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
