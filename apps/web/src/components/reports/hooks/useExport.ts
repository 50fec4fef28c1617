import {
  apiPaths,
  EXPORT_DIRECT_MAX_ROWS,
  type ExportFormat,
  type ExportJob,
  type ExportJobInput,
  type GroupReportInput,
} from '@herald/contract';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, download } from '../../../api/transport.js';
import { useFailureText } from '../../../lib/failure-text.js';

/** How a report is exported: its direct download, and (for reports that can be big) its job input. */
export interface ExportPlan {
  /** Rows the screen shows in total (all pages). */
  total: number;
  direct: (format: ExportFormat) => Promise<string>;
  job?: (format: ExportFormat) => ExportJobInput;
}

const groupExports = {
  tag: apiPaths.report.tagExport,
  hashtag: apiPaths.report.hashtagExport,
  creative: apiPaths.report.creativeExport,
  label: apiPaths.report.labelExport,
} as const;

/** A group report's export (tag, hashtag, creative, label): its direct download, or a job when it is big. */
export function groupExportPlan(
  report: keyof typeof groupExports,
  input: GroupReportInput | null,
  total: number,
): ExportPlan | null {
  if (!input) return null;
  return {
    total,
    direct: (format) => download(groupExports[report], { ...input, format }),
    job: (format) => ({ report, input: { ...input, format } }),
  };
}

/** How often a running export is asked for its progress. */
export const EXPORT_POLL_MS = 1000;

/**
 * Exports a report: up to EXPORT_DIRECT_MAX_ROWS rows download at once (named by Content-Disposition);
 * more run as a job whose progress is polled until its file downloads. An empty report exports nothing
 * and says so (SPEC §5 "download with no data").
 */
export function useExport() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [job, setJob] = useState<ExportJob | null>(null);
  const [busy, setBusy] = useState(false);
  /** Rows of the export running now (its progress names them). */
  const [rows, setRows] = useState(0);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const finish = (file: string) => void message.success(t('reports.export.downloaded', { file }));
  const fail = (error: unknown) =>
    void message.error(t('reports.export.failed', { reason: failureText(error) }));

  async function follow(started: ExportJob): Promise<void> {
    let current = started;
    while (alive.current && (current.state === 'queued' || current.state === 'running')) {
      setJob(current);
      await new Promise((resolve) => setTimeout(resolve, EXPORT_POLL_MS));
      current = await call(apiPaths.report.exportStatus, { id: current.id });
    }
    setJob(current);
    if (current.state === 'failed') throw new Error(current.error ?? t('common.operateFail'));
    if (alive.current) finish(await download(apiPaths.report.exportDownload, { id: current.id }));
  }

  async function run(plan: ExportPlan | null, format: ExportFormat): Promise<void> {
    if (!plan) return;
    if (plan.total === 0) {
      void message.info(t('reports.export.noData'));
      return;
    }
    setBusy(true);
    setRows(plan.total);
    try {
      if (plan.job && plan.total > EXPORT_DIRECT_MAX_ROWS) {
        await follow(await call(apiPaths.report.exportStart, plan.job(format)));
      } else finish(await plan.direct(format));
    } catch (error) {
      fail(error);
    } finally {
      if (alive.current) {
        setBusy(false);
        setJob(null);
      }
    }
  }

  return { run, busy, job, rows };
}
