import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { users } from './db/schema/index.js';
import type { Logger } from './logger.js';
import { hashPassword } from './modules/auth/index.js';
import { createGame } from './modules/tenancy/index.js';

export interface BootstrapOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  demoGame: boolean;
}

export const DEMO_GAME = {
  game_id: 1001,
  game_name: 'Demo Game',
  names: [
    { language: 'en', name: 'Demo Game' },
    { language: 'zh-CN', name: '演示游戏' },
  ],
};

/**
 * On an empty database: a platform admin (password from ADMIN_PASSWORD, or generated and printed once)
 * and a demo game it administers, so a first start shows a usable console.
 */
export async function bootstrap(db: Db, options: BootstrapOptions, logger: Logger): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  const password = options.adminPassword ?? randomBytes(12).toString('base64url');
  const [admin] = await db
    .insert(users)
    .values({
      email: options.adminEmail,
      name: 'Herald Admin',
      passwordHash: await hashPassword(password),
      type: 'account',
      isSuper: true,
    })
    .returning({ id: users.id });
  if (!admin) throw new Error('could not create the platform admin');
  if (options.demoGame) await createGame(db, DEMO_GAME, [admin.id]);
  if (options.adminPassword) {
    logger.info({ email: options.adminEmail }, 'platform admin created with ADMIN_PASSWORD');
  } else {
    // Printed once, on the first start only; the hash is all that is stored. It is in the message, not
    // a `password` field, which the log's redaction would hide from the person who needs it.
    logger.warn(
      { email: options.adminEmail },
      `platform admin created: sign in as ${options.adminEmail} with the password ${password} and keep it`,
    );
  }
}
