import { allEndpoints, type Endpoint } from '@herald/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGame, buildMember, type Caller, signInAs } from '../factories.js';
import { createTestApp, type TestApp } from '../harness.js';
import { bodyFor, brokenValue } from './inputs.js';
import { type Answer, fingerprintQuery, send } from './probe.js';

/**
 * The contract, fuzzed: every POST endpoint the contract declares gets bodies derived from its own
 * input schema, pushed to extremes and broken, from a signed-in game admin (who may reach every
 * handler). Whatever comes, the answer is never a 5xx, always the {code,msg,data} envelope (or the
 * file an export answers), and a refused request leaves every table as it was. A new endpoint is
 * covered the day it is declared. `npm test` runs a short budget with a fixed seed; `npm run fuzz`
 * runs 10,000 requests with a fresh seed (FUZZ_RUNS, FUZZ_SEED to change) and prints the figures;
 * a failure prints its seed and path, so it can be replayed.
 */

const RUNS_SET = process.env.FUZZ_RUNS || undefined;
const RUNS = Number(RUNS_SET ?? 250);
/** The short budget of `npm test` is the same run every time; a long run explores (or replays a seed). */
const SEED =
  process.env.FUZZ_SEED !== undefined
    ? Number(process.env.FUZZ_SEED)
    : RUNS_SET === undefined
      ? 20_261_127
      : undefined;

/** Calls that end the caller's own session (the fuzz would then only meet 401s). */
const SESSION_ENDING = new Set(['auth/logout']);

const fuzzed: readonly Endpoint[] = allEndpoints.filter(
  (endpoint) => endpoint.method === 'POST' && !endpoint.stream && !SESSION_ENDING.has(endpoint.path),
);

describe('every endpoint, fuzzed from its contract', () => {
  let t: TestApp;
  let gameId: number;
  let adminId: number;
  let as: Caller;
  const statuses = new Map<number, number>();
  const codes = new Map<number | string, number>();
  let requests = 0;
  let started = 0;

  beforeAll(async () => {
    t = await createTestApp();
    gameId = (await buildGame(t.database.db)).game_id;
    adminId = (await buildMember(t.database.db, gameId, { admin: true })).id;
    as = await signInAs(t.database.db, adminId);
  });
  afterAll(async () => {
    const seconds = (Date.now() - started) / 1000;
    const sorted = (map: Map<number | string, number>) =>
      [...map].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${key}: ${n}`);
    process.stdout.write(
      `${[
        `fuzz: ${requests} requests over ${fuzzed.length} endpoints in ${seconds.toFixed(1)} s (${(requests / seconds).toFixed(0)} req/s)`,
        `HTTP statuses — ${sorted(statuses).join(', ')}`,
        `envelope codes — ${sorted(codes).slice(0, 25).join(', ')}`,
      ].join('\n')}\n`,
    );
    await t.close();
  });

  const commonParams = fc.oneof(
    { weight: 9, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.record(
        { game_id: brokenValue, area_id: brokenValue, tz_offset: brokenValue },
        { requiredKeys: [] },
      ),
    },
  );

  it('never answers 5xx, always answers an envelope, and a refusal writes nothing', async () => {
    const fingerprint = await fingerprintQuery(t.database);
    let last = await fingerprint();
    started = Date.now();
    const request = fc
      .constantFrom(...fuzzed)
      .chain((endpoint) => fc.tuple(fc.constant(endpoint), bodyFor(endpoint.input), commonParams));
    await fc.assert(
      fc.asyncProperty(request, async ([endpoint, body, params]) => {
        const headers = params ?? { platform: 'web', game_id: gameId, area_id: 'asia', tz_offset: 480 };
        let answer: Answer = await send(t.app, endpoint, body, as, headers);
        if (answer.status === 401) {
          // Something the fuzz sent ended the session (a password change, a role lost): sign in again.
          as = await signInAs(t.database.db, adminId);
          answer = await send(t.app, endpoint, body, as, headers);
        }
        requests += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        codes.set(answer.code ?? 'file', (codes.get(answer.code ?? 'file') ?? 0) + 1);
        const where = `${endpoint.path} ← ${JSON.stringify(body)?.slice(0, 300)}`;
        expect(answer.status, where).toBeLessThan(500);
        expect(answer.file || answer.code !== null, `not an envelope: ${where}`).toBe(true);
        const now = await fingerprint();
        if (answer.code !== 0 && !answer.file)
          expect(now, `refused (${answer.code}) but written: ${where}`).toBe(last);
        last = now;
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
    );
  }, 3_600_000);
});
