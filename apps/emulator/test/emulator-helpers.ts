import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createEmulator } from '../src/index.js';

/** The emulated clock's start in every network's tests. */
export const START = Date.parse('2026-07-01T12:00:00Z');
/** A PKCE code verifier (RFC 7636 appendix B) and its S256 challenge. */
export const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
export const challengeOf = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function emulator(seed = 42): Promise<FastifyInstance> {
  const app = createEmulator({ seed, startTime: START });
  await app.ready();
  return app;
}

/** A call to the control API under `/_emulator`. */
export function control(app: FastifyInstance, method: Method, path: string, body?: object) {
  return app.inject({ method, url: `/_emulator${path}`, ...(body ? { payload: body } : {}) });
}

export async function advance(app: FastifyInstance, seconds: number): Promise<void> {
  expect((await control(app, 'POST', '/clock', { advance_seconds: seconds })).statusCode).toBe(200);
}

/** Where the consent page sends the browser: with `code` on Allow. */
export interface ConsentRedirect {
  redirect_url: string;
  code?: string;
}

/** The consent step without HTML: answers the network's authorize page through the control API. */
export async function consent<T extends ConsentRedirect = ConsentRedirect>(
  app: FastifyInstance,
  network: string,
  body: object,
): Promise<T> {
  const response = await control(app, 'POST', `/${network}/authorize`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
