/**
 * The material library benchmark's data: `count` finished uploads of a game and their materials, by two
 * set-based statements (generate_series). Names as teams give them: an English pair of words and a
 * version (`Hero banner v3 17`), or a Chinese pair (`春节海报 12`) for one in three; five in 50,000 carry
 * a rare word (`Aurora collab key art`, `敦煌联动海报`). One in ten is pending, the rest approved;
 * the newest is material `count`, one a minute before each other.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { textList } from '../common/tenant.js';

const ENGLISH_FIRST = ['Summer', 'Winter', 'Hero', 'Guild', 'Raid', 'Arena', 'Dragon', 'Castle'];
const ENGLISH_SECOND = ['banner', 'poster', 'trailer', 'splash', 'icon', 'teaser', 'key art', 'gif'];
const CHINESE_FIRST = ['春节', '周年', '英雄', '皮肤', '活动', '联动', '新版本', '限定'];
const CHINESE_SECOND = ['海报', '预告', '横幅', '壁纸', '头像', '截图'];

export async function seedMaterials(db: Db, gameId: number, count: number): Promise<void> {
  await db.execute(sql`
    insert into uploads (game_id, storage_key, name, kind, mime, size, sha1, status, completed_at)
    select ${gameId}::int, ${`bench-material-${gameId}-`} || n, 'IMG_' || n || case when n % 5 = 0 then '.mp4' else '.png' end,
      case when n % 5 = 0 then 'video' else 'image' end,
      case when n % 5 = 0 then 'video/mp4' else 'image/png' end,
      20000 + (n * 7919) % 5000000, lpad(to_hex(n), 40, '0'), 'done', now()
    from generate_series(1, ${count}::int) n`);
  await db.execute(sql`
    insert into materials (game_id, upload_id, sha1, kind, name, status, tags, created_at, updated_at)
    select u.game_id, u.id, u.sha1, u.kind,
      case
        when u.n % 10000 = 4321 then 'Aurora collab key art ' || u.n
        when u.n % 10000 = 1234 then '敦煌联动海报 ' || u.n
        when u.n % 3 = 0 then (${textList(CHINESE_FIRST)})[1 + u.n % 8] || (${textList(CHINESE_SECOND)})[1 + (u.n / 8) % 6] || ' ' || u.n
        else (${textList(ENGLISH_FIRST)})[1 + u.n % 8] || ' ' || (${textList(ENGLISH_SECOND)})[1 + (u.n / 8) % 8]
          || ' v' || (1 + u.n % 9) || ' ' || u.n
      end,
      case when u.n % 10 = 0 then 'pending' else 'approved' end,
      array['season-' || (u.n % 4)],
      now() - make_interval(mins => ${count}::int - u.n), now()
    from (select id, game_id, sha1, kind, row_number() over (order by id)::int as n
          from uploads where game_id = ${gameId}) u`);
}
