import type { FastifyInstance, FastifyReply } from 'fastify';
import { mergeParams, type Params, str } from '../../core/params.js';
import { renderAuthorizeError, renderConsent } from './consent-page.js';
import type { ThRuntime } from './routing.js';
import { BASIC, issueCode, KNOWN_SCOPES } from './tokens.js';
import type { ThApp, ThState } from './types.js';

/** A request the authorization window refuses with an error page. */
export class AuthorizeError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

export interface AuthorizeRequest {
  app: ThApp;
  redirectUri: string;
  scopes: string[];
  state?: string;
}

/** Permissions are comma-separated (spaces are tolerated); the control API also takes an array. */
export function scopeList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((item) => (typeof item === 'string' ? item.split(/[\s,]+/) : []))
    .filter((scope) => scope.length > 0);
}

export function parseAuthorize(ts: ThState, params: Params): AuthorizeRequest {
  const clientId = str(params, 'client_id');
  const app = clientId ? ts.apps.get(clientId) : undefined;
  if (!app) throw new AuthorizeError('Invalid Request', 'Invalid platform app');
  if (str(params, 'response_type') !== 'code')
    throw new AuthorizeError('Invalid Request', 'response_type must be "code".');
  const redirectUri = str(params, 'redirect_uri') ?? '';
  if (!URL.canParse(redirectUri) || (app.redirectUris && !app.redirectUris.includes(redirectUri)))
    throw new AuthorizeError('Invalid Request', 'Invalid redirect_uri');
  const scopes = [...new Set(scopeList(params.scope))];
  const unknown = scopes.find((scope) => !(KNOWN_SCOPES as readonly string[]).includes(scope));
  if (unknown) throw new AuthorizeError('Invalid Scopes', `Invalid Scopes: ${unknown}`);
  if (!scopes.includes(BASIC))
    throw new AuthorizeError('Invalid Scopes', 'The threads_basic permission is required');
  return { app, redirectUri, scopes, state: str(params, 'state') };
}

/** Where the browser goes after Allow (`?code&state#_`) or Cancel (`?error=access_denied…`). */
export function decide(ts: ThState, request: AuthorizeRequest, allow: boolean, now: number) {
  const url = new URL(request.redirectUri);
  if (!allow) {
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set('error_reason', 'user_denied');
    url.searchParams.set('error_description', 'The user denied your request.');
    if (request.state !== undefined) url.searchParams.set('state', request.state);
    return { redirect_url: url.toString() };
  }
  const code = issueCode(
    ts,
    { appId: request.app.id, redirectUri: request.redirectUri, userId: ts.user.id, scopes: request.scopes },
    now,
  );
  url.searchParams.set('code', code.value);
  if (request.state !== undefined) url.searchParams.set('state', request.state);
  url.hash = '_';
  return { redirect_url: url.toString(), code: code.value };
}

function refuse(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof AuthorizeError)) throw error;
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(renderAuthorizeError(error.title, error.message));
}

/** The authorization window under `/threads/www` (real: https://threads.net/oauth/authorize). */
export function registerAuthorize(app: FastifyInstance, rt: ThRuntime): void {
  app.get('/oauth/authorize', async (request, reply) => {
    try {
      const parsed = parseAuthorize(rt.state, mergeParams(request.query, undefined));
      const hidden: Record<string, string> = {
        client_id: parsed.app.id,
        redirect_uri: parsed.redirectUri,
        scope: parsed.scopes.join(','),
        response_type: 'code',
      };
      if (parsed.state !== undefined) hidden.state = parsed.state;
      const html = renderConsent({ app: parsed.app, user: rt.state.user, scopes: parsed.scopes, hidden });
      return reply.type('text/html; charset=utf-8').send(html);
    } catch (error) {
      return refuse(reply, error);
    }
  });
  app.post('/oauth/authorize', async (request, reply) => {
    try {
      const params = mergeParams(request.query, request.body);
      const parsed = parseAuthorize(rt.state, params);
      const allow = str(params, 'decision') === 'allow';
      return reply.redirect(decide(rt.state, parsed, allow, rt.context.clock.now()).redirect_url, 302);
    } catch (error) {
      return refuse(reply, error);
    }
  });
}
