import { apiPaths, type MetricValueType } from '@herald/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../../api/transport.js';
import { ExportButton } from '../../../components/reports/ExportButton.js';
import { catalogueMetrics, useMetricCatalog } from '../../../components/reports/hooks/useMetricCatalog.js';
import { useReportQuery } from '../../../components/reports/hooks/useReportQuery.js';
import { useReportScope } from '../../../components/reports/hooks/useReportScope.js';
import { NeedsAdvance, ReportBody, ReportFrame } from '../../../components/reports/ReportFrame.js';
import { SentimentView, sentimentEmpty } from '../../../components/reports/sentiment/SentimentView.js';
import { Brief } from '../sentiment/Brief.js';

function SentimentReportBody() {
  const { t } = useTranslation();
  const scope = useReportScope();
  const catalogue = useMetricCatalog('sentiment');
  const report = useReportQuery(apiPaths.report.sentimentReports, scope.input);
  const metrics = useMemo(() => catalogueMetrics(catalogue.data), [catalogue.data]);
  const types = useMemo(
    () => new Map<string, MetricValueType>(metrics.map((item) => [item.key, item.type])),
    [metrics],
  );
  const data = report.data;
  const input = scope.input;
  return (
    <ReportFrame
      title={t('reports.titles.sentiment')}
      scope={scope}
      actions={
        <ExportButton
          plan={
            input && {
              total: data?.networks.length ?? 0,
              direct: (format) => download(apiPaths.report.sentimentExport, { ...input, format }),
            }
          }
        />
      }
    >
      <ReportBody query={report} enabled={scope.input !== null} empty={sentimentEmpty(data)}>
        {data && input && (
          <SentimentView data={data} keys={metrics.map((item) => item.key)}>
            <Brief input={input} types={types} />
          </SentimentView>
        )}
      </ReportBody>
    </ReportFrame>
  );
}

/** The sentiment report (/report/sentiment): the inbox's sentiment over time, per network, its terms and a brief. */
export default function SentimentReportPage() {
  return (
    <NeedsAdvance>
      <SentimentReportBody />
    </NeedsAdvance>
  );
}
