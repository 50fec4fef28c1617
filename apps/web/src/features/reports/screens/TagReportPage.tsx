import { apiPaths, type PathOutput } from '@herald/contract';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { GroupScreen } from '../../../components/reports/GroupScreen.js';
import { groupExportPlan } from '../../../components/reports/hooks/useExport.js';
import { useGroupInput } from '../../../components/reports/hooks/useGroupInput.js';
import { useReportQuery } from '../../../components/reports/hooks/useReportQuery.js';
import { useReportScope } from '../../../components/reports/hooks/useReportScope.js';
import { PostsLink } from '../../../components/reports/PostsLink.js';
import { defaultPostColumns } from '../../../components/reports/post/usePostTable.js';

type TagRow = PathOutput<typeof apiPaths.report.tagReports>['list'][number];

/** The tag report (/report/tag): per tag, its posts' figures over the range, each linking to its posts. */
export default function TagReportPage() {
  const { t } = useTranslation();
  const scope = useReportScope();
  const group = useGroupInput(scope.input, defaultPostColumns);
  const report = useReportQuery(apiPaths.report.tagReports, group.input);
  const rows = report.data?.list ?? [];
  return (
    <GroupScreen<TagRow>
      title={t('reports.titles.tag')}
      scope={scope}
      group={group}
      query={report}
      data={report.data}
      rows={rows}
      keys={defaultPostColumns}
      plan={groupExportPlan('tag', group.input, rows.length)}
      offer={{ contentTypes: true, tags: true }}
      table={{
        rowKey: (row) => row.tag.id,
        what: t('reports.groups.tag'),
        nameOf: (row) => row.tag.name,
        testId: 'tag-table',
        nameColumn: {
          key: 'tag',
          title: t('reports.groups.tag'),
          render: (_, row) => (
            <Flex gap="small" align="center" wrap>
              <Tag color={row.tag.color} style={{ marginInlineEnd: 0 }}>
                {row.tag.name}
              </Tag>
              <PostsLink
                route="report.tag.post"
                query={{ tag_id: String(row.tag.id) }}
                range={scope.values.range}
              />
            </Flex>
          ),
        },
      }}
    />
  );
}
