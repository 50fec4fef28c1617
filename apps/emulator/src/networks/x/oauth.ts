import { type AuthorizeDialog, dialogPage, redirectUrl } from '../../core/authorize-page.js';
import { type Params, splitList, str } from '../../core/params.js';
import { CONSENT, signedIn } from './consent-page.js';
import type { XRuntime } from './routing.js';
import { issueCode, KNOWN_SCOPES } from './tokens.js';
import type { XApp, XState } from './types.js';

/** A request the authorize page refuses; X shows a generic page, the emulator adds the reason. */
export class AuthorizeError extends Error {
  readonly title = 'Something went wrong';
}

export interface AuthorizeRequest {
  app: XApp;
  redirectUri: string;
  scopes: string[];
  state: string;
  challenge: string;
  method: 'S256' | 'plain';
}

export function parseAuthorize(xs: XState, params: Params): AuthorizeRequest {
  const clientId = str(params, 'client_id');
  const app = clientId ? xs.apps.get(clientId) : undefined;
  if (!app) throw new AuthorizeError(`Unknown client_id "${clientId ?? ''}".`);
  if (str(params, 'response_type') !== 'code') throw new AuthorizeError('response_type must be "code".');
  const redirectUri = str(params, 'redirect_uri') ?? '';
  if (!URL.canParse(redirectUri)) throw new AuthorizeError('redirect_uri is missing or not a URL.');
  if (app.redirectUris && !app.redirectUris.includes(redirectUri)) {
    throw new AuthorizeError('redirect_uri does not match a callback URL registered for the App.');
  }
  const scopes = splitList(params.scope);
  if (scopes.length === 0) throw new AuthorizeError('scope is required.');
  const unknown = scopes.find((scope) => !(KNOWN_SCOPES as readonly string[]).includes(scope));
  if (unknown) throw new AuthorizeError(`Unknown scope "${unknown}".`);
  const state = str(params, 'state');
  if (!state || state.length > 500) throw new AuthorizeError('state is required (at most 500 characters).');
  const challenge = str(params, 'code_challenge');
  if (!challenge) throw new AuthorizeError('code_challenge is required (PKCE).');
  const method = str(params, 'code_challenge_method') ?? 'plain';
  if (method !== 'S256' && method !== 'plain')
    throw new AuthorizeError('code_challenge_method must be S256 or plain.');
  return { app, redirectUri, scopes: [...new Set(scopes)], state, challenge, method };
}

/** Where the browser goes after Authorize (`?state&code`) or Cancel (`?error=access_denied&state`). */
export function decide(xs: XState, request: AuthorizeRequest, allow: boolean, now: number) {
  if (!allow)
    return {
      redirect_url: redirectUrl(request.redirectUri, { error: 'access_denied', state: request.state }),
    };
  const code = issueCode(
    xs,
    {
      clientId: request.app.clientId,
      redirectUri: request.redirectUri,
      userId: xs.user.id,
      scopes: request.scopes,
      challenge: request.challenge,
      method: request.method,
    },
    now,
  );
  const redirect_url = redirectUrl(request.redirectUri, { state: request.state, code: code.value });
  return { redirect_url, code: code.value };
}

/** The consent dialog (real: https://x.com/i/oauth2/authorize). */
export function authorizeDialog(rt: XRuntime): AuthorizeDialog<AuthorizeRequest, AuthorizeError> {
  return {
    consent: CONSENT,
    parse: (params) => parseAuthorize(rt.state, params),
    page: (parsed) => ({
      app: parsed.app.name,
      account: signedIn(rt.state.user),
      scopes: parsed.scopes,
      hidden: {
        response_type: 'code',
        client_id: parsed.app.clientId,
        redirect_uri: parsed.redirectUri,
        scope: parsed.scopes.join(' '),
        state: parsed.state,
        code_challenge: parsed.challenge,
        code_challenge_method: parsed.method,
      },
    }),
    decide: (parsed, allow) => decide(rt.state, parsed, allow, rt.context.clock.now()),
    refuses: AuthorizeError,
  };
}

/** The consent page on the network's consent host. */
export const registerAuthorize = dialogPage('/i/oauth2/authorize', authorizeDialog);
