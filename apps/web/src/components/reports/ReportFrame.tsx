import { apiPaths } from '@herald/contract';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { useHolds } from '../../lib/abilities.js';
import { PageHeader } from '../paged.js';
import { EmptyState, FullPageSpinner, QueryError } from '../states.js';
import { StatusResult } from '../status-result.js';
import { FreshnessBar } from './FreshnessBar.js';
import type { ReportScopeState } from './hooks/useReportScope.js';
import { RangeBar } from './RangeBar.js';
import { type FilterOffer, ScopeFilters } from './ScopeFilters.js';

/**
 * A report page: its title and export, the range with its comparison, the filters, and when the data
 * was last fetched; the report itself below. `accounts` false leaves out the network and account
 * filters and the freshness of their metrics (a report of tasks, not posts); the freshness also needs
 * report_base, which the assign reports do not.
 */
export function ReportFrame({
  title,
  scope,
  offer,
  actions,
  extraFilters,
  accounts = true,
  children,
}: {
  title: string;
  scope: ReportScopeState;
  offer?: FilterOffer;
  actions?: ReactNode;
  extraFilters?: ReactNode;
  accounts?: boolean;
  children: ReactNode;
}) {
  const readsMetrics = useHolds('report_base');
  return (
    <>
      <PageHeader title={title} action={actions}>
        {accounts && readsMetrics && <FreshnessBar accountIds={scope.values.account_ids} />}
      </PageHeader>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Flex vertical gap="small">
          <RangeBar scope={scope} />
          <Flex wrap gap="small">
            {accounts && <ScopeFilters scope={scope} offer={offer} />}
            {extraFilters}
          </Flex>
        </Flex>
      </Card>
      {children}
    </>
  );
}

/** What a report body needs of its query. */
export interface ReportQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The report's loading, error (with a retry) and empty states: an empty range says so in words,
 * never as an empty chart. `enabled` is false while the range is refused (the range bar says why).
 */
export function ReportBody({
  query,
  enabled,
  empty,
  emptyText,
  children,
}: {
  query: ReportQuery;
  enabled: boolean;
  empty: boolean;
  /** What an empty report says (default: no data in this range). */
  emptyText?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!enabled) return null;
  if (query.isError) {
    return (
      <QueryError error={query.error} what={t('reports.states.what')} onRetry={() => void query.refetch()} />
    );
  }
  if (query.isPending) return <FullPageSpinner />;
  if (empty) {
    return (
      <Card data-testid="report-empty">
        <EmptyState
          description={emptyText ?? t('reports.states.empty')}
          action={<Typography.Text type="secondary">{t('reports.states.emptyHint')}</Typography.Text>}
        />
      </Card>
    );
  }
  return <>{children}</>;
}

/** Reports the spec reserves for report_advance say so instead of failing on every call. */
export function NeedsAdvance({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const perms = useApiQuery(apiPaths.auth.perms, {}, { staleTime: 60_000 });
  if (perms.isPending) return <FullPageSpinner />;
  const allowed = perms.data?.is_platform_admin || perms.data?.resources.includes('report_advance');
  if (!allowed) {
    return (
      <StatusResult status="403" title={t('reports.advance.title')} subTitle={t('reports.advance.hint')} />
    );
  }
  return <>{children}</>;
}
