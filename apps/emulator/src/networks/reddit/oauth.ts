import { type AuthorizeDialog, dialogPage, redirectUrl } from '../../core/authorize-page.js';
import { type Params, splitList, str } from '../../core/params.js';
import { CONSENT, consentPage } from './consent-page.js';
import type { RedditRuntime } from './routing.js';
import { issueCode, KNOWN_SCOPES } from './tokens.js';
import type { RedditApp, RedditState } from './types.js';

/** A request Reddit refuses on its own page (the app or its redirect URI is wrong). */
export class AuthorizeError extends Error {}

export interface AuthorizeRequest {
  app: RedditApp;
  redirectUri: string;
  state: string;
  scopes: string[];
  permanent: boolean;
  /** Set when Reddit sends the browser back with `?error=` rather than showing the consent page. */
  error?: string;
}

export function parseAuthorize(rs: RedditState, params: Params): AuthorizeRequest {
  const clientId = str(params, 'client_id') ?? '';
  const app = rs.apps.get(clientId);
  if (!app) throw new AuthorizeError('invalid client id');
  const redirectUri = str(params, 'redirect_uri') ?? '';
  if (!URL.canParse(redirectUri) || (app.redirectUris && !app.redirectUris.includes(redirectUri)))
    throw new AuthorizeError('invalid redirect_uri parameter');
  const state = str(params, 'state') ?? '';
  const scopes = [...new Set(splitList(params.scope, /[\s,+]+/))];
  const duration = str(params, 'duration') ?? 'temporary';
  const request = { app, redirectUri, state, scopes, permanent: duration === 'permanent' };
  if (str(params, 'response_type') !== 'code') return { ...request, error: 'unsupported_response_type' };
  if (scopes.length === 0 || scopes.some((scope) => !(KNOWN_SCOPES as readonly string[]).includes(scope)))
    return { ...request, error: 'invalid_scope' };
  if (!state || (duration !== 'temporary' && duration !== 'permanent'))
    return { ...request, error: 'invalid_request' };
  return request;
}

/** Where the browser goes after Allow (`?state&code`), Decline (`?state&error=access_denied`) or an error. */
export function decide(rs: RedditState, request: AuthorizeRequest, allow: boolean, now: number) {
  const { state } = request;
  const error = request.error ?? (allow ? undefined : 'access_denied');
  if (error) return { redirect_url: redirectUrl(request.redirectUri, { state, error }) };
  const code = issueCode(
    rs,
    {
      clientId: request.app.clientId,
      redirectUri: request.redirectUri,
      userId: rs.user.id,
      scopes: request.scopes,
      permanent: request.permanent,
    },
    now,
  );
  return { redirect_url: redirectUrl(request.redirectUri, { state, code: code.value }), code: code.value };
}

/** Reddit's consent dialog (real: https://www.reddit.com/api/v1/authorize). */
export function authorizeDialog(rt: RedditRuntime): AuthorizeDialog<AuthorizeRequest, AuthorizeError> {
  return {
    consent: CONSENT,
    parse: (params) => parseAuthorize(rt.state, params),
    skipsPage: (parsed) => parsed.error !== undefined,
    page: (parsed) =>
      consentPage({
        app: parsed.app,
        user: rt.state.user,
        scopes: parsed.scopes,
        permanent: parsed.permanent,
        hidden: {
          client_id: parsed.app.clientId,
          response_type: 'code',
          state: parsed.state,
          redirect_uri: parsed.redirectUri,
          duration: parsed.permanent ? 'permanent' : 'temporary',
          scope: parsed.scopes.join(' '),
        },
      }),
    decide: (parsed, allow) => decide(rt.state, parsed, allow, rt.context.clock.now()),
    refuses: AuthorizeError,
  };
}

/** The consent page on the network's consent host. */
export const registerAuthorize = dialogPage('/api/v1/authorize', authorizeDialog);
