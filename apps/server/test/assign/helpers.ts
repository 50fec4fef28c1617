import { api, type TaskFields } from '@herald/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import {
  notifications,
  taskEvents,
  taskLabels,
  taskQuestions,
  tasks,
  taskTemplates,
  todoLinks,
  todos,
} from '../../src/db/schema/index.js';
import { type AssignDeps, assignDeps } from '../../src/modules/assign/index.js';
import { buildGame, buildMember, type Caller, call, signInAs } from '../factories.js';
import type { TestApp } from '../harness.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface Person {
  id: number;
  name: string;
  as: { as: Caller; game: number };
}

/** A game with its lead (assign_manage and assign_base), two receivers and a member without assign. */
export async function assignGame(testApp: TestApp) {
  const { db } = testApp.database;
  const game = (await buildGame(db)).game_id;
  const person = async (keys: Parameters<typeof buildMember>[2]): Promise<Person> => {
    const user = await buildMember(db, game, keys);
    return { id: user.id, name: user.name, as: { as: await signInAs(db, user.id), game } };
  };
  return {
    game,
    lead: await person({ keys: ['assign_base', 'assign_manage'] }),
    alice: await person({ keys: ['assign_base'] }),
    bob: await person({ keys: ['assign_base'] }),
    outsider: await person({ keys: ['content_base'] }),
  };
}

export type AssignGame = Awaited<ReturnType<typeof assignGame>>;

/** Task fields due in three days, posting from tomorrow for a day, to the receivers given. */
export function taskFields(receiverIds: number[], overrides: Partial<TaskFields> = {}): TaskFields {
  const now = Date.now();
  return {
    name: 'Patch 2.1 teaser',
    label_id: null,
    talking_points: 'New map, new hero',
    hashtags: ['#Patch21'],
    material_ids: [],
    deeplink: null,
    notes: '',
    urgent: false,
    remind_hours: 24,
    time_zone: 'Asia/Shanghai',
    deadline: new Date(now + 3 * DAY).toISOString(),
    post_period: { start: new Date(now + DAY).toISOString(), end: new Date(now + 2 * DAY).toISOString() },
    receiver_ids: receiverIds,
    ...overrides,
  };
}

/** Creates a task as the lead, published unless asked for a draft. */
export async function createTask(
  app: FastifyInstance,
  world: AssignGame,
  options: { publish?: boolean; fields?: Partial<TaskFields>; receivers?: number[] } = {},
) {
  const fields = taskFields(options.receivers ?? [world.alice.id, world.bob.id], options.fields);
  return call(app, api.assignTask.create, { fields, publish: options.publish ?? true }, world.lead.as);
}

/** The to-do of a receiver in a task detail. */
export function todoOf(
  detail: { todos: { todo_id: number; receiver: { user_id: number } }[] },
  userId: number,
) {
  const todo = detail.todos.find((entry) => entry.receiver.user_id === userId);
  if (!todo) throw new Error(`no to-do for user ${userId}`);
  return todo.todo_id;
}

/** How many rows each assign table (and the notices) holds: a refusal must leave them all as they were. */
export async function assignRowCounts(db: Db) {
  const tables = {
    tasks,
    todos,
    todoLinks,
    taskEvents,
    taskQuestions,
    taskTemplates,
    taskLabels,
    notifications,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The assign module's dependencies, for running its jobs in a test. */
export function testAssignDeps(testApp: TestApp): AssignDeps {
  return assignDeps({ db: testApp.database.db, queue: testApp.queue, logger: testApp.logger }, null);
}

/** The notices a user was left, newest first. */
export async function noticesOf(db: Db, userId: number) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

export { DAY, HOUR };
