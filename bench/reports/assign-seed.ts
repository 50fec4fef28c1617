/**
 * The assign reports benchmark's data on top of the reports benchmark's game: RECEIVERS members holding
 * assign_base (each seeing a share of the accounts), a three-level label tree, TASKS tasks spread over
 * the last year and the next month with PER_TASK to-dos each (completed, rejected or pending; most on
 * time), posts linked to completed to-dos in time order, and three inbox comments on each. All written
 * by set-based SQL.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { queryRows } from '../../apps/server/src/db/rows.js';
import type { Seeded } from '../feeds/list-seed.js';

export interface AssignSeeded {
  receiverIds: number[];
  labelIds: number[];
}

export async function seedAssign(
  db: Db,
  seeded: Seeded,
  sizes: { receivers: number; tasks: number; perTask: number },
): Promise<AssignSeeded> {
  const { gameId, adminId } = seeded;
  const { receivers, tasks, perTask } = sizes;
  await db.execute(sql`
    insert into users (email, name, type)
    select 'receiver' || n || '@bench.test', 'Receiver ' || n, 'account' from generate_series(1, ${receivers}::int) n`);
  const users = await queryRows<{ id: number }>(
    db,
    sql`select id from users where email like 'receiver%@bench.test' order by id`,
  );
  const receiverIds = users.map((row) => Number(row.id));
  const ids = sql.raw(`array[${receiverIds.join(',')}]::int[]`);
  await db.execute(sql`
    insert into roles (game_id, name, type, system_permissions, social_permissions)
    values (${gameId}, 'Receiver', 'custom', array['assign_base'], array['view'])`);
  await db.execute(sql`
    insert into memberships (game_id, user_id, is_game_admin) select ${gameId}::int, unnest(${ids}), false`);
  await db.execute(sql`
    insert into member_roles (game_id, user_id, role_id)
    select ${gameId}::int, unnest(${ids}), (select id from roles where game_id = ${gameId} and name = 'Receiver')`);
  await db.execute(sql`
    insert into member_accounts (game_id, user_id, account_id)
    select ${gameId}::int, (${ids})[1 + a.n % ${receivers}::int], a.id from bench_accounts a`);

  // Five roots, four children each, three grandchildren each: 85 labels.
  await db.execute(sql`
    insert into task_labels (game_id, name, level, position)
    select ${gameId}::int, 'Campaign ' || r, 1, r from generate_series(0, 4) r`);
  await db.execute(sql`
    insert into task_labels (game_id, name, parent_id, level, position)
    select ${gameId}::int, p.name || ' / ' || c, p.id, 2, c
    from task_labels p cross join generate_series(0, 3) c where p.game_id = ${gameId} and p.level = 1`);
  await db.execute(sql`
    insert into task_labels (game_id, name, parent_id, level, position)
    select ${gameId}::int, p.name || ' / ' || c, p.id, 3, c
    from task_labels p cross join generate_series(0, 2) c where p.game_id = ${gameId} and p.level = 2`);
  const labels = await queryRows<{ id: number }>(
    db,
    sql`select id from task_labels where game_id = ${gameId} order by id`,
  );
  const labelIds = labels.map((row) => Number(row.id));
  const labelArray = sql.raw(`array[${labelIds.join(',')}]::int[]`);

  await db.execute(sql`
    insert into tasks (game_id, name, label_id, status, time_zone, deadline, period_start, period_end,
      receiver_ids, creator_id, published_at, ended_at, end_reason)
    select ${gameId}::int, 'Task ' || i,
      case when i % 20 = 0 then null else (${labelArray})[1 + (i * 13) % ${labelIds.length}::int] end,
      case when d < now() then 'ended' else 'published' end, 'Asia/Shanghai', d, d - interval '7 days', d,
      array(select (${ids})[1 + (i + j * 5) % ${receivers}::int] from generate_series(0, ${perTask - 1}::int) j),
      ${adminId}::int, d - interval '8 days',
      case when d < now() then d end, case when d < now() then 'expired' end
    from (select i, now() + interval '30 days' - make_interval(secs => (${tasks}::int - i) * 34128000.0 / ${tasks}::int) as d
      from generate_series(1, ${tasks}::int) i) t`);
  await db.execute(sql`
    insert into todos (game_id, task_id, receiver_id, status, completed_at, reason)
    select ${gameId}::int, tk.id, r.receiver_id, s.status,
      case when s.status = 'completed' then tk.deadline - make_interval(hours => ((r.n * 7) % 48 - 8)::int) end,
      case when s.status = 'rejected' then 'Busy' end
    from tasks tk
    cross join lateral unnest(tk.receiver_ids) with ordinality as r(receiver_id, n)
    cross join lateral (select case
        when tk.deadline > now() and (tk.id + r.n) % 3 = 0 then 'pending'
        when (tk.id + r.n) % 10 = 0 then 'rejected'
        when (tk.id + r.n) % 10 in (1, 2) then 'pending'
        else 'completed' end as status) s
    where tk.game_id = ${gameId}`);
  // Each receiver links posts of the accounts they see to their completed to-dos, both in time order:
  // three posts in five, each to its own to-do (a post fulfils one task).
  await db.execute(sql`
    with t as (
      select td.id, td.task_id, td.receiver_id,
        row_number() over (partition by td.receiver_id order by tk.deadline, td.id) as k,
        count(*) over (partition by td.receiver_id) as n
      from todos td join tasks tk on tk.id = td.task_id
      where td.game_id = ${gameId} and td.status = 'completed'),
    p as (
      select ap.id, ma.user_id as receiver_id,
        row_number() over (partition by ma.user_id order by ap.posted_at, ap.id) as k,
        count(*) over (partition by ma.user_id) as n
      from account_posts ap join member_accounts ma on ma.account_id = ap.account_id
      where ma.game_id = ${gameId} and ma.user_id = any(${ids}))
    insert into todo_links (game_id, task_id, todo_id, post_id, state)
    select ${gameId}::int, t.task_id, t.id, p.id, 'linked'
    from p join t on t.receiver_id = p.receiver_id and t.k = 1 + floor((p.k - 1) * t.n / p.n)
    where p.k % 5 < 3 and t.n >= p.n`);
  // Three inbox comments on each linked post, over the hours after it went out.
  await db.execute(sql`
    insert into feeds (game_id, account_id, network, source, feed_type, remote_id, post_remote_id, text,
      sentiment, created_at)
    select ${gameId}::int, ap.account_id, sa.social_channel, 'comment', 'comment', 'task-' || l.post_id || '-' || c,
      ap.social_post_id, 'Comment ' || c, (array['positive', 'neutral', 'negative'])[1 + (l.post_id + c) % 3],
      ap.posted_at + make_interval(hours => c * 5)
    from todo_links l join account_posts ap on ap.id = l.post_id join social_accounts sa on sa.id = ap.account_id
    cross join generate_series(1, 3) c
    where l.game_id = ${gameId} and l.state = 'linked'`);
  for (const table of ['task_labels', 'tasks', 'todos', 'todo_links', 'users', 'member_accounts', 'feeds'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { receiverIds, labelIds };
}
