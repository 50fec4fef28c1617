/**
 * The plans of a report's statements: the report is run once on a database handle that notes every
 * SQL statement it executes, and each statement reading a reports table is explained — its scans
 * printed (which table, which index), or the whole plan.
 */
import type { SQL } from 'drizzle-orm';
import type { Database, Db } from '../../apps/server/src/db/client.js';
import type { Viewer } from '../../apps/server/src/modules/reports/query/scope.js';
import { explain } from '../common/database.js';
import type { ReportCase } from './cases.js';

/** The database handle, its `execute` noting each statement first. */
function noting(db: Db, statements: SQL[]): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute')
        return (statement: SQL) => {
          statements.push(statement);
          return target.execute(statement);
        };
      return Reflect.get(target, property, receiver);
    },
  });
}

const REPORT_TABLES = /report_posts|metric_rollups|account_metric_days|feeds/;

export async function explainCase(database: Database, item: ReportCase, viewer: Viewer, full: boolean) {
  const statements: SQL[] = [];
  await item.run(noting(database.db, statements), viewer);
  console.log(`  ${item.name}:`);
  for (const [index, statement] of statements.entries()) {
    const lines = await explain(database, statement);
    if (!lines.some((line) => REPORT_TABLES.test(line))) continue;
    const shown = full
      ? lines
      : lines.filter((line) => /Scan/.test(line)).map((line) => line.replace(/\s+\(cost=.*$/, ''));
    console.log(`    statement ${index + 1}:`);
    for (const line of shown) console.log(`      ${line.trim()}`);
  }
}
