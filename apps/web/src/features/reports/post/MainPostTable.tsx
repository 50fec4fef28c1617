import type { api, EndpointOutput, ReportPost } from '@herald/contract';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime, useTableSize } from '../../../components/paged.js';
import { antdOrder, metricColumns, type ReportSort } from '../../../components/reports/metric-columns.js';
import { postCell } from '../../../components/reports/post/post-columns.js';
import { type PostTableState, serverPaging } from '../../../components/reports/post/usePostTable.js';

type MainPostPage = EndpointOutput<typeof api.report.mainPostReports>;
type MainPostRow = MainPostPage['list'][number];

/**
 * One row per composed post, its metrics summed where they add up; each row opens onto one sub row
 * per network it went to, where the figures that do not add up are shown.
 */
export function MainPostTable({
  data,
  table,
  loading,
  open,
}: {
  data: MainPostPage;
  table: PostTableState;
  loading: boolean;
  open: (post: ReportPost) => void;
}) {
  const { t } = useTranslation();
  const size = useTableSize();
  const sort: ReportSort = table.sort;
  const columns: ColumnsType<MainPostRow> = [
    {
      key: 'post',
      title: t('reports.post.post'),
      render: (_, row) => (
        <Flex vertical gap={2} style={{ minWidth: 200, maxWidth: 320 }}>
          <Typography.Text strong ellipsis>
            {row.title || row.text.trim() || t('reports.post.noText')}
          </Typography.Text>
          <Typography.Text type="secondary">{row.author?.name ?? ''}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'published_at',
      title: t('reports.post.published'),
      sorter: true,
      sortOrder: antdOrder(sort, 'published_at'),
      sortDirections: ['descend', 'ascend'],
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(row.published_at)}</span>,
    },
    ...metricColumns<MainPostRow>(t, table.columns, sort),
  ];
  const networkColumns: ColumnsType<ReportPost> = [
    { key: 'post', title: t('reports.post.networks'), render: (_, post) => postCell(t, post, open) },
    ...metricColumns<ReportPost>(t, table.columns),
  ];
  return (
    <Table<MainPostRow>
      rowKey="content_id"
      columns={columns}
      dataSource={data.list}
      loading={loading}
      size={size}
      scroll={{ x: 'max-content' }}
      data-testid="main-post-table"
      expandable={{
        rowExpandable: (row) => row.networks.length > 0,
        expandedRowRender: (row) => (
          <Table<ReportPost>
            rowKey="id"
            columns={networkColumns}
            dataSource={row.networks}
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="main-post-networks"
          />
        ),
      }}
      {...serverPaging(t, table, data.total)}
    />
  );
}
