import {
  type CompletionReport,
  completionReceiverKeys,
  completionTaskKeys,
  type TaskStatus,
} from '@herald/contract';
import { Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useTableSize } from '../../../../components/paged.js';
import { metricColumns } from '../../../../components/reports/metric-columns.js';
import { formatCount } from '../../../../components/reports/model/display.js';
import { currentLanguage } from '../../../../i18n/index.js';
import { wallOf } from '../../../../lib/zone.js';

type TaskRow = CompletionReport['tasks'][number];
type ReceiverRow = CompletionReport['receivers'][number];

const statusColour: Partial<Record<TaskStatus, string>> = { published: 'blue', ended: 'default' };

/** A deadline as the task's own zone reads it (how it was set), with the zone named. */
export function deadlineText(task: Pick<TaskRow, 'deadline' | 'time_zone'>): string {
  return `${wallOf(task.deadline, task.time_zone).slice(0, 16).replace('T', ' ')} (${task.time_zone})`;
}

const paging = { pageSize: 20, hideOnSinglePage: true, showSizeChanger: false } as const;

/** The tasks due in the range, latest deadline first: each one's label, deadline and outcome. */
export function TaskTable({ rows }: { rows: TaskRow[] }) {
  const { t } = useTranslation();
  const size = useTableSize();
  const columns: ColumnsType<TaskRow> = [
    {
      key: 'task',
      title: t('assignReports.complete.task'),
      render: (_, task) => (
        <Flex vertical gap={2} style={{ minWidth: 160, maxWidth: 280 }}>
          <Typography.Text strong ellipsis>
            {task.name}
          </Typography.Text>
          <Tag color={statusColour[task.status]} style={{ width: 'fit-content', marginInlineEnd: 0 }}>
            {t(`assignReports.complete.statuses.${task.status}`)}
          </Tag>
        </Flex>
      ),
    },
    {
      key: 'label',
      title: t('assignReports.complete.label'),
      render: (_, task) =>
        task.label_path.length > 0 ? (
          task.label_path.join(' / ')
        ) : (
          <Typography.Text type="secondary">{t('assignReports.pick.noLabel')}</Typography.Text>
        ),
    },
    {
      key: 'deadline',
      title: t('assignReports.complete.deadline'),
      render: (_, task) => <span style={{ whiteSpace: 'nowrap' }}>{deadlineText(task)}</span>,
    },
    {
      key: 'receivers',
      title: t('assignReports.complete.receiversCount'),
      align: 'right',
      render: (_, task) => formatCount(task.receivers, currentLanguage()),
    },
    ...metricColumns<TaskRow>(t, completionTaskKeys),
  ];
  return (
    <Table<TaskRow>
      rowKey="task_id"
      columns={columns}
      dataSource={rows}
      size={size}
      scroll={{ x: 'max-content' }}
      pagination={paging}
      data-testid="completion-tasks"
    />
  );
}

/** Each receiver's workload: open to-dos now, and the range's to-dos against the compared range. */
export function ReceiverTable({ rows }: { rows: ReceiverRow[] }) {
  const { t } = useTranslation();
  const size = useTableSize();
  const columns: ColumnsType<ReceiverRow> = [
    {
      key: 'receiver',
      title: t('assignReports.complete.receiver'),
      render: (_, row) => (
        <Flex vertical gap={0}>
          <Typography.Text>{row.receiver.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.receiver.email}
          </Typography.Text>
        </Flex>
      ),
    },
    ...metricColumns<ReceiverRow>(t, completionReceiverKeys),
  ];
  return (
    <Table<ReceiverRow>
      rowKey={(row) => row.receiver.user_id}
      columns={columns}
      dataSource={rows}
      size={size}
      scroll={{ x: 'max-content' }}
      pagination={paging}
      data-testid="completion-receivers"
    />
  );
}
