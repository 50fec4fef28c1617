import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { sessions } from '../../db/schema/index.js';
import { startWorkers } from '../../jobs/queue.js';
import { createLogger } from '../../logger.js';
import { sessionCleanupJob } from './jobs.js';

describe('session clean-up job, end to end through the queue', () => {
  const app = useTestApp();

  it('deletes expired sessions and keeps live ones when the queued job runs', async () => {
    const db = app().database.db;
    const job = sessionCleanupJob(db, createLogger('silent'));
    const expiredUser = await buildUser(db);
    const liveUser = await buildUser(db);
    await signInAs(db, expiredUser.id);
    await signInAs(db, liveUser.id);
    await db
      .update(sessions)
      .set({ idleExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, expiredUser.id));

    await app().queue.boss.createQueue(job.name);
    // Enqueued inside a transaction, as features do: the job exists once the transaction commits.
    const id = await db.transaction(async (tx) => app().queue.send(job, {}, tx));
    expect(id).toBeTruthy();
    await startWorkers(app().queue, [{ ...job, cron: undefined }], createLogger('silent'));

    const deadline = Date.now() + 20_000;
    let state = '';
    while (Date.now() < deadline) {
      const found = await app().queue.boss.findJobs(job.name, { id: id ?? '' });
      state = found[0]?.state ?? '';
      if (state === 'completed' || state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(state).toBe('completed');
    expect(await db.select().from(sessions).where(eq(sessions.userId, expiredUser.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, liveUser.id))).toHaveLength(1);
  });

  it('enqueues nothing when the transaction rolls back', async () => {
    const db = app().database.db;
    const job = sessionCleanupJob(db, createLogger('silent'));
    await app().queue.boss.createQueue(job.name);
    const before = await app().queue.boss.findJobs(job.name);
    await db
      .transaction(async (tx) => {
        await app().queue.send(job, {}, tx);
        throw new Error('roll back');
      })
      .catch((error: unknown) => expect(String(error)).toContain('roll back'));
    const after = await app().queue.boss.findJobs(job.name);
    expect(after.length).toBe(before.length);
  });
});
