import type { TaskDetail } from '@herald/contract';
import type { DescriptionsProps } from 'antd';
import { Badge, Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../components/paged.js';
import { BriefView } from '../components/BriefView.js';
import { TodoProgress } from '../components/figures.js';
import { MemberName, ReceiverAvatars } from '../components/people.js';
import { Questions } from '../components/Questions.js';
import { newestFirst } from '../model/history.js';
import { HistoryTimeline } from './HistoryTimeline.js';
import { TodosTable } from './TodosTable.js';

/** How an ended task ended, read from its history (the task itself does not say). */
function useEnding(detail: TaskDetail): string | null {
  const { t } = useTranslation();
  const { task } = detail;
  if (task.status !== 'ended' || !task.ended_at) return null;
  const last = newestFirst(detail.history).find(
    (line) => line.event === 'abandon_task' || line.event === 'task_expired',
  );
  const time = formatTime(task.ended_at);
  if (last?.event === 'abandon_task') return t('assign.detail.endedAbandoned', { time });
  if (last?.event === 'task_expired') return t('assign.detail.endedExpired', { time });
  return time;
}

/** A task as everyone who may open it sees it: the brief and its facts, then to-dos, history and questions. */
export function TaskOverview({ detail, canManage }: { detail: TaskDetail; canManage: boolean }) {
  const { t } = useTranslation();
  const { task } = detail;
  const ending = useEnding(detail);
  const facts: DescriptionsProps['items'] = [
    {
      key: 'receivers',
      label: t('assign.fields.receivers'),
      children: <ReceiverAvatars receivers={task.receivers} max={8} />,
    },
    { key: 'progress', label: t('assign.fields.progress'), children: <TodoProgress counts={task.counts} /> },
    {
      key: 'creator',
      label: t('assign.fields.creator'),
      children: task.creator ? (
        <MemberName member={task.creator} />
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      ),
    },
    ...(task.published_at
      ? [{ key: 'published', label: t('assign.fields.publishedAt'), children: formatTime(task.published_at) }]
      : []),
    ...(ending ? [{ key: 'ended', label: t('assign.fields.endedAt'), children: ending }] : []),
  ];
  const pending = detail.questions.filter((question) => question.status === 'pending').length;
  return (
    <>
      <Card size="small" title={t('assign.detail.summary')} style={{ marginBottom: 16 }}>
        <BriefView brief={task} extra={facts} />
      </Card>
      <Card size="small">
        <Tabs
          items={[
            {
              key: 'todos',
              label: `${t('assign.detail.tabs.todos')} (${detail.todos.length})`,
              children: <TodosTable todos={detail.todos} />,
            },
            {
              key: 'history',
              label: t('assign.detail.tabs.history'),
              children: <HistoryTimeline history={detail.history} />,
            },
            {
              key: 'questions',
              label: (
                <Badge count={pending} size="small" offset={[8, -2]}>
                  {t('assign.detail.tabs.questions')}
                </Badge>
              ),
              children: <Questions questions={detail.questions} canAnswer={canManage} />,
            },
          ]}
        />
      </Card>
    </>
  );
}
