import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import {
  accountPosts,
  contents,
  contentTags,
  contentTargets,
  metricSnapshots,
  tags,
} from '../../src/db/schema/index.js';
import { ensureSnapshotPartitions, partitionName } from '../../src/modules/reports/ingest/partitions.js';
import { ensureReportPosts } from '../../src/modules/reports/ingest/posts.js';
import { storePostReadings } from '../../src/modules/reports/ingest/readings.js';
import { buildAccount, buildGame } from '../factories.js';
import { useTestApp } from '../harness.js';
import { aggregatedRollups, sorted, storedRollups } from './helpers.js';

const DAY = 86_400_000;
/** Sum keys, a mean key (avg_watch_time) and Herald's own mean key. */
const KEYS = ['views', 'reach', 'likes', 'comments', 'avg_watch_time', 'upvote_ratio'] as const;

const readingArb = fc.record({
  post: fc.nat({ max: 5 }),
  values: fc.dictionary(fc.constantFrom(...KEYS), fc.integer({ min: 0, max: 50_000 }), { maxKeys: 4 }),
});
const streamArb = fc.array(fc.array(readingArb, { minLength: 1, maxLength: 4 }), {
  minLength: 1,
  maxLength: 6,
});
const postArb = fc.record({
  day: fc.nat({ max: 3 }),
  hashtags: fc.subarray(['launch', 'patch', 'esports']),
  media: fc.subarray([11, 12, 13]),
  tagged: fc.boolean(),
  composed: fc.boolean(),
});

/** Six posts of a new account: some composed through Herald (media, a tag), all with hashtags. */
type PostShape = typeof postArb extends fc.Arbitrary<infer T> ? T : never;

async function seedPosts(db: Db, shapes: PostShape[]) {
  const game = (await buildGame(db)).game_id;
  const account = await buildAccount(db, game);
  const [tag] = await db
    .insert(tags)
    .values({ gameId: game, name: `Tag ${game}`, color: 'blue' })
    .returning();
  const base = Date.UTC(2026, 5, 1);
  for (const [index, shape] of shapes.entries()) {
    const socialPostId = `p-${index}`;
    await db.insert(accountPosts).values({
      accountId: account.id,
      socialPostId,
      text: `Post ${index} ${shape.hashtags.map((name) => `#${name.toUpperCase()}`).join(' ')}`,
      postedAt: new Date(base + shape.day * DAY + index * 60_000),
    });
    if (!shape.composed) continue;
    const [content] = await db
      .insert(contents)
      .values({
        gameId: game,
        contentType: 'post',
        status: 'published',
        body: { image_ids: shape.media, video_ids: [], poll: null },
      })
      .returning();
    if (!content || !tag) throw new Error('seed failed');
    await db.insert(contentTargets).values({
      contentId: content.id,
      gameId: game,
      accountId: account.id,
      network: 'facebook',
      accountName: account.socialAccount,
      postId: socialPostId,
    });
    if (shape.tagged)
      await db.insert(contentTags).values({ contentId: content.id, tagId: tag.id, gameId: game });
  }
  return { game, account };
}

describe('rollups kept by deltas', () => {
  const testApp = useTestApp();

  it('equal aggregating the report posts after any stream of readings', async () => {
    const db = testApp().database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(postArb, { minLength: 6, maxLength: 6 }),
        streamArb,
        async (shapes, stream) => {
          const { game, account } = await seedPosts(db, shapes);
          const start = new Date(Date.UTC(2026, 5, 5));
          const ids = await ensureReportPosts(db, account.id, start);
          expect(ids).toHaveLength(6);
          const posts = await db
            .select({ id: accountPosts.id, postedAt: accountPosts.postedAt })
            .from(accountPosts)
            .where(eq(accountPosts.accountId, account.id))
            .orderBy(accountPosts.socialPostId);
          for (const [step, batch] of stream.entries()) {
            const at = new Date(start.getTime() + (step + 1) * 3_600_000);
            const latest = new Map<number, (typeof batch)[number]>();
            for (const reading of batch) latest.set(reading.post, reading);
            await storePostReadings(
              db,
              [...latest.values()].flatMap(({ post, values }) => {
                const target = posts[post];
                return target
                  ? [{ postId: target.id, publishedAt: target.postedAt, reading: { values, na: {} } }]
                  : [];
              }),
              at,
            );
          }
          expect(sorted(await storedRollups(db, game))).toEqual(sorted(await aggregatedRollups(db, game)));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('creates monthly snapshot partitions ahead, once, moving readings already held by the default one', async () => {
    const db = testApp().database.db;
    const at = new Date(Date.UTC(2031, 2, 14));
    const game = (await buildGame(db)).game_id;
    await db.insert(metricSnapshots).values({
      gameId: game,
      subject: 'account',
      subjectId: 1,
      takenAt: new Date(Date.UTC(2031, 3, 2)),
      metrics: { followers: 5 },
    });
    const created = await ensureSnapshotPartitions(db, at);
    expect(created).toEqual([
      'metric_snapshots_2031_03',
      'metric_snapshots_2031_04',
      'metric_snapshots_2031_05',
    ]);
    expect(await ensureSnapshotPartitions(db, at)).toEqual([]);
    const april = partitionName(new Date(Date.UTC(2031, 3, 1)));
    const moved = await db.execute(sql.raw(`select count(*)::int as n from "${april}"`));
    expect((moved as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    const left = await db.execute(
      sql`select count(*)::int as n from metric_snapshots_default where game_id = ${game}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
