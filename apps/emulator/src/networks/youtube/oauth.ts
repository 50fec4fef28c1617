import { type AuthorizeDialog, dialogPage, redirectUrl } from '../../core/authorize-page.js';
import { type Params, splitList, str } from '../../core/params.js';
import { CONSENT, consentPage, renderAuthorizeError } from './consent-page.js';
import type { YtRuntime } from './routing.js';
import { ownChannels } from './state.js';
import { issueCode, KNOWN_SCOPES } from './tokens.js';
import type { GoogleApp, YtState } from './types.js';

/** A request the consent page refuses with Google's error page. */
export class AuthorizeError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const invalidRequest = (message: string) => new AuthorizeError(400, 'invalid_request', message);

export interface AuthorizeRequest {
  app: GoogleApp;
  redirectUri: string;
  scopes: string[];
  state: string | undefined;
  offline: boolean;
  prompt: string[];
  includeGranted: boolean;
  challenge?: string;
  method?: 'S256' | 'plain';
}

function pkce(params: Params): Pick<AuthorizeRequest, 'challenge' | 'method'> {
  const challenge = str(params, 'code_challenge');
  const method = str(params, 'code_challenge_method');
  if (!challenge) {
    if (method) throw invalidRequest('code_challenge_method requires a code_challenge.');
    return {};
  }
  if (method !== undefined && method !== 'S256' && method !== 'plain') {
    throw invalidRequest('Invalid code_challenge_method value.');
  }
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) throw invalidRequest('Invalid code_challenge.');
  return { challenge, method: method ?? 'plain' };
}

/** The query of `https://accounts.google.com/o/oauth2/v2/auth`, validated as Google does. */
export function parseAuthorize(ys: YtState, params: Params): AuthorizeRequest {
  const clientId = str(params, 'client_id');
  const app = clientId ? ys.apps.get(clientId) : undefined;
  if (!app) throw new AuthorizeError(401, 'invalid_client', 'The OAuth client was not found.');
  const redirectUri = str(params, 'redirect_uri') ?? '';
  if (!URL.canParse(redirectUri)) throw invalidRequest('Missing required parameter: redirect_uri');
  if (app.redirectUris && !app.redirectUris.includes(redirectUri)) {
    throw new AuthorizeError(400, 'redirect_uri_mismatch', `redirect_uri=${redirectUri} is not registered.`);
  }
  if (str(params, 'response_type') !== 'code') throw invalidRequest('Invalid response_type: code expected.');
  const scopes = splitList(params.scope);
  if (scopes.length === 0) throw invalidRequest('Missing required parameter: scope');
  const unknown = scopes.filter((scope) => !KNOWN_SCOPES.includes(scope));
  if (unknown.length > 0) {
    throw new AuthorizeError(
      400,
      'invalid_scope',
      `Some requested scopes were invalid. {invalid=[${unknown.join(', ')}]}`,
    );
  }
  const accessType = str(params, 'access_type') ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline') throw invalidRequest('Invalid access_type.');
  return {
    app,
    redirectUri,
    scopes: [...new Set(scopes)],
    state: str(params, 'state'),
    offline: accessType === 'offline',
    prompt: splitList(params.prompt),
    includeGranted: str(params, 'include_granted_scopes') === 'true',
    ...pkce(params),
  };
}

/** Where the browser goes after Allow (`?state&code&scope`) or Cancel (`?error=access_denied&state`). */
export function decide(
  ys: YtState,
  request: AuthorizeRequest,
  allow: boolean,
  channelId: string | undefined,
  now: number,
) {
  const { state } = request;
  if (!allow) return { redirect_url: redirectUrl(request.redirectUri, { state, error: 'access_denied' }) };
  const channels = ownChannels(ys);
  const channel =
    channels.find((candidate) => candidate.id === channelId) ?? (channelId ? undefined : channels[0]);
  if (!channel) throw invalidRequest(`The account has no channel ${channelId ?? ''}.`);
  const key = `${request.app.clientId}:${ys.user.id}`;
  const previous = ys.grants.get(key);
  const scopes = [...new Set([...request.scopes, ...(request.includeGranted ? (previous ?? []) : [])])];
  ys.grants.set(key, new Set([...(previous ?? []), ...request.scopes]));
  // Google sends a refresh token on the first consent, or again when prompt=consent asks for it.
  const offline = request.offline && (!previous || request.prompt.includes('consent'));
  const code = issueCode(
    ys,
    {
      clientId: request.app.clientId,
      redirectUri: request.redirectUri,
      userId: ys.user.id,
      channelId: channel.id,
      scopes,
      offline,
      ...(request.challenge ? { challenge: request.challenge, method: request.method } : {}),
    },
    now,
  );
  const answer = { state, code: code.value, scope: scopes.join(' '), authuser: '0', prompt: 'consent' };
  return { redirect_url: redirectUrl(request.redirectUri, answer), code: code.value };
}

/** Google's consent dialog (real: https://accounts.google.com/o/oauth2/v2/auth); `channel_id` picks the channel. */
export function authorizeDialog(rt: YtRuntime): AuthorizeDialog<AuthorizeRequest, AuthorizeError> {
  return {
    consent: CONSENT,
    parse: (params) => parseAuthorize(rt.state, params),
    page: (parsed, params) =>
      consentPage({
        app: parsed.app,
        user: rt.state.user,
        channels: ownChannels(rt.state),
        scopes: parsed.scopes,
        hidden: Object.fromEntries(
          Object.entries(params).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
        ),
      }),
    decide: (parsed, allow, params) =>
      decide(rt.state, parsed, allow, str(params, 'channel_id'), rt.context.clock.now()),
    refuses: AuthorizeError,
    errorPage: (error) => ({
      status: error.status,
      html: renderAuthorizeError(error.status, error.error, error.message),
    }),
  };
}

/** The consent page on the network's consent host. */
export const registerAuthorize = dialogPage('/o/oauth2/v2/auth', authorizeDialog);
