import type { Binding } from '../../../http/bind.js';
import type { ReportsDeps } from '../deps.js';
import { notOpenYet, queryEndpoints } from '../pending.js';

/** The report screens' queries. */
export function queryRoutes(_deps: ReportsDeps): Binding[] {
  return notOpenYet(queryEndpoints);
}
