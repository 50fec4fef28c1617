import { type AuthorizeDialog, dialogPage, redirectUrl } from '../../core/authorize-page.js';
import { type Params, splitList, str } from '../../core/params.js';
import { CONSENT, signedIn } from './consent-page.js';
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

export function parseAuthorize(ts: ThState, params: Params): AuthorizeRequest {
  const clientId = str(params, 'client_id');
  const app = clientId ? ts.apps.get(clientId) : undefined;
  if (!app) throw new AuthorizeError('Invalid Request', 'Invalid platform app');
  if (str(params, 'response_type') !== 'code')
    throw new AuthorizeError('Invalid Request', 'response_type must be "code".');
  const redirectUri = str(params, 'redirect_uri') ?? '';
  if (!URL.canParse(redirectUri) || (app.redirectUris && !app.redirectUris.includes(redirectUri)))
    throw new AuthorizeError('Invalid Request', 'Invalid redirect_uri');
  const scopes = [...new Set(splitList(params.scope, /[\s,]+/))];
  const unknown = scopes.find((scope) => !(KNOWN_SCOPES as readonly string[]).includes(scope));
  if (unknown) throw new AuthorizeError('Invalid Scopes', `Invalid Scopes: ${unknown}`);
  if (!scopes.includes(BASIC))
    throw new AuthorizeError('Invalid Scopes', 'The threads_basic permission is required');
  return { app, redirectUri, scopes, state: str(params, 'state') };
}

/** Where the browser goes after Allow (`?code&state#_`) or Cancel (`?error=access_denied…`). */
export function decide(ts: ThState, request: AuthorizeRequest, allow: boolean, now: number) {
  const { state } = request;
  if (!allow) {
    const denied = {
      error: 'access_denied',
      error_reason: 'user_denied',
      error_description: 'The user denied your request.',
    };
    return { redirect_url: redirectUrl(request.redirectUri, { ...denied, state }) };
  }
  const code = issueCode(
    ts,
    { appId: request.app.id, redirectUri: request.redirectUri, userId: ts.user.id, scopes: request.scopes },
    now,
  );
  return {
    redirect_url: redirectUrl(request.redirectUri, { code: code.value, state }, '_'),
    code: code.value,
  };
}

/** The authorization window (real: https://threads.net/oauth/authorize). */
export function authorizeDialog(rt: ThRuntime): AuthorizeDialog<AuthorizeRequest, AuthorizeError> {
  return {
    consent: CONSENT,
    parse: (params) => parseAuthorize(rt.state, params),
    page: (parsed) => ({
      app: parsed.app.name,
      account: signedIn(rt.state.user),
      scopes: parsed.scopes,
      hidden: {
        client_id: parsed.app.id,
        redirect_uri: parsed.redirectUri,
        scope: parsed.scopes.join(','),
        response_type: 'code',
        ...(parsed.state === undefined ? {} : { state: parsed.state }),
      },
    }),
    decide: (parsed, allow) => decide(rt.state, parsed, allow, rt.context.clock.now()),
    refuses: AuthorizeError,
  };
}

/** The consent page on the network's consent host. */
export const registerAuthorize = dialogPage('/oauth/authorize', authorizeDialog);
