import { BulbOutlined } from '@ant-design/icons';
import { apiPaths, type TodoDetail } from '@herald/contract';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiQuery } from '../../../api/hooks.js';
import { PageHeader } from '../../../components/paged.js';
import { EmptyState, FullPageSpinner, QueryError } from '../../../components/states.js';
import { usePhone } from '../../../components/viewport.js';
import { useRouteLink } from '../../../lib/links.js';
import type { ScreenProps } from '../../../screens/types.js';
import { BackLink } from '../components/BackLink.js';
import { BriefView } from '../components/BriefView.js';
import { Questions } from '../components/Questions.js';
import { TaskMarks, TaskStatusTag, TodoStatusTag } from '../components/tags.js';
import { useCanManage } from '../hooks/lookups.js';
import { useCatalogText } from '../hooks/useCatalogText.js';
import { isNotFound } from '../model/errors.js';
import { idParam } from '../model/query.js';
import { closedReason } from './closed.js';
import { LinkedPosts } from './LinkedPosts.js';
import { TodoActions } from './TodoActions.js';

function BackToTodos() {
  const { t } = useTranslation();
  const link = useRouteLink();
  return <BackLink to={link('assign.todo.list')} label={t('assign.todo.back')} />;
}

/** The spec's message when the to-do can no longer be acted on, with what the receiver said. */
function ClosedNotice({ detail }: { detail: TodoDetail }) {
  const { t } = useTranslation();
  const catalog = useCatalogText();
  const reason = closedReason(detail);
  if (!reason) return null;
  const { todo } = detail;
  const said = todo.status === 'rejected' ? todo.reason : todo.note;
  const label = todo.status === 'rejected' ? t('assign.todo.yourReason') : t('assign.todo.yourNote');
  return (
    <Alert
      type={todo.status === 'completed' ? 'success' : 'info'}
      showIcon
      title={catalog(reason)}
      description={said ? `${label}: ${said}` : t('assign.todo.closed')}
      style={{ marginBottom: 16 }}
      data-testid="todo-closed"
    />
  );
}

/** Herald's proposals waiting for the receiver, with the way to review them. */
function Proposals({ detail }: { detail: TodoDetail }) {
  const { t } = useTranslation();
  const link = useRouteLink();
  const count = detail.todo.proposals;
  if (count === 0 || !detail.can.link) return null;
  return (
    <Alert
      type="info"
      icon={<BulbOutlined />}
      showIcon
      title={t('assign.todo.reviewProposals', { count })}
      action={
        <Link to={link('assign.todo.link', { query: { id: String(detail.todo.todo_id), proposed: '1' } })}>
          <Button size="small" type="primary">
            {t('assign.todo.review')}
          </Button>
        </Link>
      }
      style={{ marginBottom: 16 }}
      data-testid="todo-proposals"
    />
  );
}

/**
 * assign.todo.detail (/assign/todo/detail?id=…): the brief of the to-do's task (talking points,
 * hashtags to copy, deeplink, materials, notes, dates in the task's zone), the posts linked with
 * their figures, the questions, and what the receiver may do now. A to-do no longer open says why.
 */
export default function TodoDetailPage(_screen: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const phone = usePhone();
  const link = useRouteLink();
  const canManage = useCanManage();
  const id = idParam(search);
  const query = useApiQuery(apiPaths.assignTodo.detail, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null || (query.isError && isNotFound(query.error)))
    return (
      <>
        <BackToTodos />
        <EmptyState description={t('assign.todo.missing')} />
      </>
    );
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <FullPageSpinner />;
  const detail = query.data;
  const { todo, task } = detail;
  const actions = <TodoActions detail={detail} />;
  return (
    <>
      <BackToTodos />
      <PageHeader title={task.name} action={!phone && actions}>
        <Flex gap={6} align="center" wrap style={{ marginTop: 8 }}>
          <TodoStatusTag status={todo.status} />
          {task.status !== 'published' && <TaskStatusTag status={task.status} />}
          <TaskMarks urgent={task.urgent} overdue={todo.overdue} />
          <Link to={link('assign.task.detail', { query: { id: String(task.task_id) } })}>
            <Typography.Text type="secondary">{t('assign.todo.openTask')}</Typography.Text>
          </Link>
        </Flex>
        {phone && <div style={{ marginTop: 12 }}>{actions}</div>}
      </PageHeader>
      <ClosedNotice detail={detail} />
      <Proposals detail={detail} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('assign.fields.brief')}>
            <BriefView brief={task} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <LinkedPosts detail={detail} />
            <Card size="small" title={t('assign.detail.tabs.questions')}>
              <Questions questions={detail.questions} canAnswer={canManage} />
            </Card>
          </Flex>
        </Col>
      </Row>
    </>
  );
}
