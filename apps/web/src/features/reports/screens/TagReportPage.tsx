import { api, type EndpointOutput } from '@herald/contract';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/reports/ExportButton.js';
import { GroupReport } from '../../../components/reports/GroupReport.js';
import { groupExportPlan } from '../../../components/reports/hooks/useExport.js';
import { defaultGroupSort, useGroupInput } from '../../../components/reports/hooks/useGroupInput.js';
import { useReportQuery } from '../../../components/reports/hooks/useReportQuery.js';
import { useReportScope } from '../../../components/reports/hooks/useReportScope.js';
import { PostsLink } from '../../../components/reports/PostsLink.js';
import { defaultPostColumns } from '../../../components/reports/post/usePostTable.js';
import { ReportBody, ReportFrame } from '../../../components/reports/ReportFrame.js';

type TagRow = EndpointOutput<typeof api.report.tagReports>['list'][number];

/** The tag report (/report/tag): per tag, its posts' figures over the range, each linking to its posts. */
export default function TagReportPage() {
  const { t } = useTranslation();
  const scope = useReportScope();
  const group = useGroupInput(scope.input, defaultPostColumns);
  const report = useReportQuery(api.report.tagReports, group.input);
  const input = group.input;
  const rows = report.data?.list ?? [];
  return (
    <ReportFrame
      title={t('reports.titles.tag')}
      scope={scope}
      offer={{ contentTypes: true, tags: true }}
      actions={<ExportButton plan={groupExportPlan('tag', input, rows.length)} />}
    >
      <ReportBody query={report} enabled={input !== null} empty={rows.length === 0}>
        {report.data && (
          <GroupReport<TagRow>
            rows={rows}
            summary={report.data.summary}
            keys={defaultPostColumns}
            sort={group.sort}
            defaultSort={defaultGroupSort}
            onSort={group.setSort}
            rowKey={(row) => row.tag.id}
            what={t('reports.groups.tag')}
            nameOf={(row) => row.tag.name}
            loading={report.isFetching}
            testId="tag-table"
            nameColumn={{
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
            }}
          />
        )}
      </ReportBody>
    </ReportFrame>
  );
}
