import { apiPaths, sentimentMetricGroups } from '@herald/contract';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReportQuery } from '../../../components/reports/hooks/useReportQuery.js';
import { useReportScope } from '../../../components/reports/hooks/useReportScope.js';
import { idsFromQuery, rangeFromQuery } from '../../../components/reports/model/range.js';
import { ReportBody, ReportFrame } from '../../../components/reports/ReportFrame.js';
import { SentimentView, sentimentEmpty } from '../../../components/reports/sentiment/SentimentView.js';
import { EmptyState } from '../../../components/states.js';
import { OwnScopeNote } from './components/OwnScopeNote.js';
import { TaskPicker } from './components/pickers.js';

/** The sentiment catalogue's keys, from the contract (its look-up needs report_advance). */
const sentimentKeys = sentimentMetricGroups.flatMap((group) => group.metrics.map((metric) => metric.key));

/**
 * Task sentiment (/assign/report/task/sentiment mode task): a task picker, then the sentiment report
 * over the inbox's comments, messages and mentions on the posts linked to the picked tasks' to-dos.
 */
export default function TaskSentimentPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const scope = useReportScope(rangeFromQuery(query));
  const [picked, setPicked] = useState(() => idsFromQuery(query, 'task_id'));
  const input = useMemo(
    () => (scope.input && picked.length > 0 ? { ...scope.input, task_ids: picked } : null),
    [scope.input, picked],
  );
  const report = useReportQuery(apiPaths.report.taskSentiment, input);
  return (
    <ReportFrame
      title={t('assignReports.titles.sentiment')}
      scope={scope}
      extraFilters={<TaskPicker value={picked} onChange={setPicked} />}
    >
      <OwnScopeNote />
      {picked.length === 0 ? (
        <Card data-testid="pick-first">
          <EmptyState description={t('assignReports.pick.taskFirstSentiment')} />
        </Card>
      ) : (
        <ReportBody query={report} enabled={input !== null} empty={sentimentEmpty(report.data)}>
          {report.data && <SentimentView data={report.data} keys={sentimentKeys} />}
        </ReportBody>
      )}
    </ReportFrame>
  );
}
