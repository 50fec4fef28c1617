import { apiPaths, type MetricGroupDef, type MetricLookup } from '@herald/contract';
import { useApiQuery } from '../../../api/hooks.js';

/** The metrics look-ups of SPEC §4: fetched once per game, reused by every report, refreshed on demand. */
const catalogues = {
  account: apiPaths.report.accountMetrics,
  post: apiPaths.report.postMetrics,
  sentiment: apiPaths.report.sentimentMetrics,
  creative: apiPaths.report.creativeMetrics,
} as const;

const once = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export function useMetricCatalog(kind: keyof typeof catalogues) {
  return useApiQuery(catalogues[kind], {}, once);
}

/** Every metric of a catalogue with its type, in catalogue order. */
export function catalogueMetrics(lookup: MetricLookup | undefined) {
  return (lookup?.groups ?? []).flatMap((group) => group.metrics_list);
}

/**
 * A catalogue from the contract's own groups, for screens whose readers may not ask the metrics look-ups
 * (the assign reports need only assign_base): the same groups, without the per-network gaps the
 * look-ups add from readings.
 */
export function contractLookup(groups: readonly MetricGroupDef[]): MetricLookup {
  return {
    groups: groups.map((group) => ({
      group_key: group.group_key,
      metrics_list: group.metrics.map((item) => ({ key: item.key, type: item.type })),
    })),
    unsupported: {},
  };
}
