import { apiPaths, type PathOutput } from '@herald/contract';
import { AutoComplete, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { GroupScreen } from '../../../components/reports/GroupScreen.js';
import { groupExportPlan } from '../../../components/reports/hooks/useExport.js';
import { useGroupInput } from '../../../components/reports/hooks/useGroupInput.js';
import { useReportQuery } from '../../../components/reports/hooks/useReportQuery.js';
import { type ReportScopeState, useReportScope } from '../../../components/reports/hooks/useReportScope.js';
import { formatCount } from '../../../components/reports/model/display.js';
import { PostsLink } from '../../../components/reports/PostsLink.js';
import { defaultPostColumns } from '../../../components/reports/post/usePostTable.js';
import { currentLanguage } from '../../../i18n/index.js';

type HashtagRow = PathOutput<typeof apiPaths.report.hashtagReports>['list'][number];

/** Finds hashtags used in the game's posts over the range (report/hashtag/search); a pick filters by it. */
function HashtagSearch({ scope }: { scope: ReportScopeState }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useApiQuery(
    apiPaths.report.hashtagSearch,
    { range: scope.values.range, keyword: keyword.replace(/^#/, ''), limit: 20 },
    { enabled: scope.input !== null, staleTime: 30_000 },
  );
  return (
    <AutoComplete
      aria-label={t('reports.groups.search')}
      placeholder={t('reports.groups.search')}
      style={{ width: 280, maxWidth: '100%' }}
      value={keyword}
      onSearch={setKeyword}
      onChange={setKeyword}
      onSelect={(hashtag: string) => {
        setKeyword('');
        if (!scope.values.hashtags.includes(hashtag))
          scope.set({ hashtags: [...scope.values.hashtags, hashtag] });
      }}
      options={(found.data ?? []).map((one) => ({
        value: one.hashtag,
        label: (
          <Flex justify="space-between" gap="small">
            <span>#{one.hashtag}</span>
            <Typography.Text type="secondary">
              {t('reports.groups.searchUses', { count: formatCount(one.posts, currentLanguage()) })}
            </Typography.Text>
          </Flex>
        ),
      }))}
      data-testid="hashtag-search"
    />
  );
}

/** The hashtag report (/report/hashtag): the hashtags of the game's posts, their reach and engagement. */
export default function HashtagReportPage() {
  const { t } = useTranslation();
  const scope = useReportScope();
  const group = useGroupInput(scope.input, defaultPostColumns);
  const report = useReportQuery(apiPaths.report.hashtagReports, group.input);
  const rows = report.data?.list ?? [];
  return (
    <GroupScreen<HashtagRow>
      title={t('reports.titles.hashtag')}
      scope={scope}
      group={group}
      query={report}
      data={report.data}
      rows={rows}
      keys={defaultPostColumns}
      plan={groupExportPlan('hashtag', group.input, rows.length)}
      offer={{ contentTypes: true, hashtags: true }}
      extraFilters={<HashtagSearch scope={scope} />}
      table={{
        rowKey: (row) => row.hashtag,
        what: t('reports.groups.hashtag'),
        nameOf: (row) => `#${row.hashtag}`,
        testId: 'hashtag-table',
        nameColumn: {
          key: 'hashtag',
          title: t('reports.groups.hashtag'),
          render: (_, row) => (
            <Flex gap="small" align="center" wrap>
              <Typography.Text strong>#{row.hashtag}</Typography.Text>
              <PostsLink
                route="report.hashtag.post"
                query={{ hashtag: row.hashtag }}
                range={scope.values.range}
              />
            </Flex>
          ),
        },
      }}
    />
  );
}
