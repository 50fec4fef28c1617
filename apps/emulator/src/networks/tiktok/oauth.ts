import { type AuthorizeDialog, dialogPage, redirectUrl } from '../../core/authorize-page.js';
import { type Params, splitList, str } from '../../core/params.js';
import { CONSENT, signedIn } from './consent-page.js';
import type { TiktokRuntime } from './routing.js';
import { issueCode, KNOWN_SCOPES } from './tokens.js';
import type { TiktokApp, TiktokState } from './types.js';

/**
 * What the consent redirect carries when TikTok is not offered where the user is (a mainland China
 * network). TikTok documents no code for it; the emulator names it so the console can explain it.
 */
export const REGION_ERROR = 'region_not_supported';
const REGION_DESCRIPTION = 'TikTok is not available in your country or region.';

/** A request the authorize page refuses with an error page (never redirected). */
export class AuthorizeError extends Error {}

export interface AuthorizeRequest {
  app: TiktokApp;
  redirectUri: string;
  scopes: string[];
  state: string;
  challenge?: string;
}

export function parseAuthorize(state: TiktokState, params: Params): AuthorizeRequest {
  const clientKey = str(params, 'client_key');
  const app = clientKey ? state.apps.get(clientKey) : undefined;
  if (!app) throw new AuthorizeError(`Unknown client_key "${clientKey ?? ''}".`);
  if (str(params, 'response_type') !== 'code') throw new AuthorizeError('response_type must be "code".');
  const redirectUri = str(params, 'redirect_uri') ?? '';
  if (!URL.canParse(redirectUri)) throw new AuthorizeError('redirect_uri is missing or not a URL.');
  if (app.redirectUris && !app.redirectUris.includes(redirectUri))
    throw new AuthorizeError('redirect_uri is not registered for this app.');
  const scopes = splitList(params.scope, /[\s,+]+/);
  if (scopes.length === 0) throw new AuthorizeError('scope is required.');
  const unknown = scopes.find((scope) => !(KNOWN_SCOPES as readonly string[]).includes(scope));
  if (unknown) throw new AuthorizeError(`Unknown scope "${unknown}".`);
  const csrf = str(params, 'state');
  if (!csrf) throw new AuthorizeError('state is required.');
  const challenge = str(params, 'code_challenge');
  if (challenge && str(params, 'code_challenge_method') !== 'S256')
    throw new AuthorizeError('code_challenge_method must be S256.');
  return { app, redirectUri, scopes: [...new Set(scopes)], state: csrf, ...(challenge ? { challenge } : {}) };
}

/**
 * Where the browser goes: `?code&scopes&state` on Authorize, `?error=access_denied&…` on Cancel, and
 * the region error from a mainland China network whatever was chosen.
 */
export function decide(state: TiktokState, request: AuthorizeRequest, allow: boolean, now: number) {
  const refuse = (error: string, description: string) => ({
    redirect_url: redirectUrl(request.redirectUri, {
      error,
      error_description: description,
      state: request.state,
    }),
  });
  if (state.mainlandChina) return refuse(REGION_ERROR, REGION_DESCRIPTION);
  if (!allow) return refuse('access_denied', 'The user denied the authorization.');
  const code = issueCode(
    state,
    {
      clientKey: request.app.clientKey,
      redirectUri: request.redirectUri,
      creatorId: state.creator.id,
      scopes: request.scopes,
      ...(request.challenge ? { challenge: request.challenge } : {}),
    },
    now,
  );
  const answer = { code: code.value, scopes: request.scopes.join(','), state: request.state };
  return { redirect_url: redirectUrl(request.redirectUri, answer), code: code.value };
}

/** Login Kit's consent dialog (real: https://www.tiktok.com/v2/auth/authorize/). */
export function authorizeDialog(rt: TiktokRuntime): AuthorizeDialog<AuthorizeRequest, AuthorizeError> {
  return {
    consent: CONSENT,
    parse: (params) => parseAuthorize(rt.state, params),
    skipsPage: () => rt.state.mainlandChina,
    page: (parsed) => ({
      app: parsed.app.name,
      account: signedIn(rt.state.creator),
      scopes: parsed.scopes,
      hidden: {
        client_key: parsed.app.clientKey,
        response_type: 'code',
        redirect_uri: parsed.redirectUri,
        scope: parsed.scopes.join(','),
        state: parsed.state,
        ...(parsed.challenge ? { code_challenge: parsed.challenge, code_challenge_method: 'S256' } : {}),
      },
    }),
    decide: (parsed, allow) => decide(rt.state, parsed, allow, rt.context.clock.now()),
    refuses: AuthorizeError,
  };
}

/** The consent page on the network's consent host. */
export const registerAuthorize = dialogPage('/v2/auth/authorize/', authorizeDialog);
