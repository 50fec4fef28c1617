import { type AuthorizeDialog, dialogPage, redirectUrl } from '../../core/authorize-page.js';
import { type Params, splitList, str } from '../../core/params.js';
import { CONSENT, signedIn } from './consent-page.js';
import type { TwitchRuntime } from './routing.js';
import { issueCode, KNOWN_SCOPES } from './tokens.js';
import type { TwitchApp, TwitchState } from './types.js';

/** A request the authorize page refuses with an error page (never redirected). */
export class AuthorizeError extends Error {}

export interface AuthorizeRequest {
  app: TwitchApp;
  redirectUri: string;
  scopes: string[];
  state: string | undefined;
}

/** The query of `https://id.twitch.tv/oauth2/authorize`, checked as Twitch does. */
export function parseAuthorize(state: TwitchState, params: Params): AuthorizeRequest {
  const clientId = str(params, 'client_id');
  const app = clientId ? state.apps.get(clientId) : undefined;
  if (!app) throw new AuthorizeError('invalid client');
  if (str(params, 'response_type') !== 'code') throw new AuthorizeError('unsupported response_type');
  const redirectUri = str(params, 'redirect_uri') ?? '';
  if (!URL.canParse(redirectUri)) throw new AuthorizeError('missing redirect_uri');
  if (app.redirectUris && !app.redirectUris.includes(redirectUri))
    throw new AuthorizeError('redirect_mismatch: Parameter redirect_uri does not match registered URI');
  const scopes = splitList(params.scope);
  const unknown = scopes.find((scope) => !(KNOWN_SCOPES as readonly string[]).includes(scope));
  if (unknown) throw new AuthorizeError(`invalid scope requested: '${unknown}'`);
  return { app, redirectUri, scopes: [...new Set(scopes)], state: str(params, 'state') };
}

/**
 * Where the browser goes: `?code&scope&state` on Authorize, `?error=access_denied&error_description
 * &state` on Cancel.
 */
export function decide(state: TwitchState, request: AuthorizeRequest, allow: boolean, now: number) {
  if (!allow) {
    const denied = { error: 'access_denied', error_description: 'The user denied you access' };
    return { redirect_url: redirectUrl(request.redirectUri, { ...denied, state: request.state }) };
  }
  const code = issueCode(
    state,
    {
      clientId: request.app.clientId,
      redirectUri: request.redirectUri,
      userId: state.user.id,
      scopes: request.scopes,
    },
    now,
  );
  const answer = { code: code.value, scope: request.scopes.join(' '), state: request.state };
  return { redirect_url: redirectUrl(request.redirectUri, answer), code: code.value };
}

/** The consent dialog (real: https://id.twitch.tv/oauth2/authorize). */
export function authorizeDialog(rt: TwitchRuntime): AuthorizeDialog<AuthorizeRequest, AuthorizeError> {
  return {
    consent: CONSENT,
    parse: (params) => parseAuthorize(rt.state, params),
    page: (parsed) => ({
      app: parsed.app.name,
      account: signedIn(rt.state.user),
      scopes: parsed.scopes,
      hidden: {
        client_id: parsed.app.clientId,
        response_type: 'code',
        redirect_uri: parsed.redirectUri,
        scope: parsed.scopes.join(' '),
        ...(parsed.state === undefined ? {} : { state: parsed.state }),
      },
    }),
    decide: (parsed, allow) => decide(rt.state, parsed, allow, rt.context.clock.now()),
    refuses: AuthorizeError,
  };
}

/** The consent page on the network's consent host. */
export const registerAuthorize = dialogPage('/oauth2/authorize', authorizeDialog);
