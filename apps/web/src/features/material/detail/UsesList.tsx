import { contentStatuses, type MaterialUse, taskStatuses } from '@herald/contract';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSocialNetwork, NetworkIcon } from '../../../components/networks.js';
import { formatTime, useTableSize } from '../../../components/paged.js';
import { useRouteLink } from '../../../lib/links.js';

type PostStatus = (typeof contentStatuses)[number];
type TaskStatus = (typeof taskStatuses)[number];
const isPostStatus = (status: string): status is PostStatus =>
  (contentStatuses as readonly string[]).includes(status);
const isTaskStatus = (status: string): status is TaskStatus =>
  (taskStatuses as readonly string[]).includes(status);

const figure = (value: number | null) => (value === null ? '—' : value.toLocaleString());

/** The posts and tasks that use a material, each a link, with how the posts did where they went out. */
export function UsesList({ uses }: { uses: readonly MaterialUse[] }) {
  const { t } = useTranslation();
  const link = useRouteLink();
  const size = useTableSize();
  const statusText = (use: MaterialUse) => {
    if (use.kind === 'post' && isPostStatus(use.status)) return t(`content.statuses.${use.status}`);
    if (use.kind === 'task' && isTaskStatus(use.status)) return t(`assign.taskStatus.${use.status}`);
    return use.status;
  };
  const columns: ColumnsType<MaterialUse> = [
    {
      title: t('material.detail.uses'),
      key: 'title',
      render: (_, use) => (
        <Flex vertical gap={2}>
          <Link
            to={link(use.kind === 'post' ? 'content.post.detail' : 'assign.task.detail', {
              query: { id: String(use.id) },
            })}
          >
            {use.title.trim() || `#${use.id}`}
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`material.detail.useKinds.${use.kind}`)} · {statusText(use)}
            {use.at ? ` · ${formatTime(use.at)}` : ''}
          </Typography.Text>
          {use.networks.length > 0 && (
            <Flex gap={4}>
              {use.networks.filter(isSocialNetwork).map((network) => (
                <NetworkIcon key={network} network={network} size={12} />
              ))}
            </Flex>
          )}
        </Flex>
      ),
    },
    {
      title: t('material.detail.impressions'),
      key: 'impressions',
      align: 'right',
      render: (_, use) => figure(use.impressions),
    },
    {
      title: t('material.detail.engagements'),
      key: 'engagements',
      align: 'right',
      render: (_, use) => figure(use.engagements),
    },
  ];
  if (uses.length === 0)
    return <Typography.Text type="secondary">{t('material.detail.usesEmpty')}</Typography.Text>;
  return (
    <div data-testid="material-uses">
      <Table<MaterialUse>
        rowKey={(use) => `${use.kind}-${use.id}`}
        columns={columns}
        dataSource={[...uses]}
        size={size}
        pagination={uses.length > 10 ? { pageSize: 10, size: 'small' } : false}
        scroll={{ x: true }}
      />
    </div>
  );
}
