import type { TaskHistory } from '@herald/contract';
import { Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../components/paged.js';
import { EmptyState } from '../../../components/states.js';
import { historyFacts, newestFirst } from '../model/history.js';

const eventColors: Partial<Record<TaskHistory['event'], string>> = {
  new_assign: 'blue',
  publish_draft: 'blue',
  abandon_task: 'red',
  task_expired: 'gray',
  delete_task: 'red',
  delete_draft: 'red',
  todo_completed: 'green',
  todo_rejected: 'orange',
  brief_asked: 'orange',
};

/** One history line in words: what happened, who did it (or Herald), and what it carried. */
function HistoryLine({ line }: { line: TaskHistory }) {
  const { t } = useTranslation();
  const facts = historyFacts(line);
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>{t(`assign.history.events.${line.event}`)}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {line.actor ? t('assign.history.by', { name: line.actor.name }) : t('assign.history.system')}
      </Typography.Text>
      {facts.fields.length > 0 && (
        <Typography.Text style={{ fontSize: 12 }}>
          {t('assign.history.fields', {
            list: facts.fields.map((field) => t(`assign.fields.${field}`)).join(', '),
          })}
        </Typography.Text>
      )}
      {facts.receivers.length > 0 && (
        <Typography.Text style={{ fontSize: 12 }}>
          {t('assign.history.receivers', { list: facts.receivers.join(', ') })}
        </Typography.Text>
      )}
      {facts.texts.map((entry) => (
        <Typography.Text key={entry.kind} style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>
          {t(`assign.history.${entry.kind}`, { text: entry.text })}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** A task's history (SPEC §4 task events and what happened to its to-dos and questions), newest first. */
export function HistoryTimeline({ history }: { history: readonly TaskHistory[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <EmptyState description={t('assign.history.empty')} />;
  return (
    <Timeline
      data-testid="task-history"
      items={newestFirst(history).map((line) => ({
        key: line.id,
        color: eventColors[line.event] ?? 'blue',
        title: formatTime(line.at),
        content: <HistoryLine line={line} />,
      }))}
    />
  );
}
