import { apiPaths, type LabelReport } from '@herald/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GroupScreen } from '../../../components/reports/GroupScreen.js';
import { groupExportPlan } from '../../../components/reports/hooks/useExport.js';
import { useGroupInput } from '../../../components/reports/hooks/useGroupInput.js';
import { useReportQuery } from '../../../components/reports/hooks/useReportQuery.js';
import { useReportScope } from '../../../components/reports/hooks/useReportScope.js';
import { formatCount } from '../../../components/reports/model/display.js';
import { PostsLink } from '../../../components/reports/PostsLink.js';
import { defaultPostColumns } from '../../../components/reports/post/usePostTable.js';
import { currentLanguage } from '../../../i18n/index.js';
import { OwnScopeNote } from './components/OwnScopeNote.js';

type LabelRow = LabelReport['list'][number];

/**
 * The label report (/assign/report/label): per label, with every label below it, the posts linked to
 * its tasks' to-dos and their figures over the range against the compared range, its tasks and to-dos
 * due in the range, and a link to those posts.
 */
export default function LabelReportPage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const scope = useReportScope();
  const group = useGroupInput(scope.input, defaultPostColumns);
  const report = useReportQuery(apiPaths.report.labelReports, group.input);
  const rows = report.data?.list ?? [];
  const count = (key: 'tasks' | 'todos', title: string) => ({
    key,
    title,
    align: 'right' as const,
    render: (_: unknown, row: LabelRow) => formatCount(row[key], locale),
  });
  return (
    <GroupScreen<LabelRow>
      title={t('assignReports.titles.label')}
      scope={scope}
      group={group}
      query={report}
      data={report.data}
      rows={rows}
      keys={defaultPostColumns}
      plan={groupExportPlan('label', group.input, rows.length)}
      exportAccess="assign_base"
      offer={{ contentTypes: true }}
      note={<OwnScopeNote />}
      table={{
        rowKey: (row) => row.label.id,
        what: t('assignReports.label.what'),
        nameOf: (row) => row.path.join(' / '),
        testId: 'label-table',
        extraColumns: [
          count('tasks', t('assignReports.label.tasks')),
          count('todos', t('assignReports.label.todos')),
        ],
        nameColumn: {
          key: 'label',
          title: t('assignReports.label.label'),
          render: (_, row) => (
            <Flex gap="small" align="center" wrap>
              <Flex vertical gap={0}>
                <Typography.Text strong>{row.label.name}</Typography.Text>
                {row.path.length > 1 && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.path.slice(0, -1).join(' / ')}
                  </Typography.Text>
                )}
              </Flex>
              <PostsLink
                route="assign.report.label.post"
                query={{ label_id: String(row.label.id) }}
                range={scope.values.range}
              />
            </Flex>
          ),
        },
      }}
    />
  );
}
