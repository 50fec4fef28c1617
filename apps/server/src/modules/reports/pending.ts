import { type Endpoint, reportEndpoints } from '@herald/contract';
import type { Binding } from '../../http/bind.js';
import { AppError } from '../../http/errors.js';

/** Endpoints whose part is not built yet answer the console's "not open" (code 400). */
export function notOpenYet(endpoints: readonly Endpoint[]): Binding[] {
  return endpoints.map((endpoint) => ({
    endpoint,
    handler: async () => {
      throw new AppError('not_open');
    },
  }));
}

/** The report endpoints each part binds. */
export const ingestEndpoints: readonly Endpoint[] = [
  reportEndpoints.refreshList,
  reportEndpoints.refreshRun,
  reportEndpoints.queryLast,
];
export const exportEndpoints: readonly Endpoint[] = [
  reportEndpoints.accountExport,
  reportEndpoints.postExport,
  reportEndpoints.mainPostExport,
  reportEndpoints.hashtagExport,
  reportEndpoints.tagExport,
  reportEndpoints.creativeExport,
  reportEndpoints.exportStart,
  reportEndpoints.exportStatus,
  reportEndpoints.exportDownload,
];
export const queryEndpoints: readonly Endpoint[] = Object.values(reportEndpoints).filter(
  (endpoint) => !ingestEndpoints.includes(endpoint) && !exportEndpoints.includes(endpoint),
);
