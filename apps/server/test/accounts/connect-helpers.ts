import { api, type SocialNetwork } from '@herald/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { buildGame, buildUser, type Caller, call, signInAs } from '../factories.js';
import { control } from '../platforms/emulated.js';

export { control };

/** Someone signed in who administers a game of their own: who the account calls are made as. */
export interface Member {
  as: Caller;
  game: number;
  user: Awaited<ReturnType<typeof buildUser>>;
}

export async function gameMember(db: Db): Promise<Member> {
  const user = await buildUser(db);
  const game = (await buildGame(db, [user.id])).game_id;
  return { as: await signInAs(db, user.id), game, user };
}

/** What the person does in the consent popup: allow, deny, or answer with the network's own fields. */
export type ConsentAnswer = 'allow' | 'deny' | Readonly<Record<string, unknown>>;

/** Facebook Login (which Instagram and WhatsApp connect through) takes `deny` and the picked `pages`. */
const FACEBOOK_LOGIN: ReadonlySet<SocialNetwork> = new Set(['facebook', 'instagram', 'whatsapp']);

/** The emulator's name for a network whose own consent popup it plays (X is `x` there). */
const emulatorName = (network: SocialNetwork): string => (network === 'twitter' ? 'x' : network);

/** Plays the person in the consent popup of `network`: the query the popup comes back with. */
export async function answerConsent(
  emulatorUrl: string,
  network: SocialNetwork,
  authorizeUrl: string,
  answer: ConsentAnswer = 'allow',
): Promise<Record<string, string>> {
  if (FACEBOOK_LOGIN.has(network)) {
    const decision = answer === 'deny' ? { deny: true } : answer === 'allow' ? {} : answer;
    return consent(emulatorUrl, authorizeUrl, decision);
  }
  return consentVia(emulatorUrl, emulatorName(network), authorizeUrl, answer);
}

/** Plays the person in the consent popup: allow (optionally only some Pages) or deny. */
export async function consent(
  emulatorUrl: string,
  authorizeUrl: string,
  decision: Readonly<Record<string, unknown>> = {},
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
  decision: ConsentAnswer = 'allow',
): Promise<Record<string, string>> {
  const asked = Object.fromEntries(new URL(authorizeUrl).searchParams);
  const answer = typeof decision === 'string' ? { decision } : decision;
  const answered = (await control(emulatorUrl, `/${name}/authorize`, { ...asked, ...answer })) as {
    redirect_url: string;
  };
  return Object.fromEntries(new URL(answered.redirect_url).searchParams);
}

type BindInput = Parameters<typeof call<typeof api.account.bind>>[2];
type Started = Awaited<ReturnType<typeof call<typeof api.account.bind>>>;

/** Starts connecting: the server's authorization attempt, with the network's authorize URL. */
export function startBind(app: FastifyInstance, member: Pick<Member, 'as' | 'game'>, input: BindInput) {
  return call(app, api.account.bind, input, { as: member.as, game: member.game });
}

/** A started attempt and the query the consent popup came back with. */
export interface Consented {
  started: Started;
  back: Record<string, string>;
}

/** bind → the person's answer in the consent popup (no callback yet). */
export async function bindAndConsent(
  app: FastifyInstance,
  emulatorUrl: string,
  member: Pick<Member, 'as' | 'game'>,
  input: BindInput,
  answer: ConsentAnswer = 'allow',
): Promise<Consented> {
  const started = await startBind(app, member, input);
  const back = await answerConsent(emulatorUrl, input.social_channel, started.authorize_url, answer);
  return { started, back };
}

/**
 * bind → consent → callback, and on to each further consent page the callback names (`next_url`, VK's
 * community consent after the sign-in): the attempt, authorized and ready to offer its accounts, the
 * last consent's answer, what the last callback answered and the consent pages the popup went on to.
 */
export async function authorizeBind(
  app: FastifyInstance,
  emulatorUrl: string,
  member: Pick<Member, 'as' | 'game'>,
  input: BindInput,
  answer: ConsentAnswer = 'allow',
) {
  const consented = await bindAndConsent(app, emulatorUrl, member, input, answer);
  const { started } = consented;
  let { back } = consented;
  let callback = await call(app, api.oauth.callback, { state: started.state, code: back.code }, member);
  const followed: string[] = [];
  while (callback.next_url) {
    followed.push(callback.next_url);
    back = await answerConsent(emulatorUrl, input.social_channel, callback.next_url, answer);
    callback = await call(app, api.oauth.callback, { state: started.state, code: back.code }, member);
  }
  return { started, back, callback, followed };
}

type Offered = Awaited<ReturnType<typeof call<typeof api.account.bindCandidates>>>;
type Candidates = Offered['candidates'];

export interface ConnectOptions {
  answer?: ConsentAnswer;
  /** The social ids to connect among the candidates offered; every candidate unless given. */
  pick?: (candidates: Candidates) => string[];
}

/**
 * The whole connect flow as the console runs it: bind, the person's consent, the callback, the
 * candidates offered (`offered`, with the network they are of), and the accounts connected from them.
 */
export async function connectAccounts(
  app: FastifyInstance,
  emulatorUrl: string,
  member: Pick<Member, 'as' | 'game'>,
  input: BindInput,
  options: ConnectOptions = {},
) {
  const authorized = await authorizeBind(app, emulatorUrl, member, input, options.answer);
  const { state } = authorized.started;
  const offered = await call(app, api.account.bindCandidates, { state }, member);
  const { candidates } = offered;
  const pick = options.pick ?? ((all: Candidates) => all.map((candidate) => candidate.social_id));
  const accounts = await call(app, api.account.bindAccounts, { state, social_ids: pick(candidates) }, member);
  return { ...authorized, offered, candidates, accounts };
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
  const answer = pages ? { pages } : 'allow';
  const { started } = await authorizeBind(
    app,
    emulatorUrl,
    { as, game },
    { social_channel: network },
    answer,
  );
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
  const { accounts } = await connectAccounts(
    app,
    emulatorUrl,
    { as, game },
    { social_channel: network },
    {
      pick: (candidates) =>
        candidates
          .filter((candidate) => !candidate.connected_here && !candidate.connected_game)
          .slice(0, count)
          .map((candidate) => candidate.social_id),
    },
  );
  return accounts;
}
