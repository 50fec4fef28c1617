import { api, type MetricLookup } from '@herald/contract';
import { useApiQuery } from '../../../api/hooks.js';

/** The metrics look-ups of SPEC §4: fetched once per game, reused by every report, refreshed on demand. */
const catalogues = {
  account: api.report.accountMetrics,
  post: api.report.postMetrics,
  sentiment: api.report.sentimentMetrics,
  creative: api.report.creativeMetrics,
} as const;

const once = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export function useMetricCatalog(kind: keyof typeof catalogues) {
  return useApiQuery(catalogues[kind], {}, once);
}

/** Every metric of a catalogue with its type, in catalogue order. */
export function catalogueMetrics(lookup: MetricLookup | undefined) {
  return (lookup?.groups ?? []).flatMap((group) => group.metrics_list);
}
