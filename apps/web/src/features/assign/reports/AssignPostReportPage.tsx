import { apiPaths, postMetricGroups } from '@herald/contract';
import { Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { download } from '../../../api/transport.js';
import { ExportButton } from '../../../components/reports/ExportButton.js';
import type { ExportPlan } from '../../../components/reports/hooks/useExport.js';
import { contractLookup } from '../../../components/reports/hooks/useMetricCatalog.js';
import { useReportQuery } from '../../../components/reports/hooks/useReportQuery.js';
import { useReportScope } from '../../../components/reports/hooks/useReportScope.js';
import { idsFromQuery, rangeFromQuery } from '../../../components/reports/model/range.js';
import { ColumnChooser } from '../../../components/reports/post/ColumnChooser.js';
import { PostReportView } from '../../../components/reports/post/PostReportView.js';
import { PostTable } from '../../../components/reports/post/PostTable.js';
import { usePostInput, usePostTable } from '../../../components/reports/post/usePostTable.js';
import { ReportBody, ReportFrame } from '../../../components/reports/ReportFrame.js';
import { EmptyState } from '../../../components/states.js';
import { useHolds } from '../../../lib/abilities.js';
import type { ScreenProps } from '../../../screens/types.js';
import { OwnScopeNote } from './components/OwnScopeNote.js';
import { LabelPicker, TaskPicker, useLabels } from './components/pickers.js';

/** The post catalogue's groups, from the contract (the metrics look-up needs report_base). */
const postCatalogue = contractLookup(postMetricGroups);

type Mode = 'label' | 'task';

/** What the screen adds to the post report's input: the picked labels, or the picked tasks. */
interface PostExtra {
  label_ids?: number[];
  task_ids?: number[];
}

/** The post report's input without paging, with what the screen adds. */
type PostExportInput = NonNullable<ReturnType<typeof usePostInput<PostExtra>>['exportInput']>;

/** A task posts input once tasks are picked (null before). */
function withTasks<T extends PostExtra>(input: T | null): (T & { task_ids: number[] }) | null {
  return input?.task_ids ? { ...input, task_ids: input.task_ids } : null;
}

/**
 * The screen's export: its direct download (assign_base), and a report job for more rows than a direct
 * export holds when the caller holds report_advance (export jobs need it).
 */
function exportPlan(mode: Mode, input: PostExportInput, total: number, jobs: boolean): ExportPlan {
  const tasks = withTasks(input);
  if (mode === 'task' && tasks)
    return {
      total,
      direct: (format) => download(apiPaths.report.taskPostsExport, { ...tasks, format }),
      job: jobs ? (format) => ({ report: 'task_post', input: { ...tasks, format } }) : undefined,
    };
  return {
    total,
    direct: (format) => download(apiPaths.report.labelPostsExport, { ...input, format }),
    job: jobs ? (format) => ({ report: 'label_post', input: { ...input, format } }) : undefined,
  };
}

function useTitle(mode: Mode, picked: number[]): string {
  const { t } = useTranslation();
  const labels = useLabels();
  if (mode === 'task') return t('assignReports.titles.taskPost');
  const name = picked.length === 1 ? labels.data?.find((label) => label.id === picked[0])?.name : undefined;
  return name ? t('assignReports.titles.labelPost', { name }) : t('assignReports.titles.labelPostAll');
}

/**
 * Label posts and task posts (/assign/report/label/post mode label, /assign/report/task/post mode
 * task): a label or task picker, then the post report over the posts linked to the picked labels' (all
 * labels' when none) or tasks' to-dos — columns, sort, paging, the summary against the compared range,
 * and export. Opened from the label report with ?label_id= and its range.
 */
export default function AssignPostReportPage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const mode: Mode = params.mode === 'task' ? 'task' : 'label';
  const [query] = useSearchParams();
  const scope = useReportScope(rangeFromQuery(query));
  const [picked, setPicked] = useState(() => idsFromQuery(query, `${mode}_id`));
  const table = usePostTable(postCatalogue, `${mode}-post`);
  const jobs = useHolds('report_advance');
  const title = useTitle(mode, picked);
  const extra = useMemo<PostExtra | null>(() => {
    if (mode === 'label') return { label_ids: picked.length > 0 ? picked : undefined };
    return picked.length > 0 ? { task_ids: picked } : null;
  }, [mode, picked]);
  const { input, exportInput } = usePostInput(scope.input, table, extra);
  const labelPosts = useReportQuery(apiPaths.report.labelPosts, mode === 'label' ? input : null);
  const taskPosts = useReportQuery(apiPaths.report.taskPosts, mode === 'task' ? withTasks(input) : null);
  const report = mode === 'label' ? labelPosts : taskPosts;
  const plan = exportInput && exportPlan(mode, exportInput, report.data?.total ?? 0, jobs);
  const picker =
    mode === 'label' ? (
      <LabelPicker value={picked} onChange={setPicked} />
    ) : (
      <TaskPicker value={picked} onChange={setPicked} />
    );
  return (
    <ReportFrame
      title={title}
      scope={scope}
      offer={{ contentTypes: true, hashtags: true, keyword: true }}
      extraFilters={picker}
      actions={
        <Flex gap="small" wrap>
          <ColumnChooser catalogue={postCatalogue} table={table} />
          <ExportButton access="assign_base" plan={plan} />
        </Flex>
      }
    >
      <OwnScopeNote />
      {input === null && scope.input !== null ? (
        <Card data-testid="pick-first">
          <EmptyState description={t('assignReports.pick.taskFirst')} />
        </Card>
      ) : (
        <ReportBody query={report} enabled={input !== null} empty={report.data?.total === 0}>
          <PostReportView keys={table.columns} summary={report.data?.summary}>
            {report.data && <PostTable data={report.data} table={table} loading={report.isFetching} />}
          </PostReportView>
        </ReportBody>
      )}
    </ReportFrame>
  );
}
