import type { TaskStatus, TodoStatus } from '@herald/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import {
  accountPosts,
  feeds,
  feedTerms,
  memberAccounts,
  type TodoLinkState,
  taskLabels,
  tasks,
  todoLinks,
  todos,
} from '../../src/db/schema/index.js';
import { buildGame, buildMember, signInAs } from '../factories.js';
import { buildReportPost, reportGame } from '../reports-api/fixtures.js';

type Account = Awaited<ReturnType<typeof reportGame>>['facebook'];

const DAY_MS = 86_400_000;

/** The UTC day `offset` days from today, as a report day. */
export function day(offset: number): string {
  return new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Noon UTC of the day `offset` days from today (or another hour of it). */
export function at(offset: number, hour = 12): Date {
  return new Date(`${day(offset)}T${String(hour).padStart(2, '0')}:00:00.000Z`);
}

/** A label, inserted directly (the assign API is built beside these reports). */
export async function buildLabel(
  db: Db,
  gameId: number,
  name: string,
  parent?: { id: number; level: number },
) {
  const [label] = await db
    .insert(taskLabels)
    .values({ gameId, name, parentId: parent?.id ?? null, level: (parent?.level ?? 0) + 1 })
    .returning();
  if (!label) throw new Error('label not created');
  return label;
}

export interface TaskValues {
  name: string;
  labelId?: number | null;
  status?: TaskStatus;
  deadline: Date;
  receiverIds: number[];
}

/** A task as the assign module stores it once handed out (published unless said otherwise). */
export async function buildTask(db: Db, gameId: number, values: TaskValues) {
  const status = values.status ?? 'published';
  const [task] = await db
    .insert(tasks)
    .values({
      gameId,
      name: values.name,
      labelId: values.labelId ?? null,
      status,
      timeZone: 'Asia/Shanghai',
      deadline: values.deadline,
      periodStart: new Date(values.deadline.getTime() - 7 * DAY_MS),
      periodEnd: values.deadline,
      receiverIds: values.receiverIds,
      publishedAt: status === 'drafted' ? null : new Date(values.deadline.getTime() - 8 * DAY_MS),
      endedAt: status === 'ended' ? values.deadline : null,
      endReason: status === 'ended' ? 'expired' : null,
      deletedAt: status === 'deleted' ? values.deadline : null,
    })
    .returning();
  if (!task) throw new Error('task not created');
  return task;
}

/** A receiver's to-do of a task, in a given state (completed at `completedAt`). */
export async function buildTodo(
  db: Db,
  task: { id: number; gameId: number },
  receiverId: number,
  status: TodoStatus = 'pending',
  completedAt?: Date,
) {
  const [todo] = await db
    .insert(todos)
    .values({
      gameId: task.gameId,
      taskId: task.id,
      receiverId,
      status,
      reason: status === 'rejected' ? 'Not my region' : null,
      completedAt: status === 'completed' ? (completedAt ?? new Date()) : null,
    })
    .returning();
  if (!todo) throw new Error('todo not created');
  return todo;
}

/** A post linked to a to-do (or once linked and taken back, or only proposed). */
export async function linkPost(
  db: Db,
  todo: { id: number; taskId: number; gameId: number },
  postId: number,
  state: TodoLinkState = 'linked',
) {
  await db
    .insert(todoLinks)
    .values({ gameId: todo.gameId, taskId: todo.taskId, todoId: todo.id, postId, state });
}

/** A report post of an account with its views, published `offset` days from today; with its network id. */
export async function reportPost(db: Db, account: Account, offset: number, views: number) {
  const stored = await buildReportPost(db, account, {
    publishedAt: at(offset, 8),
    metrics: { views, engagements: views / 10 },
  });
  const [post] = await db.select().from(accountPosts).where(eq(accountPosts.id, stored.postId));
  if (!post) throw new Error('account post not found');
  return { ...stored, socialPostId: post.socialPostId };
}

/** An inbox comment on a report post (its account and network id), with a sentiment. */
export async function commentOn(
  db: Db,
  account: Account,
  socialPostId: string,
  sentiment: 'positive' | 'negative' | 'neutral',
  offset: number,
) {
  const createdAt = at(offset, 10);
  const [item] = await db
    .insert(feeds)
    .values({
      gameId: account.gameId,
      accountId: account.id,
      network: account.socialChannel,
      source: 'comment',
      feedType: 'comment',
      remoteId: `c-${socialPostId}-${sentiment}-${offset}-${Math.random().toString(36).slice(2)}`,
      postRemoteId: socialPostId,
      text: `${sentiment} words`,
      sentiment,
      createdAt,
    })
    .returning();
  if (!item) throw new Error('feed item not created');
  // The inbox indexes an item's words; the report's top terms read them.
  await db
    .insert(feedTerms)
    .values(
      [sentiment, 'words'].map((term) => ({ gameId: account.gameId, term, createdAt, feedId: item.id })),
    );
}

/**
 * A game for the assign reports: the report game's accounts, a lead holding assign_manage who sees both
 * accounts, Alice (assign_base, sees the Facebook page) and Bob (assign_base, sees the X account), and a
 * member holding no assign key.
 */
export async function assignGame(db: Db) {
  const g = await reportGame(db);
  const lead = await buildMember(db, g.game, { keys: ['assign_base', 'assign_manage', 'report_advance'] });
  const alice = await buildMember(db, g.game, { keys: ['assign_base'] });
  const bob = await buildMember(db, g.game, { keys: ['assign_base'] });
  const reporter = await buildMember(db, g.game, { keys: ['report_base'] });
  await db.insert(memberAccounts).values([
    { gameId: g.game, userId: lead.id, accountId: g.facebook.id },
    { gameId: g.game, userId: lead.id, accountId: g.twitter.id },
    { gameId: g.game, userId: alice.id, accountId: g.facebook.id },
    { gameId: g.game, userId: bob.id, accountId: g.twitter.id },
  ]);
  const other = (await buildGame(db)).game_id;
  const otherLead = await buildMember(db, other, { keys: ['assign_base', 'assign_manage'] });
  return {
    ...g,
    users: { lead, alice, bob },
    lead: await signInAs(db, lead.id),
    alice: await signInAs(db, alice.id),
    bob: await signInAs(db, bob.id),
    reporter: await signInAs(db, reporter.id),
    other,
    otherLead: await signInAs(db, otherLead.id),
  };
}
