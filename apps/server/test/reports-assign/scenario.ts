import type { Db } from '../../src/db/client.js';
import {
  assignGame,
  at,
  buildLabel,
  buildTask,
  buildTodo,
  commentOn,
  day,
  linkPost,
  reportPost,
} from './fixtures.js';

/** The range the scenario's figures are read over (15 days around today) and its previous range. */
export const range = { start: day(-10), end: day(4) };
export const previous = { start: day(-25), end: day(-11) };

/**
 * A campaign with known figures (docs/reports.md "Assign reports"). Labels: Launch > EU > Teaser, and
 * Events. Tasks due in the range:
 * - T1 Teaser (Teaser), expired 3 days ago: Alice completed on time (post P1, 100 views), Bob pending.
 * - T2 Patch notes (EU), due in 2 days: Alice completed (P2, 200), Bob rejected.
 * - T3 Recap (Events), expired 2 days ago: Alice completed late (P3, 300), Bob on time (P4 on X, 400).
 * - T4 Unlabelled, due yesterday, still published: Bob pending.
 * In the previous range: T5 Old launch (Launch): both completed on time (P5, 50 views, Alice's).
 * Never counted: a draft, a deleted task with a completed to-do and a linked post (P6), a post Bob
 * unlinked (P7), a post linked nowhere (P8), and another game's task.
 */
export async function buildScenario(db: Db) {
  const g = await assignGame(db);
  const { alice, bob } = g.users;
  const launch = await buildLabel(db, g.game, 'Launch');
  const eu = await buildLabel(db, g.game, 'EU', launch);
  const teaser = await buildLabel(db, g.game, 'Teaser', eu);
  const events = await buildLabel(db, g.game, 'Events');

  const fb = g.facebook;
  const posts = {
    p1: await reportPost(db, fb, -5, 100),
    p2: await reportPost(db, fb, -2, 200),
    p3: await reportPost(db, fb, -2, 300),
    p4: await reportPost(db, g.twitter, -3, 400),
    p5: await reportPost(db, fb, -21, 50),
    p6: await reportPost(db, fb, -4, 1000),
    p7: await reportPost(db, g.twitter, -4, 2000),
    p8: await reportPost(db, fb, -4, 4000),
  };

  const t1 = await buildTask(db, g.game, {
    name: 'Teaser',
    labelId: teaser.id,
    status: 'ended',
    deadline: at(-3),
    receiverIds: [alice.id, bob.id],
  });
  await linkPost(db, await buildTodo(db, t1, alice.id, 'completed', at(-4)), posts.p1.postId);
  await buildTodo(db, t1, bob.id, 'pending');

  const t2 = await buildTask(db, g.game, {
    name: 'Patch notes',
    labelId: eu.id,
    deadline: at(2),
    receiverIds: [alice.id, bob.id],
  });
  await linkPost(db, await buildTodo(db, t2, alice.id, 'completed', at(-1)), posts.p2.postId);
  await linkPost(db, await buildTodo(db, t2, bob.id, 'rejected'), posts.p7.postId, 'unlinked');

  const t3 = await buildTask(db, g.game, {
    name: 'Recap',
    labelId: events.id,
    status: 'ended',
    deadline: at(-2),
    receiverIds: [alice.id, bob.id],
  });
  await linkPost(db, await buildTodo(db, t3, alice.id, 'completed', at(-1)), posts.p3.postId);
  await linkPost(db, await buildTodo(db, t3, bob.id, 'completed', at(-2, 9)), posts.p4.postId);

  const t4 = await buildTask(db, g.game, { name: 'Unlabelled', deadline: at(-1), receiverIds: [bob.id] });
  await buildTodo(db, t4, bob.id, 'pending');

  const t5 = await buildTask(db, g.game, {
    name: 'Old launch',
    labelId: launch.id,
    status: 'ended',
    deadline: at(-20),
    receiverIds: [alice.id, bob.id],
  });
  await linkPost(db, await buildTodo(db, t5, alice.id, 'completed', at(-21)), posts.p5.postId);
  await buildTodo(db, t5, bob.id, 'completed', at(-20, 8));

  await buildTask(db, g.game, {
    name: 'Draft',
    labelId: launch.id,
    status: 'drafted',
    deadline: at(1),
    receiverIds: [alice.id],
  });
  const deleted = await buildTask(db, g.game, {
    name: 'Deleted',
    labelId: eu.id,
    status: 'deleted',
    deadline: at(-3),
    receiverIds: [alice.id],
  });
  await linkPost(db, await buildTodo(db, deleted, alice.id, 'completed', at(-4)), posts.p6.postId);

  const otherLabel = await buildLabel(db, g.other, 'Launch');
  const otherTask = await buildTask(db, g.other, {
    name: 'Elsewhere',
    labelId: otherLabel.id,
    deadline: at(-1),
    receiverIds: [alice.id],
  });
  await buildTodo(db, otherTask, alice.id, 'pending');

  // The inbox on the task posts: two comments on P3 (Alice's), one on P4 (Bob's), one on P8 (no task).
  await commentOn(db, fb, posts.p3.socialPostId, 'positive', -1);
  await commentOn(db, fb, posts.p3.socialPostId, 'negative', -1);
  await commentOn(db, g.twitter, posts.p4.socialPostId, 'positive', -2);
  await commentOn(db, fb, posts.p8.socialPostId, 'negative', -1);

  return {
    ...g,
    labels: { launch, eu, teaser, events, otherLabel },
    tasks: { t1, t2, t3, t4, t5, deleted, otherTask },
    posts,
  };
}
