import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '../../../../lib/zone.js';
import { StateMark } from '../components/StateMark.js';
import type { RowInfo } from '../model/rows.js';

/**
 * What hovering (or focusing) a bar tells: the task's state in words, its label and status, its post
 * period and deadline in the task's own time zone (named), and its to-dos — or, by receiver, that
 * receiver's to-do.
 */
export function TaskTip({ entry, canMove }: { entry: RowInfo; canMove: boolean }) {
  const { t } = useTranslation();
  const { task, todo, receiver, state } = entry;
  if (!task) return null;
  const at = (instant: string) => formatInZone(instant, task.time_zone);
  const line = (label: string, value: string) => (
    <div>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      {value}
    </div>
  );
  return (
    <Flex vertical gap={2} style={{ maxWidth: 320 }}>
      <Typography.Text strong>{task.name}</Typography.Text>
      {state && (
        <Flex gap={8} wrap>
          <StateMark state={state} label />
          {task.urgent && state !== 'urgent' && <StateMark state="urgent" label />}
        </Flex>
      )}
      {line(t('assignGantt.tip.label'), task.label_path.join(' / ') || t('assignGantt.noLabel'))}
      {line(t('assignGantt.tip.status'), t(`assignGantt.taskStatuses.${task.status}`))}
      {line(t('assignGantt.tip.period'), `${at(task.post_period.start)} – ${at(task.post_period.end)}`)}
      {line(t('assignGantt.tip.deadline'), at(task.deadline))}
      <Typography.Text type="secondary">
        {t('assignGantt.tip.zone', { zone: task.time_zone })}
      </Typography.Text>
      {receiver && line(t('assignGantt.tip.receiver'), receiver.name || receiver.email)}
      {todo && line(t('assignGantt.tip.todo'), t(`assignGantt.todoStatuses.${todo.status}`))}
      {!receiver &&
        task.status !== 'drafted' &&
        line(t('assignGantt.tip.todos'), t('assignGantt.tip.counts', task.counts))}
      {canMove && entry.movable && (
        <Typography.Text type="secondary">{t('assignGantt.tip.drag')}</Typography.Text>
      )}
    </Flex>
  );
}
