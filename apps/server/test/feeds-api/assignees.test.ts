import { api } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { buildMember, call } from '../factories.js';
import { useTestApp } from '../harness.js';
import { inboxGame } from './factories.js';

describe('feeds/assignees', () => {
  const testApp = useTestApp();

  it('lists the enabled members who may open the inbox, without their e-mails, to a member without config rights', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const g = await inboxGame(db);
    const reporter = await buildMember(db, g.game, { keys: ['report_base'] });
    const gone = await buildMember(db, g.game, { keys: ['content_base'] });
    await db.update(users).set({ disabled: true }).where(eq(users.id, gone.id));

    const listed = await call(app, api.feeds.assignees, {}, { as: g.member, game: g.game });
    const ids = listed.map((member) => member.user_id);
    expect(ids).toEqual(expect.arrayContaining([g.adminUser.id, g.memberUser.id]));
    expect(ids).not.toContain(reporter.id);
    expect(ids).not.toContain(gone.id);
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual(['name', 'user_id']);
  });
});
