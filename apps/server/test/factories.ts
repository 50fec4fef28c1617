import {
  API_PREFIX,
  COOKIES,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  HEADERS,
  type ResourceKey,
  type SocialPermission,
} from '@herald/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import {
  accountPosts,
  memberAccounts,
  memberRoles,
  memberships,
  roles,
  socialAccounts,
  users,
} from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { createGame } from '../src/modules/tenancy/service.js';

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
let sequence = 0;
const next = () => {
  sequence += 1;
  return `${process.pid}-${sequence}`;
};

export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${next()}@example.test`,
      name: `User ${next()}`,
      type: 'account',
      passwordHash: await passwordHash,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

let gameSequence = 5000;
export async function buildGame(db: Db, admins: number[] = []) {
  gameSequence += 1;
  return createGame(db, { game_id: gameSequence, game_name: `Game ${gameSequence}`, names: [] }, admins);
}

export async function buildRole(
  db: Db,
  gameId: number,
  system: ResourceKey[],
  social: SocialPermission[] = ['view'],
) {
  const [role] = await db
    .insert(roles)
    .values({
      gameId,
      name: `Role ${next()}`,
      type: 'custom',
      systemPermissions: system,
      socialPermissions: social,
    })
    .returning();
  if (!role) throw new Error('role not created');
  return role;
}

export async function buildMember(
  db: Db,
  gameId: number,
  options: { admin?: boolean; keys?: ResourceKey[] } = {},
) {
  const user = await buildUser(db);
  await db.insert(memberships).values({ gameId, userId: user.id, isGameAdmin: options.admin ?? false });
  if (options.keys && options.keys.length > 0) {
    const role = await buildRole(db, gameId, options.keys);
    await db.insert(memberRoles).values({ gameId, userId: user.id, roleId: role.id });
  }
  return user;
}

export async function buildAccount(
  db: Db,
  gameId: number,
  overrides: Partial<typeof socialAccounts.$inferInsert> = {},
) {
  const [account] = await db
    .insert(socialAccounts)
    .values({
      gameId,
      socialChannel: 'facebook',
      socialAccount: `Page ${next()}`,
      socialId: `fb-${next()}`,
      ...overrides,
    })
    .returning();
  if (!account) throw new Error('account not created');
  return account;
}

/** Lets a member act on accounts (their account grants), as the permissions screen does. */
export async function grantAccounts(db: Db, gameId: number, userId: number, accountIds: number[]) {
  await db.insert(memberAccounts).values(accountIds.map((accountId) => ({ gameId, userId, accountId })));
}

/** A published post of an account, as Herald knows it (published by it or read from the network). */
export async function buildAccountPost(
  db: Db,
  accountId: number,
  values: { text: string; postedAt: Date; permalink?: string },
) {
  const [post] = await db
    .insert(accountPosts)
    .values({
      accountId,
      socialPostId: `post-${next()}`,
      text: values.text,
      permalink: values.permalink ?? null,
      postedAt: values.postedAt,
    })
    .returning();
  if (!post) throw new Error('post not created');
  return post;
}

export interface Caller {
  cookie: string;
  csrf: string;
}

/** A signed-in caller without going through the (rate-limited) sign-in endpoint. */
export async function signInAs(db: Db, userId: number): Promise<Caller> {
  const { token, session } = await createSession(db, userId, { idleMinutes: 60, absoluteHours: 24 });
  return { cookie: `${COOKIES.session}=${token}`, csrf: session.csrfToken };
}

export interface CallOptions {
  as?: Caller | null;
  game?: number;
  area?: string;
  headers?: Record<string, string>;
}

export async function rawCall(
  app: FastifyInstance,
  endpoint: Endpoint,
  input: unknown,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = {
    [HEADERS.commonParams]: JSON.stringify({
      platform: 'web',
      game_id: options.game,
      area_id: options.area ?? 'asia',
      tz_offset: 480,
    }),
    ...options.headers,
  };
  if (options.as) {
    headers.cookie = options.as.cookie;
    headers[HEADERS.csrf] = options.as.csrf;
  }
  const url = `${API_PREFIX}/${endpoint.path}`;
  if (endpoint.method === 'GET') {
    const query = Object.fromEntries(
      Object.entries((input ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
    return app.inject({ method: 'GET', url, query, headers });
  }
  return app.inject({ method: 'POST', url, payload: (input ?? {}) as Record<string, unknown>, headers });
}

/** Calls an endpoint and returns its data, failing the test on anything but code 0. */
export async function call<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const response = await rawCall(app, endpoint, input, options);
  const body = response.json() as { code: number; msg: string; data: EndpointOutput<E> };
  if (response.statusCode !== 200 || body.code !== 0) {
    throw new Error(
      `${endpoint.path} answered ${response.statusCode} ${body.code} ${body.msg}: ${response.body}`,
    );
  }
  return body.data;
}

/** Calls an endpoint expecting a failure; returns status and envelope. */
export async function fail(
  app: FastifyInstance,
  endpoint: Endpoint,
  input: unknown,
  options: CallOptions = {},
) {
  const response = await rawCall(app, endpoint, input, options);
  const body = response.json() as {
    code: number;
    msg: string;
    data: { issues?: { path: string; message: string }[] } | null;
  };
  return { status: response.statusCode, ...body };
}
