import { metricDefs } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { metricRollups, reportPosts } from '../../src/db/schema/index.js';

type Rollup = { posts: number; metrics: Record<string, number> };

const MEAN = new Set(
  [...metricDefs('post').values()].filter((def) => def.agg === 'mean').map((def) => def.key),
);

/**
 * The rollups a game's report posts should have, aggregated here from report_posts (and the tags of
 * their composed posts) the plain way: what the delta upkeep must always equal.
 */
export async function aggregatedRollups(db: Db, gameId: number): Promise<Map<string, Rollup>> {
  const posts = await db.select().from(reportPosts).where(eq(reportPosts.gameId, gameId));
  const tags = await db.execute(sql`
    select ct.content_id, ct.tag_id from content_tags ct
    join report_posts p on p.content_id = ct.content_id where p.game_id = ${gameId}`);
  const tagsOf = new Map<number, string[]>();
  for (const row of (tags as unknown as { rows: { content_id: number; tag_id: number }[] }).rows) {
    tagsOf.set(row.content_id, [...(tagsOf.get(row.content_id) ?? []), String(row.tag_id)]);
  }
  const out = new Map<string, Rollup>();
  for (const post of posts) {
    const day = post.publishedAt.toISOString().slice(0, 10);
    const groups: [string, string][] = [
      ['account', String(post.accountId)],
      ...(post.contentId === null ? [] : [['content', String(post.contentId)] as [string, string]]),
      ...post.hashtags.map((tag): [string, string] => ['hashtag', tag]),
      ...post.mediaIds.map((id): [string, string] => ['creative', String(id)]),
      ...(post.contentId === null ? [] : (tagsOf.get(post.contentId) ?? [])).map((id): [string, string] => [
        'tag',
        id,
      ]),
    ];
    for (const [dim, key] of groups) {
      const id = `${dim}|${key}|${day}|${post.accountId}`;
      const rollup = out.get(id) ?? { posts: 0, metrics: {} };
      rollup.posts += 1;
      for (const [metric, value] of Object.entries(post.metrics)) {
        rollup.metrics[metric] = (rollup.metrics[metric] ?? 0) + value;
        if (MEAN.has(metric)) rollup.metrics[`${metric}#n`] = (rollup.metrics[`${metric}#n`] ?? 0) + 1;
      }
      out.set(id, rollup);
    }
  }
  return out;
}

/** The game's stored rollups, keyed like `aggregatedRollups`. */
export async function storedRollups(db: Db, gameId: number): Promise<Map<string, Rollup>> {
  const rows = await db.select().from(metricRollups).where(eq(metricRollups.gameId, gameId));
  return new Map(
    rows.map((row) => [
      `${row.dim}|${row.dimKey}|${row.day}|${row.accountId}`,
      {
        posts: row.posts,
        metrics: Object.fromEntries(Object.entries(row.metrics).map(([k, v]) => [k, Number(v)])),
      },
    ]),
  );
}

/** Both sides sorted, for a readable comparison. */
export function sorted(map: Map<string, Rollup>): [string, Rollup][] {
  return [...map.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, rollup]) => [
      key,
      { posts: rollup.posts, metrics: Object.fromEntries(Object.entries(rollup.metrics).sort()) },
    ]);
}
