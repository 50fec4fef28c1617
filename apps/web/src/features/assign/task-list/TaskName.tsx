import type { Task } from '@herald/contract';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useRouteLink } from '../../../lib/links.js';
import { BriefStatusTag, TaskMarks } from '../components/tags.js';

/** A task's name linking to its detail, with its urgent, overdue and due-soon marks, and pending questions. */
export function TaskName({ task }: { task: Task }) {
  const link = useRouteLink();
  return (
    <Flex vertical gap={4}>
      <Link to={link('assign.task.detail', { query: { id: String(task.task_id) } })}>
        <Typography.Text strong style={{ color: 'inherit' }}>
          {task.name}
        </Typography.Text>
      </Link>
      <Flex wrap gap={4}>
        <TaskMarks urgent={task.urgent} overdue={task.overdue} dueSoon={task.due_soon} />
        {task.brief_status === 'pending' && <BriefStatusTag status="pending" />}
      </Flex>
    </Flex>
  );
}
