import { BulbOutlined } from '@ant-design/icons';
import type { Todo } from '@herald/contract';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLink } from '../../../lib/links.js';
import { TodoStats } from '../components/figures.js';
import { LabelPath } from '../components/labels.js';
import { MemberName } from '../components/people.js';
import { TaskMarks, TaskStatusTag, TodoStatusTag } from '../components/tags.js';
import { Deadline } from '../components/times.js';

/** One to-do in a list: its task, where it is filed, when it is due (in the task's zone), proposals and figures. */
export function TodoCard({ todo, showReceiver }: { todo: Todo; showReceiver: boolean }) {
  const { t } = useTranslation();
  const link = useRouteLink();
  const { task } = todo;
  const href = link('assign.todo.detail', { query: { id: String(todo.todo_id) } });
  return (
    <Card size="small" data-testid="todo-card" style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap="small" wrap>
          <Flex vertical gap={4}>
            <Link to={href}>
              <Typography.Text strong style={{ color: 'inherit' }}>
                {task.name}
              </Typography.Text>
            </Link>
            <LabelPath path={task.label_path} />
          </Flex>
          <Flex gap={4} wrap>
            <TodoStatusTag status={todo.status} />
            {task.status !== 'published' && <TaskStatusTag status={task.status} />}
            <TaskMarks urgent={task.urgent} overdue={todo.overdue} />
          </Flex>
        </Flex>
        {showReceiver && <MemberName member={todo.receiver} />}
        <Flex vertical>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('assign.fields.deadline')}
          </Typography.Text>
          <Deadline at={task.deadline} zone={task.time_zone} />
        </Flex>
        {todo.proposals > 0 && (
          <Link to={link('assign.todo.link', { query: { id: String(todo.todo_id), proposed: '1' } })}>
            <BulbOutlined /> {t('assign.todoList.proposals', { count: todo.proposals })}
          </Link>
        )}
        <TodoStats stats={todo.post_stats} />
      </Flex>
    </Card>
  );
}
