import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { rowsOf } from './sql.js';

/** Months of snapshot partitions kept ready ahead of the current one. */
export const PARTITION_MONTHS_AHEAD = 2;

/** The first instant (UTC) of the month `offset` months from `at`'s. */
function monthStart(at: Date, offset: number): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}

export const partitionName = (month: Date): string =>
  `metric_snapshots_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Creates the monthly partitions of metric_snapshots from `at`'s month to a few months ahead; those
 * that exist are left alone (idempotent). Readings that already fell into the default partition for a
 * month are moved into its new partition in the same transaction (PostgreSQL refuses the partition
 * otherwise). Answers the partitions created.
 */
export async function ensureSnapshotPartitions(db: Db, at = new Date()): Promise<string[]> {
  const created: string[] = [];
  for (let offset = 0; offset <= PARTITION_MONTHS_AHEAD; offset += 1) {
    const from = monthStart(at, offset);
    const to = monthStart(at, offset + 1);
    const name = partitionName(from);
    const exists = rowsOf(await db.execute(sql`select to_regclass(${name}) is not null as found`))[0]?.found;
    if (exists === true) continue;
    const bounds = { from: from.toISOString(), to: to.toISOString() };
    await db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table moving_snapshots (like metric_snapshots) on commit drop`);
      await tx.execute(sql`
        with moved as (
          delete from metric_snapshots_default
          where taken_at >= ${bounds.from}::timestamptz and taken_at < ${bounds.to}::timestamptz
          returning *
        )
        insert into moving_snapshots select * from moved`);
      await tx.execute(
        sql.raw(
          `create table if not exists "${name}" partition of metric_snapshots ` +
            `for values from ('${bounds.from}') to ('${bounds.to}')`,
        ),
      );
      await tx.execute(sql`insert into metric_snapshots select * from moving_snapshots`);
    });
    created.push(name);
  }
  return created;
}
