import { Writable } from 'node:stream';
import { api } from '@herald/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { bootstrap, DEMO_GAME } from './bootstrap.js';
import { memberships, roles, users } from './db/schema/index.js';
import { createLogger } from './logger.js';

describe('first start on an empty database', () => {
  const app = useTestApp();

  it('creates a platform admin who administers a demo game with its preset roles, once', async () => {
    const db = app().database.db;
    const options = {
      adminEmail: 'owner@studio.test',
      adminPassword: 'first-start-password',
      demoGame: true,
    };
    await bootstrap(db, options, createLogger('silent'));
    await bootstrap(db, { ...options, adminEmail: 'second@studio.test' }, createLogger('silent'));

    const all = await db.select().from(users);
    expect(all.map((user) => [user.email, user.isSuper])).toEqual([['owner@studio.test', true]]);
    const [admin] = all;
    const [membership] = await db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, admin?.id ?? 0));
    expect(membership).toMatchObject({ gameId: DEMO_GAME.game_id, isGameAdmin: true });
    const [presets] = await db.select({ n: count() }).from(roles).where(eq(roles.gameId, DEMO_GAME.game_id));
    expect(presets?.n).toBeGreaterThan(0);

    const signIn = await app().app.inject({
      method: 'POST',
      url: `/api/admin/${api.auth.signIn.path}`,
      payload: { email: 'owner@studio.test', password: 'first-start-password' },
    });
    expect(signIn.json()).toMatchObject({ code: 0, data: { isSuper: true, hasAdmin: true } });
  });

  it('prints a generated password once, readable in the log, and it signs the admin in', async () => {
    const lines: string[] = [];
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { app: server, database } = app();
    await database.db.delete(users);
    await bootstrap(
      database.db,
      { adminEmail: 'first@studio.test', adminPassword: undefined, demoGame: false },
      createLogger('info', log),
    );
    const printed = lines.join('').match(/with the password (\S+) and keep it/)?.[1];
    expect(printed).toBeDefined();
    const signIn = await server.inject({
      method: 'POST',
      url: `/api/admin/${api.auth.signIn.path}`,
      payload: { email: 'first@studio.test', password: printed },
    });
    expect(signIn.json()).toMatchObject({ code: 0, data: { isSuper: true } });
  });
});
