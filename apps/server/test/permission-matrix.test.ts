import { type Access, allEndpoints, type Endpoint, endpointId, resourceKeys } from '@herald/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGame, buildMember, buildUser, type Caller, rawCall, signInAs } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';
import { openStream } from './streams.js';

type Persona =
  | { kind: 'anonymous' }
  | { kind: 'outsider' }
  | { kind: 'member'; key: (typeof resourceKeys)[number] }
  | { kind: 'game_admin' }
  | { kind: 'other_game_admin' }
  | { kind: 'platform_admin' };

const personas: Persona[] = [
  { kind: 'anonymous' },
  { kind: 'outsider' },
  ...resourceKeys.map((key) => ({ kind: 'member' as const, key })),
  { kind: 'game_admin' },
  { kind: 'other_game_admin' },
  { kind: 'platform_admin' },
];

const label = (persona: Persona) => (persona.kind === 'member' ? `member with ${persona.key}` : persona.kind);

/** SPEC §6, written out independently of the guard: who may reach an endpoint of this access. */
function expectedAllowed(access: Access, persona: Persona): boolean {
  if (access === 'public') return true;
  switch (persona.kind) {
    case 'anonymous':
      return false;
    case 'platform_admin':
      return true;
    case 'outsider':
    case 'other_game_admin':
      return access === 'base_auth';
    case 'game_admin':
      return access !== 'admin_system';
    case 'member':
      return access === 'base_auth' || access === 'base_game' || access === persona.key;
    default:
      return persona satisfies never;
  }
}

describe('permission matrix: every endpoint × every persona', () => {
  let t: TestApp;
  let gameId: number;
  const userIds = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const game = await buildGame(db);
    const other = await buildGame(db);
    gameId = game.game_id;
    userIds.set('outsider', (await buildUser(db)).id);
    userIds.set('game_admin', (await buildMember(db, gameId, { admin: true })).id);
    userIds.set('other_game_admin', (await buildMember(db, other.game_id, { admin: true })).id);
    userIds.set('platform_admin', (await buildUser(db, { isSuper: true })).id);
    for (const key of resourceKeys)
      userIds.set(`member with ${key}`, (await buildMember(db, gameId, { keys: [key] })).id);
  });
  afterAll(async () => t.close());

  /** A fresh session per call: some endpoints (logout) end the session they are called with. */
  async function callerFor(persona: Persona): Promise<Caller | null> {
    const id = userIds.get(label(persona));
    return id === undefined ? null : signInAs(t.database.db, id);
  }

  for (const endpoint of allEndpoints) {
    it(`${endpointId(endpoint)} (${endpoint.access})`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const persona of personas) {
        const options = { as: await callerFor(persona), game: gameId };
        // An event stream stays open: the caller learns whether it was admitted, then leaves.
        const response = endpoint.stream
          ? await openStream(t.app, endpoint, options).then((stream) => {
              stream.close();
              return stream;
            })
          : await rawCall(t.app, endpoint as Endpoint, {}, options);
        const denied = response.statusCode === 401 || response.statusCode === 403;
        outcomes.push(`${label(persona)}: ${denied ? 'deny' : 'allow'}`);
        expected.push(`${label(persona)}: ${expectedAllowed(endpoint.access, persona) ? 'allow' : 'deny'}`);
        expect(response.statusCode, `${label(persona)} got a server error: ${response.body}`).toBeLessThan(
          500,
        );
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it('declares a permission for every endpoint (snapshot: any change to who can reach what shows in review)', () => {
    const declarations = Object.fromEntries(
      allEndpoints.map((endpoint) => [endpointId(endpoint), endpoint.access]),
    );
    expect(declarations).toMatchSnapshot();
  });
});
