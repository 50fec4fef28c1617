import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TaskStatus, TodoStatus } from '@herald/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Db, MIGRATIONS_FOLDER } from '../../src/db/client.js';
import { queryRows } from '../../src/db/rows.js';
import { tasks, todos } from '../../src/db/schema/index.js';
import { countedTasks, countedTodos } from '../../src/modules/reports/query/assign-scope.js';
import { type CompletionQuery, completionFigures } from '../../src/modules/reports/query/completion.js';
import { openTodos } from '../../src/modules/reports/query/completion-source.js';
import { buildGame, buildMember } from '../factories.js';
import { useTestApp } from '../harness.js';
import { at, buildTask, buildTodo, day } from './fixtures.js';

const HOUR_MS = 3_600_000;
const STATUSES: TaskStatus[] = ['drafted', 'published', 'ended', 'deleted'];
const TODO_STATUSES: TodoStatus[] = ['pending', 'completed', 'rejected'];

/** A deadline from 12 days ago to 4 days ahead, at any hour: both ranges, today and the future. */
const deadlineArb = fc.record({ days: fc.integer({ min: -12, max: 4 }), hour: fc.nat({ max: 23 }) });
const todoArb = fc.record({
  status: fc.constantFrom(...TODO_STATUSES),
  /** Hours from the deadline the to-do was completed (negative: before it). */
  early: fc.integer({ min: -30, max: 30 }),
});
const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), task: fc.nat(), receiver: fc.nat(), todo: todoArb }),
  fc.record({ kind: fc.constant('decide' as const), todo: fc.nat(), to: todoArb }),
  fc.record({ kind: fc.constant('decideAll' as const), task: fc.nat(), to: todoArb }),
  fc.record({ kind: fc.constant('move' as const), todo: fc.nat(), task: fc.nat() }),
  fc.record({ kind: fc.constant('drop' as const), todo: fc.nat() }),
  fc.record({ kind: fc.constant('status' as const), task: fc.nat(), to: fc.constantFrom(...STATUSES) }),
  fc.record({ kind: fc.constant('deadline' as const), task: fc.nat(), to: deadlineArb }),
  fc.record({ kind: fc.constant('expire' as const) }),
  fc.record({ kind: fc.constant('deleteTask' as const), task: fc.nat() }),
);
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

const deadlineOf = (value: { days: number; hour: number }) => at(value.days, value.hour);
const completedAt = (deadline: Date, todo: { status: TodoStatus; early: number }) =>
  todo.status === 'completed' ? new Date(deadline.getTime() + todo.early * HOUR_MS) : null;

async function gameIds(db: Db, gameId: number) {
  const taskRows = await db.select().from(tasks).where(eq(tasks.gameId, gameId)).orderBy(tasks.id);
  const todoRows = await db.select().from(todos).where(eq(todos.gameId, gameId)).orderBy(todos.id);
  return { taskRows, todoRows };
}

/** One change to the game's tasks or to-dos, as one statement (several rows at once where it can be). */
async function apply(db: Db, gameId: number, receivers: number[], step: Step) {
  const { taskRows, todoRows } = await gameIds(db, gameId);
  const pick = <T>(rows: T[], index: number) => (rows.length ? rows[index % rows.length] : undefined);
  if (step.kind === 'expire') {
    await db
      .update(tasks)
      .set({ status: 'ended', endReason: 'expired', endedAt: new Date() })
      .where(and(eq(tasks.gameId, gameId), eq(tasks.status, 'published'), sql`${tasks.deadline} < now()`));
    return;
  }
  if (
    step.kind === 'add' ||
    step.kind === 'decideAll' ||
    step.kind === 'status' ||
    step.kind === 'deadline' ||
    step.kind === 'deleteTask'
  ) {
    const task = pick(taskRows, step.task);
    if (!task) return;
    if (step.kind === 'add') {
      const receiver = receivers[step.receiver % receivers.length] ?? 0;
      if (todoRows.some((row) => row.taskId === task.id && row.receiverId === receiver)) return;
      await buildTodo(
        db,
        task,
        receiver,
        step.todo.status,
        completedAt(task.deadline, step.todo) ?? undefined,
      );
    } else if (step.kind === 'decideAll')
      await db
        .update(todos)
        .set({ status: step.to.status, completedAt: completedAt(task.deadline, step.to) })
        .where(eq(todos.taskId, task.id));
    else if (step.kind === 'status')
      await db.update(tasks).set({ status: step.to }).where(eq(tasks.id, task.id));
    else if (step.kind === 'deadline')
      await db
        .update(tasks)
        .set({ deadline: deadlineOf(step.to) })
        .where(eq(tasks.id, task.id));
    else await db.delete(tasks).where(eq(tasks.id, task.id));
    return;
  }
  const todo = pick(todoRows, step.todo);
  if (!todo) return;
  if (step.kind === 'decide') {
    const deadline = taskRows.find((task) => task.id === todo.taskId)?.deadline ?? new Date();
    await db
      .update(todos)
      .set({ status: step.to.status, completedAt: completedAt(deadline, step.to) })
      .where(eq(todos.id, todo.id));
  } else if (step.kind === 'drop') await db.delete(todos).where(eq(todos.id, todo.id));
  else {
    const task = pick(taskRows, step.task);
    const taken = todoRows.some((row) => row.taskId === task?.id && row.receiverId === todo.receiverId);
    if (task && !taken) await db.update(todos).set({ taskId: task.id }).where(eq(todos.id, todo.id));
  }
}

/** The counters kept, and the same counted from the to-dos. */
async function counters(db: Db, gameId: number) {
  const kept = await queryRows(
    db,
    sql`select id, todo_count, completed_count, rejected_count, pending_count, on_time_count
      from tasks where game_id = ${gameId} order by id`,
  );
  const counted = await queryRows(
    db,
    sql`select tk.id, count(td.id)::int as todo_count,
        count(td.id) filter (where td.status = 'completed')::int as completed_count,
        count(td.id) filter (where td.status = 'rejected')::int as rejected_count,
        count(td.id) filter (where td.status = 'pending')::int as pending_count,
        count(td.id) filter (where td.status = 'completed' and td.completed_at <= tk.deadline)::int as on_time_count
      from tasks tk left join todos td on td.task_id = tk.id and td.game_id = tk.game_id
      where tk.game_id = ${gameId} group by tk.id order by tk.id`,
  );
  const tallied = await queryRows(
    db,
    sql`select task_status, day::text, receiver_id, todos, completed, rejected, pending, on_time
      from todo_tallies where game_id = ${gameId} order by 1, 2, 3`,
  );
  const recounted = await queryRows(
    db,
    sql`select tk.status as task_status, ((tk.deadline at time zone 'UTC')::date)::text as day, td.receiver_id,
        count(*)::int as todos,
        count(*) filter (where td.status = 'completed')::int as completed,
        count(*) filter (where td.status = 'rejected')::int as rejected,
        count(*) filter (where td.status = 'pending')::int as pending,
        count(*) filter (where td.status = 'completed' and td.completed_at <= tk.deadline)::int as on_time
      from tasks tk join todos td on td.task_id = tk.id and td.game_id = tk.game_id
      where tk.game_id = ${gameId} group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { kept, counted, tallied, recounted };
}

/** The completion figures as counted from the to-dos and as read from the counters. */
async function bothWays(db: Db, gameId: number) {
  const scope = { gameId, userId: 0, manager: true };
  const query: CompletionQuery = {
    scope,
    periods: {
      current: { start: day(-3), end: day(4) },
      compare: { start: day(-11), end: day(-4) },
      days: 8,
    },
    where: sql`${countedTasks(scope)} and ${countedTodos(scope)}`,
    whole: false,
  };
  const shown = async (whole: boolean) => {
    const figures = await completionFigures(db, { ...query, whole });
    const groups = (map: Map<string, { tallies: unknown; posts: unknown }>) =>
      [...map].map(([key, group]) => [key, group.tallies, group.posts]).sort();
    return {
      summary: [figures.summary.tallies, figures.summary.posts],
      receivers: groups(figures.receivers),
      tasks: groups(figures.tasks),
      open: [...(await openTodos(db, { ...query, whole }))].sort(),
    };
  };
  return { counted: await shown(false), kept: await shown(true) };
}

describe('completion counters kept by the database', () => {
  const testApp = useTestApp();

  it('equal counting the to-dos after any changes of tasks and to-dos', async () => {
    const db = testApp().database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ status: fc.constantFrom(...STATUSES), deadline: deadlineArb }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.array(stepArb, { minLength: 1, maxLength: 25 }),
        async (taskShapes, steps) => {
          const gameId = (await buildGame(db)).game_id;
          const receivers = [(await buildMember(db, gameId)).id, (await buildMember(db, gameId)).id];
          for (const [index, shape] of taskShapes.entries())
            await buildTask(db, gameId, {
              name: `Task ${index}`,
              status: shape.status,
              deadline: deadlineOf(shape.deadline),
              receiverIds: receivers,
            });
          for (const step of steps) await apply(db, gameId, receivers, step);
          const { kept, counted, tallied, recounted } = await counters(db, gameId);
          expect(kept).toEqual(counted);
          expect(tallied).toEqual(recounted);
          const figures = await bothWays(db, gameId);
          expect(figures.kept).toEqual(figures.counted);
          // Nothing left behind once the game's tasks are gone.
          await db.delete(tasks).where(
            inArray(
              tasks.id,
              (await gameIds(db, gameId)).taskRows.map((row) => row.id),
            ),
          );
          expect(await counters(db, gameId)).toEqual({ kept: [], counted: [], tallied: [], recounted: [] });
        },
      ),
      { numRuns: 40 },
    );
  });
  it("the migration's count of the tasks and to-dos already there equals the counters kept", async () => {
    const db = testApp().database.db;
    const gameId = (await buildGame(db)).game_id;
    const receivers = [(await buildMember(db, gameId)).id, (await buildMember(db, gameId)).id];
    for (const [index, offset] of [-9, -2, 0, 3].entries()) {
      const task = await buildTask(db, gameId, {
        name: `Task ${index}`,
        status: offset < 0 ? 'ended' : 'published',
        deadline: at(offset, 9 + index),
        receiverIds: receivers,
      });
      await buildTodo(db, task, receivers[0] ?? 0, 'completed', at(offset, 8));
      await buildTodo(db, task, receivers[1] ?? 0, index % 2 ? 'pending' : 'rejected');
    }
    const everything = async () => ({
      tasks: await queryRows(
        db,
        sql`select id, todo_count, completed_count, rejected_count, pending_count, on_time_count
          from tasks order by id`,
      ),
      tallies: await queryRows(
        db,
        sql`select * from todo_tallies order by game_id, task_status, day, receiver_id`,
      ),
    });
    const kept = await everything();
    const migration = readFileSync(resolve(MIGRATIONS_FOLDER, '0015_assign_tallies.sql'), 'utf8');
    const start = migration.indexOf('-- The tasks and to-dos already there.');
    if (start < 0) throw new Error('no count in the migration');
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from todo_tallies`);
      await tx.execute(sql`update tasks set todo_count = 0, completed_count = 0, rejected_count = 0,
        pending_count = 0, on_time_count = 0`);
      for (const statement of migration.slice(start).split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
    });
    expect(await everything()).toEqual(kept);
    expect(kept.tallies.length).toBeGreaterThan(0);
  });
});
