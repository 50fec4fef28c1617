import type { MetricValue, ResourceKey } from '@herald/contract';
import type { ReactNode } from 'react';
import { ExportButton } from './ExportButton.js';
import { GroupReport, type GroupReportProps, type GroupRow } from './GroupReport.js';
import type { ExportPlan } from './hooks/useExport.js';
import { defaultGroupSort, type GroupInputState } from './hooks/useGroupInput.js';
import type { ReportScopeState } from './hooks/useReportScope.js';
import { ReportBody, ReportFrame, type ReportQuery } from './ReportFrame.js';
import type { FilterOffer } from './ScopeFilters.js';

/** How the screen's table names its groups; the shell supplies the rest. */
export type GroupTable<T extends GroupRow> = Pick<
  GroupReportProps<T>,
  'rowKey' | 'what' | 'nameOf' | 'nameColumn' | 'extraColumns' | 'testId'
>;

/**
 * The screen of a group report (tag, hashtag, creative, label): the frame with its range, filters and
 * export, the report's loading, error and empty states, and the groups' totals, chart and table sorted
 * by the server.
 */
export function GroupScreen<T extends GroupRow>({
  title,
  scope,
  group,
  query,
  data,
  rows,
  keys,
  plan,
  exportAccess,
  offer,
  extraFilters,
  note,
  table,
}: {
  title: string;
  scope: ReportScopeState;
  group: GroupInputState;
  query: ReportQuery & { isFetching: boolean };
  data: { summary: Readonly<Record<string, MetricValue>> } | undefined;
  rows: T[];
  keys: readonly string[];
  plan: ExportPlan | null;
  exportAccess?: ResourceKey;
  offer?: FilterOffer;
  extraFilters?: ReactNode;
  /** Said above the report (whose figures the caller sees). */
  note?: ReactNode;
  table: GroupTable<T>;
}) {
  return (
    <ReportFrame
      title={title}
      scope={scope}
      offer={offer}
      extraFilters={extraFilters}
      actions={<ExportButton plan={plan} access={exportAccess} />}
    >
      {note}
      <ReportBody query={query} enabled={group.input !== null} empty={rows.length === 0}>
        {data && (
          <GroupReport<T>
            rows={rows}
            summary={data.summary}
            keys={keys}
            sort={group.sort}
            defaultSort={defaultGroupSort}
            onSort={group.setSort}
            loading={query.isFetching}
            {...table}
          />
        )}
      </ReportBody>
    </ReportFrame>
  );
}
