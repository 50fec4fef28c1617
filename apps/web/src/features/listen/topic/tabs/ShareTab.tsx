import { apiPaths, SHARE_OF_VOICE_MAX, type Topic } from '@herald/contract';
import { Alert, Flex, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../../api/hooks.js';
import { useTableSize } from '../../../../components/paged.js';
import { formatCount, formatPercent } from '../../../../components/reports/model/display.js';
import { QueryError } from '../../../../components/states.js';
import { currentLanguage } from '../../../../i18n/index.js';
import { SentimentBar } from '../../components/SentimentBar.js';
import { rangeOf } from '../../model/range.js';
import { RangeControls, type RangeTabProps } from '../RangeControls.js';

/** share (competitive topics): this topic's share of voice against other topics of the game the user picks. */
export function ShareTab({
  topicId,
  topic,
  range,
  onRange,
}: RangeTabProps & {
  topic: Topic;
}) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const size = useTableSize();
  const [others, setOthers] = useState<number[]>([]);
  const [keyword, setKeyword] = useState('');
  const candidates = useApiQuery(apiPaths.listenTopic.list, {
    page: 1,
    page_size: 50,
    ...(keyword ? { keyword } : {}),
  });
  const ids = [topicId, ...others];
  const share = useApiQuery(
    apiPaths.listenInsight.share,
    { topic_ids: ids, range: rangeOf(range) },
    { enabled: ids.length >= 2 },
  );
  const options = (candidates.data?.list ?? [])
    .filter((candidate) => candidate.id !== topic.id)
    .map((candidate) => ({ value: candidate.id, label: candidate.title }));
  return (
    <Flex vertical gap="middle">
      <RangeControls choice={range} onChoice={onRange} />
      <Select<number[]>
        mode="multiple"
        value={others}
        onChange={(value) => setOthers(value.slice(0, SHARE_OF_VOICE_MAX - 1))}
        options={options}
        loading={candidates.isFetching}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        placeholder={t('listen.share.pickHint', { max: SHARE_OF_VOICE_MAX })}
        aria-label={t('listen.share.pick')}
        style={{ width: '100%', maxWidth: 560 }}
        data-testid="share-topics"
      />
      {ids.length < 2 ? (
        <Alert type="info" title={t('listen.share.needTwo')} />
      ) : share.isError ? (
        <QueryError error={share.error} onRetry={() => void share.refetch()} />
      ) : (
        <Table
          rowKey="topic_id"
          dataSource={share.data ?? []}
          loading={share.isFetching}
          size={size}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="share-table"
          columns={[
            { key: 'topic', title: t('listen.share.topic'), render: (_, row) => row.title },
            {
              key: 'share',
              title: t('listen.share.share'),
              align: 'right',
              render: (_, row) => formatPercent(row.share / 100, locale),
            },
            {
              key: 'mentions',
              title: t('listen.share.mentions'),
              render: (_, row) => <SentimentBar counts={row.counts} />,
            },
            {
              key: 'total',
              title: '',
              align: 'right',
              render: (_, row) => formatCount(row.counts.total, locale),
              responsive: ['md'],
            },
          ]}
        />
      )}
    </Flex>
  );
}
