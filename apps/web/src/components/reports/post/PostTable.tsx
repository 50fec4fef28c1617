import type { api, EndpointOutput, ReportPost } from '@herald/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTableSize } from '../../paged.js';
import { usePhone } from '../../viewport.js';
import { postColumns } from './post-columns.js';
import { type PostTableState, serverPaging } from './usePostTable.js';

type PostPage = EndpointOutput<typeof api.report.postReports>;

/** The posts of the range with the chosen metric columns, sorted and paged by the server. */
export function PostTable({
  data,
  table,
  loading,
  open,
}: {
  data: PostPage;
  table: PostTableState;
  loading: boolean;
  /** Opens a post's drawer; without it a post links to the network. */
  open?: (post: ReportPost) => void;
}) {
  const { t } = useTranslation();
  const size = useTableSize();
  const narrow = usePhone();
  return (
    <Table<ReportPost>
      rowKey="id"
      columns={postColumns(t, table.columns, table.sort, open, narrow)}
      dataSource={data.list}
      loading={loading}
      size={size}
      scroll={{ x: 'max-content' }}
      data-testid="post-table"
      {...serverPaging(t, table, data.total)}
    />
  );
}
