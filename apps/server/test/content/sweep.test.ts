import { api } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents, contentTargets } from '../../src/db/schema/index.js';
import { sweepJob } from '../../src/modules/content/pipeline/sweep-job.js';
import { type Caller, call } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { blankPost, contentDeps, pageReady, waitForStatus } from './helpers.js';

describe('nothing publishing is forgotten (the sweep)', () => {
  const networks = useEmulator(46);
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };

  beforeAll(async () => {
    ({ as, game, page } = await pageReady(testApp(), networks.url()));
  });

  /** A post left publishing with its job lost: the target waits, nothing under way, for ten minutes. */
  async function forgotten(text: string): Promise<number> {
    const { app, database } = testApp();
    const draft = await call(
      app,
      api.post.save,
      { post: blankPost({ account_ids: [page.id], text }) },
      { as, game },
    );
    const tenMinutesAgo = sql`now() - interval '10 minutes'`;
    await database.db.update(contents).set({ status: 'publishing' }).where(eq(contents.id, draft.post.id));
    await database.db
      .update(contentTargets)
      .set({ round: 1, updatedAt: tenMinutesAgo })
      .where(eq(contentTargets.contentId, draft.post.id));
    return draft.post.id;
  }

  it('sends a forgotten target again; it is published once', async () => {
    const text = 'Lost job, found by the sweep';
    const id = await forgotten(text);
    await sweepJob(contentDeps(testApp())).handle({});
    const done = await waitForStatus(testApp(), as, game, id, ['published', 'publish_fail', 'publish_exc']);
    expect(done.post.status).toBe('published');
    const response = await fetch(`${networks.url()}/_emulator/facebook/pages/${page.social_id}/posts`);
    const posts = ((await response.json()) as { data: { message: string | null }[] }).data;
    expect(posts.filter((post) => post.message === text)).toHaveLength(1);
  });

  it('leaves a target alone while something is under way, and settles a content whose targets all ended', async () => {
    const { database } = testApp();
    const recent = await forgotten('Recently started');
    await database.db
      .update(contentTargets)
      .set({ updatedAt: new Date() })
      .where(eq(contentTargets.contentId, recent));
    const ended = await forgotten('Every target ended');
    await database.db
      .update(contentTargets)
      .set({ result: 'succeed', postId: 'p1', publishedAt: new Date() })
      .where(eq(contentTargets.contentId, ended));
    await sweepJob(contentDeps(testApp())).handle({});
    const [settled] = await database.db.select().from(contents).where(eq(contents.id, ended));
    expect(settled?.status).toBe('published');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [untouched] = await database.db
      .select()
      .from(contentTargets)
      .where(eq(contentTargets.contentId, recent));
    expect(untouched?.result).toBe('init');
  });

  it('sends a scheduled post whose due job was lost its due job again; it is published once', async () => {
    const { app, database } = testApp();
    const text = 'Due job lost in a crash';
    const at = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const submitted = await call(
      app,
      api.post.submit,
      {
        post: blankPost({
          account_ids: [page.id],
          text,
          publish: { timing: 'schedule', scheduled_at: at, time_zone: 'UTC' },
        }),
      },
      { as, game },
    );
    expect(submitted.post.status).toBe('scheduled');
    // Its time came a minute ago and its job (still waiting for the old instant) never ran.
    await database.db
      .update(contents)
      .set({ scheduledAt: sql`now() - interval '1 minute'` })
      .where(eq(contents.id, submitted.post.id));
    await sweepJob(contentDeps(testApp())).handle({});
    const done = await waitForStatus(testApp(), as, game, submitted.post.id, [
      'published',
      'publish_fail',
      'publish_exc',
    ]);
    expect(done.post.status).toBe('published');
    const response = await fetch(`${networks.url()}/_emulator/facebook/pages/${page.social_id}/posts`);
    const posts = ((await response.json()) as { data: { message: string | null }[] }).data;
    expect(posts.filter((post) => post.message === text)).toHaveLength(1);
  });
});
