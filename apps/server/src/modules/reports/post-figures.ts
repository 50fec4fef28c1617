import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { reportPosts } from '../../db/schema/index.js';

/** How a composed post did, summed over the accounts it went to; null where no reading has it yet. */
export interface PostFigures {
  /** Views (the catalogue's exposure figure: impressions where the network counts them). */
  impressions: number | null;
  engagements: number | null;
}

function summed(key: string) {
  return sql<number | null>`sum((${reportPosts.metrics} ->> ${key})::float8)`.mapWith((value) =>
    value === null ? null : Math.round(Number(value)),
  );
}

/**
 * The latest stored figures of composed posts (report_posts by content id), in one grouped query.
 * A post without any reading is absent from the map.
 */
export async function postFigures(
  db: DbOrTx,
  contentIds: readonly number[],
): Promise<Map<number, PostFigures>> {
  if (contentIds.length === 0) return new Map();
  const rows = await db
    .select({
      contentId: reportPosts.contentId,
      impressions: summed('views'),
      engagements: summed('engagements'),
    })
    .from(reportPosts)
    .where(inArray(reportPosts.contentId, [...contentIds]))
    .groupBy(reportPosts.contentId);
  return new Map(
    rows.flatMap(({ contentId, ...figures }) => (contentId === null ? [] : [[contentId, figures] as const])),
  );
}
