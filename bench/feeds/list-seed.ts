/**
 * The inbox benchmark's data: one game with ROWS feed items written by set-based SQL (generate_series),
 * their text drawn from a word list of English and Chinese game-community words (a few words common,
 * most rare, as in real comments), and their keyword terms — each word's termsOf, the same function
 * ingestion indexes with.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { queryRows } from '../../apps/server/src/db/rows.js';
import {
  memberAccounts,
  memberRoles,
  memberships,
  roles,
  socialAccounts,
  users,
} from '../../apps/server/src/db/schema/index.js';
import { termsOf } from '../../apps/server/src/modules/feeds/terms.js';
import { createGame } from '../../apps/server/src/modules/tenancy/service.js';

const ENGLISH = `gg wp lag patch nerf buff p2w season event raid boss loot drop rate server crash bug fix
update login account refund payment gacha banner pity skin hero tank healer support meta broken op
matchmaking ranked queue ping fps stutter freeze disconnect reconnect cheater hacker aimbot ban report
love great awesome fun amazing trash worst boring grind toxic team squad guild clan quest story map
weapon armor sword bow staff spell mana cooldown damage nerfed buffed devs thanks please when why how
today tomorrow again still never always finally first last new old free paid price expensive cheap
reward daily weekly login bonus code redeem gift coupon limited exclusive collab anniversary trailer
beta launch release maintenance downtime compensation apology`.split(/\s+/);

const CHINESE = `闪退 卡顿 外挂 氪金 抽卡 保底 更新 维护 补偿 公告 活动 版本 服务器 掉线 延迟 充值 退款 客服
bug 修复 平衡 削弱 加强 英雄 皮肤 角色 副本 排位 匹配 队友 坑 好玩 垃圾 良心 策划 退游 弃坑 入坑
福利 礼包 兑换码 周年 联动 限定 概率 太低 太贵 爽 无聊 肝 氪 白嫖 欧皇 非酋 满级 新手 老玩家
登录 账号 封号 掉帧 发热 黑屏 闪屏 卡死 加载 更新包 太大 好评 差评 推荐 期待 感谢 辛苦 加油`.split(/\s+/);

export const WORDS = [...ENGLISH, ...CHINESE];

const NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube', 'vk'] as const;
export const ACCOUNTS = 20;
export const MEMBERS = 10;

export interface Seeded {
  gameId: number;
  adminId: number;
  /** A member who may see a quarter of the accounts. */
  memberId: number;
  accountIds: number[];
}

export async function seedGame(db: Db, gameId: number): Promise<Seeded> {
  await createGame(db, { game_id: gameId, game_name: 'Inbox bench', names: [] });
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        email: `inbox${i}@bench.test`,
        name: `Member ${i}`,
        type: 'account' as const,
      })),
    )
    .returning({ id: users.id });
  await db.insert(memberships).values(people.map((u, i) => ({ gameId, userId: u.id, isGameAdmin: i === 0 })));
  const [role] = await db
    .insert(roles)
    .values({
      gameId,
      name: 'Inbox',
      type: 'custom',
      systemPermissions: ['content_base'],
      socialPermissions: ['view'],
    })
    .returning();
  if (!role) throw new Error('no role');
  await db.insert(memberRoles).values(people.map((u) => ({ gameId, userId: u.id, roleId: role.id })));
  const accounts = await db
    .insert(socialAccounts)
    .values(
      Array.from({ length: ACCOUNTS }, (_, i) => ({
        gameId,
        socialChannel: NETWORKS[i % NETWORKS.length] ?? 'facebook',
        socialAccount: `Account ${i}`,
        socialId: `bench-inbox-${i}`,
      })),
    )
    .returning({ id: socialAccounts.id });
  const [admin, member] = people;
  if (!admin || !member) throw new Error('no members');
  await db
    .insert(memberAccounts)
    .values(
      accounts.filter((_, i) => i % 4 === 0).map((a) => ({ gameId, userId: member.id, accountId: a.id })),
    );
  return { gameId, adminId: admin.id, memberId: member.id, accountIds: accounts.map((a) => a.id) };
}

/**
 * ROWS items over the last year, newest with the highest ids but not strictly (a backfill's order),
 * 4 to 10 words each, the word drawn as floor(W·r^2.5) so low-numbered words are common.
 */
export async function seedFeeds(db: Db, seeded: Seeded, rows: number): Promise<void> {
  const { gameId, accountIds } = seeded;
  await db.execute(sql`create temporary table bench_words (i int primary key, word text, terms text[])`);
  const words = WORDS.map(
    (word, i) => sql`(${i}, ${word}, string_to_array(${termsOf(word).join(' ')}, ' '))`,
  );
  await db.execute(sql`insert into bench_words (i, word, terms) values ${sql.join(words, sql`, `)}`);
  await db.execute(sql`
    create temporary table bench_docs as
    select i, array(
      select floor(power(random(), 2.5) * ${WORDS.length})::int from generate_series(1, 4 + i % 7) j where i > 0
    ) as words
    from generate_series(1, ${rows}) i`);
  const accounts = sql.raw(`array[${accountIds.join(',')}]::int[]`);
  await withoutIndexes(db, 'feeds', false, () =>
    db.execute(sql`
    insert into feeds (id, game_id, account_id, network, source, feed_type, remote_id, post_remote_id,
      parent_remote_id, conversation_id, author_id, author_name, text, language, sentiment, sentiment_source,
      state, assignee_id, issue_classes, created_at, received_at, updated_at)
    select d.i, ${gameId}::int, a.id, a.social_channel,
      case when d.i % 20 in (7, 8) then 'message' when d.i % 20 = 9 then 'mention' else 'comment' end,
      case when d.i % 20 in (0, 1, 2, 3, 4, 5, 10, 11, 12, 13) then 'comment'
           when d.i % 20 in (14, 15, 16, 17) then 'comment_reply' when d.i % 20 = 7 then 'message'
           when d.i % 20 = 8 then 'other_message' when d.i % 20 = 9 then 'post' else 'other_comment' end,
      'r' || d.i, 'p' || (d.i / 50), case when d.i % 20 between 14 and 17 then 'r' || (d.i - 1) end,
      case when d.i % 20 in (7, 8) then 'c' || (d.i / 40) end,
      'u' || (d.i % 50000), 'Player ' || (d.i % 50000),
      (select string_agg(w.word, ' ' order by u.ord) from unnest(d.words) with ordinality u(wi, ord)
        join bench_words w on w.i = u.wi),
      case when d.i % 3 = 0 then 'zh' else 'en' end,
      (array['positive','negative','neutral','unclassified','init'])[1 + floor(random() * 5)::int],
      'classifier',
      (array['new','new','new','pending','resolved'])[1 + floor(random() * 5)::int],
      case when d.i % 10 < 3 then ${seeded.adminId}::int end,
      case when d.i % 23 = 0 then array['crash'] else '{}'::text[] end,
      now() - make_interval(secs => (${rows} - d.i) * 31536000.0 / ${rows} + random() * 600),
      now(), now()
    from bench_docs d
    join lateral (select id, social_channel from social_accounts where id = (${accounts})[1 + d.i % ${accountIds.length}]) a on true`),
  );
  await db.execute(sql`select setval('feeds_id_seq', ${rows})`);
  await withoutIndexes(db, 'feed_terms', true, () =>
    db.execute(sql`
      insert into feed_terms (game_id, term, created_at, feed_id)
      select distinct ${gameId}::int, t.term, f.created_at, d.i
      from bench_docs d join feeds f on f.id = d.i, unnest(d.words) wi, bench_words w, unnest(w.terms) t(term)
      where w.i = wi`),
  );
  await db.execute(sql`drop table bench_docs`);
  await db.execute(sql`drop table bench_words`);
}

/**
 * Fills a table with its secondary indexes and foreign keys (and, with `all`, its primary key) dropped
 * and built again after: one sort per index instead of millions of insertions, as a bulk load does.
 */
async function withoutIndexes(db: Db, table: string, all: boolean, fill: () => Promise<unknown>) {
  const kinds = all ? ['p', 'f', 'u'] : ['f'];
  const constraints = await queryRows<{ name: string; ddl: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as ddl from pg_constraint
      where conrelid = ${table}::regclass and contype = any(${sql.raw(`array['${kinds.join("','")}']`)}::char[])`,
  );
  const indexes = await queryRows<{ name: string; ddl: string }>(
    db,
    sql`select indexname as name, indexdef as ddl from pg_indexes where tablename = ${table}
      and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  for (const constraint of constraints)
    await db.execute(sql.raw(`alter table "${table}" drop constraint "${constraint.name}"`));
  await fill();
  for (const constraint of constraints)
    await db.execute(sql.raw(`alter table "${table}" add constraint "${constraint.name}" ${constraint.ddl}`));
  for (const index of indexes) await db.execute(sql.raw(index.ddl));
}
