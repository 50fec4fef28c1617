import { api, errorCatalog, instantOf, wallTimeOf } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../src/db/schema/index.js';
import { dueJob } from '../../src/modules/content/pipeline/due-job.js';
import { type Caller, call, fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { blankPost, contentDeps, pageReady, waitForStatus } from './helpers.js';

const ZONE = 'America/New_York';

/** A wall time in New York some hours from now, as the compose form would produce it. */
function hoursAhead(hours: number): string {
  return wallTimeOf(new Date(Date.now() + hours * 3_600_000), ZONE);
}

describe('scheduling in a time zone', () => {
  const networks = useEmulator(44);
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };

  beforeAll(async () => {
    ({ as, game, page } = await pageReady(testApp(), networks.url()));
  });

  function scheduled(wall: string, text: string) {
    const at = instantOf(wall, ZONE).toISOString();
    return blankPost({
      account_ids: [page.id],
      text,
      publish: { timing: 'schedule', scheduled_at: at, time_zone: ZONE },
    });
  }

  it('keeps the instant and the zone; across DST changes the wall time is what was meant', async () => {
    const { app } = testApp();
    const gap = await call(
      app,
      api.post.submit,
      { post: scheduled('2027-03-14T02:30', 'Spring forward') },
      { as, game },
    );
    expect(gap.post.status).toBe('scheduled');
    expect(gap.post.publish).toEqual({
      timing: 'schedule',
      scheduled_at: '2027-03-14T07:30:00.000Z',
      time_zone: ZONE,
    });
    const twice = await call(
      app,
      api.post.submit,
      { post: scheduled('2027-11-07T01:30', 'Fall back') },
      { as, game },
    );
    expect(twice.post.publish).toMatchObject({ scheduled_at: '2027-11-07T05:30:00.000Z' });
    // A calendar day in New York that straddles the change holds the post; the UTC day does too.
    const day = await call(
      app,
      api.post.calendar,
      {
        from: instantOf('2027-11-07T00:00', ZONE).toISOString(),
        to: instantOf('2027-11-08T00:00', ZONE).toISOString(),
      },
      { as, game },
    );
    expect(day.items.map((item) => item.id)).toEqual([twice.post.id]);
    expect(day.items[0]).toEqual({
      id: twice.post.id,
      status: 'scheduled',
      label: 'Fall back',
      networks: ['facebook'],
      at: '2027-11-07T05:30:00.000Z',
      time_zone: ZONE,
      held: null,
      movable: true,
    });
  });

  it('refuses a schedule less than 30 minutes ahead', async () => {
    const { app } = testApp();
    const soon = await fail(
      app,
      api.post.submit,
      { post: scheduled(hoursAhead(0.25), 'Too soon') },
      { as, game },
    );
    expect(soon.code).toBe(errorCatalog.validation_failed.code);
    expect(soon.data?.issues).toEqual([
      { path: 'publish.scheduled_at', message: 'Schedule at least 30 minutes ahead' },
    ]);
  });

  it('a moved schedule leaves the old due job nothing to do; the new one publishes once', async () => {
    const { app, database } = testApp();
    const text = 'Moved in the calendar';
    const first = await call(app, api.post.submit, { post: scheduled(hoursAhead(2), text) }, { as, game });
    const [before] = await database.db.select().from(contents).where(eq(contents.id, first.post.id));
    const moved = await call(
      app,
      api.post.reschedule,
      { id: first.post.id, scheduled_at: instantOf(hoursAhead(3), ZONE).toISOString(), time_zone: ZONE },
      { as, game },
    );
    expect(moved.post.status).toBe('scheduled');
    const due = dueJob(contentDeps(testApp()));
    await due.handle({ content_id: first.post.id, version: before?.scheduleVersion ?? 0 });
    expect((await call(app, api.post.detail, { id: first.post.id }, { as, game })).post.status).toBe(
      'scheduled',
    );
    await due.handle({ content_id: first.post.id, version: (before?.scheduleVersion ?? 0) + 1 });
    const done = await waitForStatus(testApp(), as, game, first.post.id, [
      'published',
      'publish_fail',
      'publish_exc',
    ]);
    expect(done.post.status).toBe('published');
    expect(done.events.map((event) => event.action)).toEqual([
      'edit',
      'submit',
      'reschedule',
      'due',
      'settle',
    ]);
    const response = await fetch(`${networks.url()}/_emulator/facebook/pages/${page.social_id}/posts`);
    const posts = ((await response.json()) as { data: { message?: string }[] }).data;
    expect(posts.filter((post) => post.message === text)).toHaveLength(1);
  });

  it('a revoked schedule does not publish and is a draft again', async () => {
    const { app, database } = testApp();
    const post = await call(
      app,
      api.post.submit,
      { post: scheduled(hoursAhead(2), 'Revoked') },
      { as, game },
    );
    const [row] = await database.db.select().from(contents).where(eq(contents.id, post.post.id));
    const revoked = await call(app, api.post.revoke, { id: post.post.id }, { as, game });
    expect(revoked.post.status).toBe('revoked');
    expect(revoked.actions).toEqual(expect.arrayContaining(['edit', 'submit', 'to_draft', 'delete']));
    await dueJob(contentDeps(testApp())).handle({
      content_id: post.post.id,
      version: row?.scheduleVersion ?? 0,
    });
    expect((await call(app, api.post.detail, { id: post.post.id }, { as, game })).post.status).toBe(
      'revoked',
    );
  });
});
