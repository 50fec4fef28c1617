import { api } from '@herald/contract';
import type { FastifyInstance } from 'fastify';
import { type Caller, call } from '../factories.js';
import { control } from '../platforms/emulated.js';

export { control };

/** Plays the person in the consent popup: allow (optionally only some Pages) or deny. */
export async function consent(
  emulatorUrl: string,
  authorizeUrl: string,
  decision: { deny?: boolean; pages?: string[] } = {},
): Promise<Record<string, string>> {
  const asked = new URL(authorizeUrl).searchParams;
  const answer = (await control(emulatorUrl, '/facebook/authorize', {
    client_id: asked.get('client_id'),
    redirect_uri: asked.get('redirect_uri'),
    scope: asked.get('scope'),
    state: asked.get('state'),
    ...decision,
  })) as { redirect_url: string };
  return Object.fromEntries(new URL(answer.redirect_url).searchParams);
}

/**
 * Plays the person in the consent popup of a network whose emulator control API takes the authorize
 * URL's query (`POST /_emulator/<name>/authorize` with `decision`): the query the popup comes back with.
 */
export async function consentVia(
  emulatorUrl: string,
  name: string,
  authorizeUrl: string,
  decision: 'allow' | 'deny' | Readonly<Record<string, unknown>> = 'allow',
): Promise<Record<string, string>> {
  const asked = Object.fromEntries(new URL(authorizeUrl).searchParams);
  const answer = typeof decision === 'string' ? { decision } : decision;
  const answered = (await control(emulatorUrl, `/${name}/authorize`, { ...asked, ...answer })) as {
    redirect_url: string;
  };
  return Object.fromEntries(new URL(answered.redirect_url).searchParams);
}

export function invalidateTokens(emulatorUrl: string, pageId: string) {
  return control(emulatorUrl, '/facebook/tokens/invalidate', { page_id: pageId, reason: 'password_changed' });
}

export function injectFault(
  emulatorUrl: string,
  fault: { kind: string; match?: string; times?: number; delay_ms?: number },
) {
  return control(emulatorUrl, '/faults', { network: 'facebook', ...fault });
}

export async function emulatorTokens(emulatorUrl: string): Promise<string[]> {
  const response = await fetch(`${emulatorUrl}/_emulator/facebook/tokens`);
  const body = (await response.json()) as { data: { access_token: string }[] };
  return body.data.map((token) => token.access_token);
}

/** bind → consent → callback: the state of an authorized attempt. */
export async function authorize(
  app: FastifyInstance,
  emulatorUrl: string,
  as: Caller,
  game: number,
  pages?: string[],
  network: 'facebook' | 'instagram' = 'facebook',
): Promise<string> {
  const started = await call(app, api.account.bind, { social_channel: network }, { as, game });
  const back = await consent(emulatorUrl, started.authorize_url, pages ? { pages } : {});
  await call(app, api.oauth.callback, { state: back.state ?? '', code: back.code }, { as, game });
  return started.state;
}

/** Connects Pages (or the Instagram accounts linked to them) end to end and returns their account views. */
export async function connectPages(
  app: FastifyInstance,
  emulatorUrl: string,
  as: Caller,
  game: number,
  count: number,
  network: 'facebook' | 'instagram' = 'facebook',
) {
  const state = await authorize(app, emulatorUrl, as, game, undefined, network);
  const { candidates } = await call(app, api.account.bindCandidates, { state }, { as, game });
  const picked = candidates.filter((candidate) => !candidate.connected_here && !candidate.connected_game);
  return call(
    app,
    api.account.bindAccounts,
    { state, social_ids: picked.slice(0, count).map((candidate) => candidate.social_id) },
    { as, game },
  );
}
