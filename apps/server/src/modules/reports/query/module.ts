import type { Binding } from '../../../http/bind.js';
import type { ReportsDeps } from '../deps.js';

/** The report screens' queries. */
export function queryRoutes(_deps: ReportsDeps): Binding[] {
  return [];
}
