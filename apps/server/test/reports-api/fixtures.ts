import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import {
  accountPosts,
  contentTags,
  memberAccounts,
  metricRollups,
  reportPosts,
} from '../../src/db/schema/index.js';
import { buildAccount, buildGame, buildMember, signInAs } from '../factories.js';

type Account = Awaited<ReturnType<typeof buildAccount>>;
type PostInsert = Partial<typeof reportPosts.$inferInsert> & { text?: string; publishedAt: Date };

let sequence = 0;

/**
 * One report post as the ingest part stores it: the account's post, its report row, and its 'account',
 * 'hashtag', 'creative' and 'tag' rollups added the way readings add them (jsonb_add_metrics), so
 * reports read both. Tag the post's content before building the post.
 */
export async function buildReportPost(db: Db, account: Account, values: PostInsert) {
  sequence += 1;
  const { text, ...row } = values;
  const [post] = await db
    .insert(accountPosts)
    .values({
      accountId: account.id,
      socialPostId: `p-${process.pid}-${sequence}`,
      text: text ?? `Post ${sequence}`,
      postedAt: values.publishedAt,
    })
    .returning();
  if (!post) throw new Error('post not created');
  const [stored] = await db
    .insert(reportPosts)
    .values({
      gameId: account.gameId,
      accountId: account.id,
      network: account.socialChannel,
      ...row,
      postId: post.id,
    })
    .returning();
  if (!stored) throw new Error('report post not created');
  const day = values.publishedAt.toISOString().slice(0, 10);
  const metrics = stored.metrics;
  const tagged = stored.contentId
    ? await db.select().from(contentTags).where(eq(contentTags.contentId, stored.contentId))
    : [];
  const groups: Array<[string, string]> = [
    ['account', String(account.id)],
    ...stored.hashtags.map((tag): [string, string] => ['hashtag', tag]),
    ...stored.mediaIds.map((id): [string, string] => ['creative', String(id)]),
    ...tagged.map((tag): [string, string] => ['tag', String(tag.tagId)]),
  ];
  for (const [dim, dimKey] of groups)
    await db
      .insert(metricRollups)
      .values({
        gameId: account.gameId,
        dim: dim as 'account',
        dimKey,
        day,
        accountId: account.id,
        posts: 1,
        metrics,
      })
      .onConflictDoUpdate({
        target: [
          metricRollups.gameId,
          metricRollups.dim,
          metricRollups.day,
          metricRollups.dimKey,
          metricRollups.accountId,
        ],
        set: {
          posts: sql`${metricRollups.posts} + 1`,
          metrics: sql`jsonb_add_metrics(${metricRollups.metrics}, excluded.metrics)`,
        },
      });
  return stored;
}

/** An account's daily metrics. */
export async function buildAccountDay(
  db: Db,
  account: Account,
  day: string,
  metrics: Record<string, number>,
) {
  await db.execute(sql`insert into account_metric_days (game_id, account_id, day, metrics)
    values (${account.gameId}, ${account.id}, ${day}, ${JSON.stringify(metrics)}::jsonb)`);
}

/**
 * A game with a Facebook and an X account, its admin, a member with report_base who sees only the
 * Facebook account, and a member with report_base and report_advance who sees both.
 */
export async function reportGame(db: Db) {
  const game = (await buildGame(db)).game_id;
  const adminUser = await buildMember(db, game, { admin: true });
  const baseUser = await buildMember(db, game, { keys: ['report_base'] });
  const advancedUser = await buildMember(db, game, { keys: ['report_base', 'report_advance'] });
  const facebook = await buildAccount(db, game, { socialAccount: 'Star Harbor' });
  const twitter = await buildAccount(db, game, {
    socialChannel: 'twitter',
    socialAccount: 'StarHarborX',
    socialId: `tw-${game}`,
  });
  await db.insert(memberAccounts).values([
    { gameId: game, userId: baseUser.id, accountId: facebook.id },
    { gameId: game, userId: advancedUser.id, accountId: facebook.id },
    { gameId: game, userId: advancedUser.id, accountId: twitter.id },
  ]);
  return {
    game,
    facebook,
    twitter,
    admin: await signInAs(db, adminUser.id),
    base: await signInAs(db, baseUser.id),
    advanced: await signInAs(db, advancedUser.id),
  };
}
