import { type MetricDef, metricGapOf, type SocialNetwork } from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportAccounts } from './scope.js';

/**
 * The `na` a network's post would carry for the catalogue's keys it never gives (its support table),
 * as a reading stores it. Rollup rows hold only sums, so reports read from them take each row's reasons
 * from its account's network: a group whose networks never give a metric shows N/A, not "no data".
 */
export function networkNa(
  network: SocialNetwork,
  defs: ReadonlyMap<string, MetricDef>,
): Record<string, string> {
  return Object.fromEntries(
    [...defs.keys()].flatMap((key) => {
      const gap = metricGapOf(network, 'post', key);
      return gap ? [[key, gap.na]] : [];
    }),
  );
}

/**
 * An expression giving a row's `na` (jsonb) from its account (`column`): the gaps of that account's
 * network among the catalogue's keys, one array test per network of the report's accounts.
 */
export function accountNaSql(
  column: SQL,
  accounts: ReportAccounts,
  defs: ReadonlyMap<string, MetricDef>,
): SQL {
  const byNetwork = new Map<SocialNetwork, number[]>();
  for (const account of accounts.byId.values())
    byNetwork.set(account.network, [...(byNetwork.get(account.network) ?? []), account.account_id]);
  const cases = [...byNetwork].flatMap(([network, ids]) => {
    const na = networkNa(network, defs);
    if (Object.keys(na).length === 0) return [];
    return [sql`when ${column} = any(${`{${ids.join(',')}}`}::int[]) then ${JSON.stringify(na)}::jsonb`];
  });
  return cases.length === 0 ? sql`'{}'::jsonb` : sql`(case ${sql.join(cases, sql` `)} else '{}'::jsonb end)`;
}
