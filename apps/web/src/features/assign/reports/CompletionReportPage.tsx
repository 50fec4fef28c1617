import { apiPaths, type CompletionInput, completionSummaryKeys } from '@herald/contract';
import { Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { download } from '../../../api/transport.js';
import { Chart } from '../../../components/reports/charts/Chart.js';
import { ExportButton, type ExportChoice } from '../../../components/reports/ExportButton.js';
import { useReportQuery } from '../../../components/reports/hooks/useReportQuery.js';
import { useReportScope } from '../../../components/reports/hooks/useReportScope.js';
import { MetricCards } from '../../../components/reports/MetricCards.js';
import { rangeFromQuery } from '../../../components/reports/model/range.js';
import { ReportBody, ReportFrame } from '../../../components/reports/ReportFrame.js';
import { currentLanguage } from '../../../i18n/index.js';
import { useHolds } from '../../../lib/abilities.js';
import { ReceiverTable, TaskTable } from './components/CompletionTables.js';
import { OwnScopeNote } from './components/OwnScopeNote.js';
import { LabelPicker, ReceiverPicker } from './components/pickers.js';
import { WORKLOAD_LIMIT, workloadChart } from './components/workload-chart.js';

const tables = ['tasks', 'receivers'] as const;

/** The files the report exports: per task and per receiver, each as CSV or Excel. */
function useExportChoices(input: CompletionInput | null, rows: Record<(typeof tables)[number], number>) {
  const { t } = useTranslation();
  const jobs = useHolds('report_advance');
  return tables.map(
    (table): ExportChoice => ({
      key: table,
      label: t(
        table === 'tasks' ? 'assignReports.complete.exportTasks' : 'assignReports.complete.exportReceivers',
      ),
      plan: input && {
        total: rows[table],
        direct: (format) => download(apiPaths.report.completeExport, { ...input, table, format }),
        job: jobs ? (format) => ({ report: 'complete', input: { ...input, table, format } }) : undefined,
      },
    }),
  );
}

/**
 * The completion report (/assign/report/task/complete): tasks due in the range against the compared
 * range — tasks, to-dos, completed, rejected, pending, overdue and the on-time rate — per task, and each
 * receiver's workload as a chart and a table; narrowed by labels and receivers; exported per table.
 */
export default function CompletionReportPage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const manages = useHolds('assign_manage');
  const [query] = useSearchParams();
  // A link may name the range (?start=&end=), as the other report screens take it.
  const scope = useReportScope(rangeFromQuery(query));
  const [labelIds, setLabelIds] = useState<number[]>([]);
  const [receiverIds, setReceiverIds] = useState<number[]>([]);
  const input = useMemo<CompletionInput | null>(
    () =>
      scope.input && {
        range: scope.input.range,
        compare: scope.input.compare,
        label_ids: labelIds.length > 0 ? labelIds : undefined,
        receiver_ids: receiverIds.length > 0 ? receiverIds : undefined,
      },
    [scope.input, labelIds, receiverIds],
  );
  const report = useReportQuery(apiPaths.report.completeReports, input);
  const data = report.data;
  const choices = useExportChoices(input, {
    tasks: data?.tasks.length ?? 0,
    receivers: data?.receivers.length ?? 0,
  });
  const chart = data ? workloadChart(t, data.receivers, locale) : null;
  return (
    <ReportFrame
      title={t('assignReports.titles.complete')}
      scope={scope}
      accounts={false}
      extraFilters={
        <>
          <LabelPicker value={labelIds} onChange={setLabelIds} />
          {manages && <ReceiverPicker value={receiverIds} onChange={setReceiverIds} />}
        </>
      }
      actions={<ExportButton access="assign_base" choices={choices} />}
    >
      <OwnScopeNote />
      <ReportBody
        query={report}
        enabled={input !== null}
        empty={data !== undefined && data.tasks.length === 0 && data.receivers.length === 0}
        emptyText={t('assignReports.complete.empty')}
      >
        {data && chart && (
          <Flex vertical gap="middle">
            <Card size="small" title={t('assignReports.complete.summary')}>
              <MetricCards keys={completionSummaryKeys} metrics={data.summary} />
            </Card>
            <Card size="small" title={t('assignReports.complete.tasks')} styles={{ body: { padding: 0 } }}>
              <TaskTable rows={data.tasks} />
            </Card>
            <Card size="small" title={t('assignReports.complete.receivers')}>
              <Flex vertical gap="middle">
                <Chart
                  {...chart}
                  height={Math.max(200, Math.min(data.receivers.length, WORKLOAD_LIMIT) * 28 + 60)}
                />
                <ReceiverTable rows={data.receivers} />
              </Flex>
            </Card>
          </Flex>
        )}
      </ReportBody>
    </ReportFrame>
  );
}
