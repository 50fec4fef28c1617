import { CheckCircleOutlined, ClockCircleOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import type { TodoCounts, TodoPostStats } from '@herald/contract';
import { Flex, Progress, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Count({
  icon,
  text,
  type,
}: {
  icon: ReactNode;
  text: string;
  type?: 'success' | 'warning' | 'danger';
}) {
  return (
    <Typography.Text type={type} style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
      {icon} {text}
    </Typography.Text>
  );
}

/** How far a task's receivers are: completed / rejected / pending / overdue, and the share closed. */
export function TodoProgress({ counts }: { counts: TodoCounts }) {
  const { t } = useTranslation();
  const total = counts.completed + counts.rejected + counts.pending;
  if (total === 0) return <Typography.Text type="secondary">{t('assign.progress.none')}</Typography.Text>;
  const closed = Math.round(((counts.completed + counts.rejected) / total) * 100);
  return (
    <Flex vertical gap={2} style={{ minWidth: 140 }} data-testid="progress">
      <Tooltip title={t('assign.progress.completed', { count: counts.completed })}>
        <Progress
          percent={closed}
          success={{ percent: Math.round((counts.completed / total) * 100) }}
          size="small"
          showInfo={false}
          aria-label={t('assign.fields.progress')}
        />
      </Tooltip>
      <Flex wrap gap="2px 8px">
        {counts.completed > 0 && (
          <Count
            icon={<CheckCircleOutlined />}
            type="success"
            text={t('assign.progress.completed', { count: counts.completed })}
          />
        )}
        {counts.rejected > 0 && (
          <Count icon={<StopOutlined />} text={t('assign.progress.rejected', { count: counts.rejected })} />
        )}
        {counts.pending > 0 && (
          <Count
            icon={<ClockCircleOutlined />}
            text={t('assign.progress.pending', { count: counts.pending })}
          />
        )}
        {counts.overdue > 0 && (
          <Count
            icon={<WarningOutlined />}
            type="danger"
            text={t('assign.progress.overdue', { count: counts.overdue })}
          />
        )}
      </Flex>
    </Flex>
  );
}

const figure = (value: number | null) => (value === null ? '—' : value.toLocaleString());

/** The figures of the posts linked to a to-do (or of one post): views, engagements, comments. */
export function PostFigures({
  views,
  engagements,
  comments,
}: Pick<TodoPostStats, 'views' | 'engagements' | 'comments'>) {
  const { t } = useTranslation();
  const items = [
    ['views', views],
    ['engagements', engagements],
    ['comments', comments],
  ] as const;
  return (
    <Flex wrap gap={12} data-testid="post-figures">
      {items.map(([key, value]) => (
        <Typography.Text key={key} type="secondary" style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
          {t(`assign.stats.${key}`)} <Typography.Text strong>{figure(value)}</Typography.Text>
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** A to-do's post stats: how many posts are linked and their figures. */
export function TodoStats({ stats }: { stats: TodoPostStats }) {
  const { t } = useTranslation();
  if (stats.posts === 0) return <Typography.Text type="secondary">{t('assign.stats.none')}</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      <Typography.Text>{t('assign.stats.posts', { count: stats.posts })}</Typography.Text>
      <PostFigures {...stats} />
    </Flex>
  );
}
