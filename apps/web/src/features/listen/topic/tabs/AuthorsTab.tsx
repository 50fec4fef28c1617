import { apiPaths } from '@herald/contract';
import { Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../../api/hooks.js';
import { useTableSize } from '../../../../components/paged.js';
import { formatCount } from '../../../../components/reports/model/display.js';
import { EmptyState, QueryError } from '../../../../components/states.js';
import { currentLanguage } from '../../../../i18n/index.js';
import { ListenNetworkLabel } from '../../components/ListenNetwork.js';
import { rangeOf } from '../../model/range.js';
import { RangeControls, type RangeTabProps } from '../RangeControls.js';

/** authors: the range's top authors by mentions, with their network, reach and negative mentions. */
export function AuthorsTab({ topicId, range, onRange }: RangeTabProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const size = useTableSize();
  const authors = useApiQuery(apiPaths.listenInsight.authors, {
    topic_id: topicId,
    range: rangeOf(range),
    limit: 50,
  });
  const count = (value: number | null) => (value === null ? '—' : formatCount(value, locale));
  return (
    <Flex vertical gap="middle">
      <RangeControls choice={range} onChoice={onRange} />
      {authors.isError ? (
        <QueryError error={authors.error} onRetry={() => void authors.refetch()} />
      ) : (
        <Table
          rowKey={(row) => `${row.network}:${row.id ?? row.handle ?? row.name}`}
          dataSource={authors.data ?? []}
          loading={authors.isFetching}
          size={size}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="authors-table"
          locale={{
            emptyText: authors.isPending ? ' ' : <EmptyState description={t('listen.authors.empty')} />,
          }}
          columns={[
            {
              key: 'author',
              title: t('listen.authors.author'),
              render: (_, row) =>
                row.name ?? (row.handle ? `@${row.handle}` : t('listen.mentions.unknownAuthor')),
            },
            {
              key: 'network',
              title: t('listen.authors.network'),
              render: (_, row) => <ListenNetworkLabel network={row.network} />,
            },
            {
              key: 'reach',
              title: t('listen.authors.reach'),
              align: 'right',
              render: (_, row) => count(row.reach),
            },
            {
              key: 'mentions',
              title: t('listen.authors.mentions'),
              align: 'right',
              render: (_, row) => count(row.mentions),
            },
            {
              key: 'negative',
              title: t('listen.authors.negative'),
              align: 'right',
              render: (_, row) => count(row.negative),
            },
          ]}
        />
      )}
    </Flex>
  );
}
