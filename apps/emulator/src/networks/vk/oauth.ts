import { type AuthorizeDialog, dialogPage, redirectUrl } from '../../core/authorize-page.js';
import { list, type Params, str } from '../../core/params.js';
import { CONSENT, consentPage } from './consent-page.js';
import type { VkRuntime } from './routing.js';
import { parseScope, ScopeError } from './scopes.js';
import { issueCode } from './tokens.js';
import type { VkApp, VkGroup, VkState } from './types.js';

/** A request the authorize page refuses (VK shows an error page). */
export class AuthorizeError extends Error {}

export interface AuthorizeRequest {
  app: VkApp;
  redirectUri: string;
  scope: number;
  groups: VkGroup[];
  state: string | undefined;
}

function communities(vs: VkState, params: Params): VkGroup[] {
  const ids = list(params, 'group_ids') ?? [];
  if (ids.length > 100) throw new AuthorizeError('group_ids: at most 100 communities at once.');
  return ids.map((id) => {
    const group = /^\d+$/.test(id) ? vs.groups.get(Number(id)) : undefined;
    if (!group) throw new AuthorizeError(`group_ids is invalid: no community ${id}.`);
    if (!group.adminIds.includes(vs.user.id))
      throw new AuthorizeError(`You are not an administrator of the community "${group.name}".`);
    return group;
  });
}

/** The legacy oauth.vk.com authorize request (authorization code flow; `group_ids` for communities). */
export function parseAuthorize(vs: VkState, params: Params): AuthorizeRequest {
  const clientId = str(params, 'client_id');
  const app = clientId ? vs.apps.get(clientId) : undefined;
  if (!app) throw new AuthorizeError('client_id is incorrect');
  const responseType = str(params, 'response_type') ?? 'code';
  if (responseType !== 'code')
    throw new AuthorizeError('The emulator implements the authorization code flow (response_type=code).');
  const redirectUri = str(params, 'redirect_uri') ?? '';
  if (!URL.canParse(redirectUri)) throw new AuthorizeError('redirect_uri is missing or not a URL.');
  if (app.redirectUris && !app.redirectUris.includes(redirectUri))
    throw new AuthorizeError(
      'redirect_uri is incorrect, check application redirect uri in the settings page',
    );
  let scope: number;
  try {
    scope = parseScope(str(params, 'scope'));
  } catch (error) {
    if (error instanceof ScopeError) throw new AuthorizeError(error.message);
    throw error;
  }
  return { app, redirectUri, scope, groups: communities(vs, params), state: str(params, 'state') };
}

/** Where the browser goes after Allow (`?code&state`) or Cancel (`?error=access_denied…&state`). */
export function decide(vs: VkState, request: AuthorizeRequest, allow: boolean, now: number) {
  const { state } = request;
  if (!allow) {
    const denied = {
      error: 'access_denied',
      error_reason: 'user_denied',
      error_description: 'User denied your request',
    };
    return { redirect_url: redirectUrl(request.redirectUri, { ...denied, state }) };
  }
  const code = issueCode(
    vs,
    {
      appId: request.app.id,
      redirectUri: request.redirectUri,
      userId: vs.user.id,
      scope: request.scope,
      groupIds: request.groups.map((group) => group.id),
    },
    now,
  );
  return { redirect_url: redirectUrl(request.redirectUri, { code: code.value, state }), code: code.value };
}

/** The form fields the consent page carries through its POST. */
const CARRIED = ['client_id', 'redirect_uri', 'scope', 'state', 'group_ids', 'v', 'response_type'];

/** VK's consent dialog (real: https://oauth.vk.com/authorize). */
export function authorizeDialog(rt: VkRuntime): AuthorizeDialog<AuthorizeRequest, AuthorizeError> {
  return {
    consent: CONSENT,
    parse: (params) => parseAuthorize(rt.state, params),
    page: ({ app: vkApp, scope, groups }, params) => {
      const hidden: Record<string, string> = {};
      for (const name of CARRIED) {
        const value = str(params, name);
        if (value !== undefined) hidden[name] = value;
      }
      return consentPage({ app: vkApp, user: rt.state.user, scope, groups, hidden });
    },
    decide: (parsed, allow) => decide(rt.state, parsed, allow, rt.context.clock.now()),
    refuses: AuthorizeError,
  };
}

/** The consent page on the network's consent host. */
export const registerAuthorize = dialogPage('/authorize', authorizeDialog);
