import { API_PREFIX, api } from '@herald/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS } from '../../src/modules/auth/throttle.js';
import { buildUser, TEST_PASSWORD } from '../factories.js';
import { useTestApp } from '../harness.js';

/** A sign-in from an address, optionally naming another one in X-Forwarded-For. */
async function signIn(
  app: FastifyInstance,
  body: { email: string; password: string },
  from: { address: string; forwardedFor?: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/${api.auth.signIn.path}`,
    payload: body,
    remoteAddress: from.address,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
  const envelope = response.json() as { code: number | string; msg: string };
  return { status: response.statusCode, code: envelope.code, msg: envelope.msg };
}

describe('sign-in throttling', () => {
  const direct = useTestApp();
  const behindProxy = useTestApp({ env: { TRUST_PROXY: '1' } });

  it('locks an address out of an e-mail, known or not, with the same answer for both', async () => {
    const { app, database } = direct();
    const user = await buildUser(database.db);
    const from = { address: '203.0.113.7' };
    for (const email of [user.email, 'nobody-here@example.test']) {
      for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1)
        await signIn(app, { email, password: 'wrong password' }, from);
    }
    const known = await signIn(app, { email: user.email, password: TEST_PASSWORD }, from);
    const unknown = await signIn(app, { email: 'nobody-here@example.test', password: TEST_PASSWORD }, from);
    expect(known).toEqual({ status: 429, code: 1102, msg: unknown.msg });
    expect(unknown).toMatchObject({ status: 429, code: 1102 });
  });

  it('lets the owner in from another address while an attacker’s address is locked', async () => {
    const { app, database } = direct();
    const user = await buildUser(database.db);
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1)
      await signIn(app, { email: user.email, password: 'guess' }, { address: '198.51.100.9' });
    const attacker = await signIn(
      app,
      { email: user.email, password: TEST_PASSWORD },
      { address: '198.51.100.9' },
    );
    expect(attacker.code).toBe(1102);
    const owner = await signIn(
      app,
      { email: user.email, password: TEST_PASSWORD },
      { address: '192.0.2.44' },
    );
    expect(owner).toMatchObject({ status: 200, code: 0 });
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const { app, database } = direct();
    const user = await buildUser(database.db);
    const answers = [];
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS + 1; attempt += 1)
      answers.push(
        await signIn(
          app,
          { email: user.email, password: attempt < MAX_FAILED_LOGINS ? 'guess' : TEST_PASSWORD },
          { address: '198.51.100.20', forwardedFor: `10.9.8.${attempt}` },
        ),
      );
    // Rotating the header changed nothing: the socket's address was locked after the fifth guess.
    expect(answers.at(-1)?.code).toBe(1102);

    const proxied = behindProxy();
    const member = await buildUser(proxied.database.db);
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1)
      await signIn(
        proxied.app,
        { email: member.email, password: 'guess' },
        { address: '10.0.0.2', forwardedFor: '198.51.100.30' },
      );
    // Behind one trusted proxy the client is the forwarded address: another client is not locked.
    const other = await signIn(
      proxied.app,
      { email: member.email, password: TEST_PASSWORD },
      { address: '10.0.0.2', forwardedFor: '198.51.100.31' },
    );
    expect(other).toMatchObject({ status: 200, code: 0 });
  });
});
