import { and, asc, eq, gt, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/rows.js';
import { accountPosts, tasks, todoLinks, todos } from '../../../db/schema/index.js';
import type { AssignDeps } from '../deps.js';
import { tell } from '../notify/tell.js';
import { instant } from '../rules/timing.js';
import type { TaskRow } from '../tasks/store.js';
import { receiverAccountIds } from '../todos/accounts.js';

/** Posts published this long before the post period starts still count (a teaser posted the day before). */
const PERIOD_LEAD_MS = 24 * 3_600_000;

/**
 * What may stand before and after a hashtag, as the networks read it: a space, '#', ASCII punctuation
 * other than '_', or CJK or full-width punctuation (and the text's start or end). A letter of any script,
 * a digit or '_' joins the tag, so #原神 is not found in #原神活动 or 今天#原神, nor #patch21 in
 * #patch210. Spelled out rather than [:alnum:], whose reach beyond ASCII depends on the database's locale.
 */
const TAG_EDGE =
  '[[:space:]#!-/:-@[-^`{-~\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20\\uff3b-\\uff40\\uff5b-\\uff65]';

/** A hashtag as a pattern matching it in a post's text as a whole tag, in any case. */
function hashtagPattern(tag: string): string {
  const bare = tag.replace(/^#/, '').replace(/[\\.*+?^${}()|[\]]/g, '\\$&');
  return `(^|${TAG_EDGE})#${bare}(${TAG_EDGE}|$)`;
}

/** The text carries one of the task's hashtags (case-insensitive, without '#') or its deeplink. */
function carriesTask(task: TaskRow, text: SQL): SQL {
  const tests = task.hashtags.map((tag) => sql`${text} ~* ${hashtagPattern(tag)}`);
  if (task.deeplink) tests.push(sql`strpos(lower(${text}), lower(${task.deeplink})) > 0`);
  return sql`(${sql.join(tests, sql` or `)})`;
}

/**
 * Proposes posts to one receiver's to-do (SPEC §4 proposal): posts of the receiver's accounts published
 * from the post period's start (minus 24 hours) on that carry the task's hashtag or deeplink, are linked
 * to no to-do, and were never linked to, proposed to or dismissed from this to-do. Each proposal is
 * inserted once (unique per to-do and post), so a repeat or a concurrent run proposes nothing twice.
 */
async function proposeToTodo(deps: AssignDeps, task: TaskRow, todo: { id: number; receiverId: number }) {
  const accounts = await receiverAccountIds(deps.db, task.gameId, todo.receiverId);
  if (accounts.length === 0) return 0;
  const since = new Date(task.periodStart.getTime() - PERIOD_LEAD_MS);
  return deps.db.transaction(async (tx) => {
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into ${todoLinks} (game_id, task_id, todo_id, post_id, state)
        select ${task.gameId}, ${task.id}, ${todo.id}, p.id, 'proposed'
        from ${accountPosts} p
        where p.account_id in (${sql.join(
          accounts.map((id) => sql`${id}`),
          sql`, `,
        )})
          and p.posted_at >= ${instant(since)}
          and ${carriesTask(task, sql`coalesce(p.text, '')`)}
          and not exists (select 1 from ${todoLinks} l where l.post_id = p.id
            and (l.state = 'linked' or l.todo_id = ${todo.id}))
        on conflict do nothing
        returning id`,
    );
    if (inserted.length === 0) return 0;
    await tell(tx, deps, [todo.receiverId], {
      gameId: task.gameId,
      kind: 'assign_post_proposed',
      params: { task: task.name, task_id: task.id, todo_id: todo.id, count: inserted.length },
    });
    return inserted.length;
  });
}

/** Proposes posts to every pending to-do of a published task; answers how many were proposed. */
export async function proposeForTask(deps: AssignDeps, taskId: number): Promise<number> {
  const [task] = await deps.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.status, 'published')));
  if (!task || (task.hashtags.length === 0 && !task.deeplink)) return 0;
  const pending = await deps.db
    .select({ id: todos.id, receiverId: todos.receiverId })
    .from(todos)
    .where(and(eq(todos.taskId, task.id), eq(todos.status, 'pending')));
  let proposed = 0;
  for (const todo of pending) proposed += await proposeToTodo(deps, task, todo);
  return proposed;
}

/** Every published task that could have proposals: one with hashtags or a deeplink, still open. */
export async function proposeForOpenTasks(deps: AssignDeps, now = new Date()): Promise<number> {
  const open = await deps.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.status, 'published'),
        gt(tasks.deadline, now),
        or(sql`cardinality(${tasks.hashtags}) > 0`, isNotNull(tasks.deeplink)),
      ),
    )
    .orderBy(asc(tasks.id));
  let proposed = 0;
  for (const task of open) proposed += await proposeForTask(deps, task.id);
  return proposed;
}
