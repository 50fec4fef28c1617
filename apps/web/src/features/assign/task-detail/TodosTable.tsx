import type { Todo } from '@herald/contract';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime, useTableSize } from '../../../components/paged.js';
import { EmptyState } from '../../../components/states.js';
import { useRouteLink } from '../../../lib/links.js';
import { TodoStats } from '../components/figures.js';
import { MemberName } from '../components/people.js';
import { TaskMarks, TodoStatusTag } from '../components/tags.js';

/** What the receiver said on closing a to-do: the reason of a rejection or the note of a completion. */
function Closing({ todo }: { todo: Todo }) {
  const { t } = useTranslation();
  const text = todo.status === 'rejected' ? todo.reason : todo.note;
  if (!text) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {todo.status === 'rejected' ? t('assign.todo.yourReason') : t('assign.todo.yourNote')}
        {todo.completed_at ? ` · ${formatTime(todo.completed_at)}` : ''}
      </Typography.Text>
      <Typography.Paragraph
        ellipsis={{ rows: 3, expandable: true }}
        style={{ marginBottom: 0, maxWidth: 320 }}
      >
        {text}
      </Typography.Paragraph>
    </Flex>
  );
}

/** A task's to-dos, one per receiver: its state, overdue mark, linked posts with their figures, and what was said. */
export function TodosTable({ todos }: { todos: readonly Todo[] }) {
  const { t } = useTranslation();
  const size = useTableSize();
  const link = useRouteLink();
  const columns: ColumnsType<Todo> = [
    {
      title: t('assign.todos.receiver'),
      key: 'receiver',
      render: (_, todo) => <MemberName member={todo.receiver} />,
    },
    {
      title: t('assign.fields.status'),
      key: 'status',
      render: (_, todo) => (
        <Flex gap={4} wrap>
          <TodoStatusTag status={todo.status} />
          <TaskMarks overdue={todo.overdue} />
        </Flex>
      ),
    },
    {
      title: t('assign.todos.posts'),
      key: 'posts',
      render: (_, todo) => <TodoStats stats={todo.post_stats} />,
    },
    { title: t('assign.todos.reasonOrNote'), key: 'closing', render: (_, todo) => <Closing todo={todo} /> },
    {
      title: t('common.actions'),
      key: 'open',
      render: (_, todo) => (
        <Link to={link('assign.todo.detail', { query: { id: String(todo.todo_id) } })}>
          {t('assign.todos.open')}
        </Link>
      ),
    },
  ];
  return (
    <Table<Todo>
      size={size}
      rowKey="todo_id"
      columns={columns}
      dataSource={[...todos]}
      pagination={todos.length > 20 ? { pageSize: 20 } : false}
      scroll={{ x: 'max-content' }}
      data-testid="task-todos"
      locale={{ emptyText: <EmptyState description={t('assign.todos.empty')} /> }}
    />
  );
}
