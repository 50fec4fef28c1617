import { type AuthorizeDialog, dialogPage, redirectUrl } from '../../core/authorize-page.js';
import { type Params, splitList, str } from '../../core/params.js';
import { CONSENT, consentPage } from './consent-page.js';
import { canManage, parsePermissions } from './permissions.js';
import type { DiscordRuntime } from './routing.js';
import { issueCode, KNOWN_SCOPES } from './tokens.js';
import type { DiscordApp, DiscordGuild, DiscordState } from './types.js';

/** A request the authorize page refuses ("Invalid OAuth2 request" with the reason). */
export class AuthorizeError extends Error {}

export interface AuthorizeRequest {
  app: DiscordApp;
  redirectUri: string;
  scopes: string[];
  state: string | null;
  permissions: bigint;
  guildId: string | null;
}

export function parseAuthorize(ds: DiscordState, params: Params): AuthorizeRequest {
  const clientId = str(params, 'client_id');
  const app = clientId ? ds.apps.get(clientId) : undefined;
  if (!app) throw new AuthorizeError(`Unknown application "${clientId ?? ''}".`);
  if (str(params, 'response_type') !== 'code') throw new AuthorizeError('response_type must be "code".');
  const redirectUri = str(params, 'redirect_uri') ?? '';
  if (!URL.canParse(redirectUri)) throw new AuthorizeError('Invalid "redirect_uri" in request.');
  if (app.redirectUris && !app.redirectUris.includes(redirectUri)) {
    throw new AuthorizeError('Invalid "redirect_uri" in request.');
  }
  const scopes = [...new Set(splitList(params.scope))];
  if (scopes.length === 0) throw new AuthorizeError('No scopes were provided.');
  const unknown = scopes.find((scope) => !(KNOWN_SCOPES as readonly string[]).includes(scope));
  if (unknown) throw new AuthorizeError(`Invalid scope "${unknown}".`);
  const permissions = parsePermissions(str(params, 'permissions'));
  if (permissions === undefined) throw new AuthorizeError('Invalid "permissions" in request.');
  const integration = str(params, 'integration_type') ?? '0';
  if (integration !== '0' && scopes.includes('bot')) {
    throw new AuthorizeError('The bot scope needs a server install (integration_type=0).');
  }
  return {
    app,
    redirectUri,
    scopes,
    state: str(params, 'state') ?? null,
    permissions,
    guildId: str(params, 'guild_id') ?? null,
  };
}

/** The servers the signed-in person may add a bot to (Manage Server). */
export const manageableGuilds = (ds: DiscordState): DiscordGuild[] =>
  [...ds.guilds.values()].filter(canManage);

function installIn(
  ds: DiscordState,
  request: AuthorizeRequest,
  chosen: string | null,
  now: number,
): DiscordGuild {
  const guilds = manageableGuilds(ds);
  const guild = chosen ? guilds.find((candidate) => candidate.id === chosen) : guilds[0];
  if (!guild) throw new AuthorizeError('You need the Manage Server permission in the server to add the bot.');
  const previous = guild.installs.get(request.app.clientId);
  guild.installs.set(request.app.clientId, {
    permissions: request.permissions,
    joinedAt: previous?.joinedAt ?? now,
  });
  return guild;
}

/**
 * Where the browser goes after Authorize (`?code&state&guild_id&permissions`; the bot joins the server
 * at once) or Cancel (`?error=access_denied&state`).
 */
export function decide(
  ds: DiscordState,
  request: AuthorizeRequest,
  allow: boolean,
  guildId: string | null,
  now: number,
) {
  const state = request.state ?? undefined;
  if (!allow) {
    const description = 'The resource owner or authorization server denied the request';
    const denied = { state, error: 'access_denied', error_description: description };
    return { redirect_url: redirectUrl(request.redirectUri, denied) };
  }
  const guild = request.scopes.includes('bot')
    ? installIn(ds, request, guildId ?? request.guildId, now)
    : undefined;
  const code = issueCode(
    ds,
    {
      clientId: request.app.clientId,
      redirectUri: request.redirectUri,
      userId: ds.user.id,
      scopes: request.scopes,
      guildId: guild?.id ?? null,
    },
    now,
  );
  const installed = guild ? { guild_id: guild.id, permissions: request.permissions.toString() } : {};
  const redirect_url = redirectUrl(request.redirectUri, { state, code: code.value, ...installed });
  return { redirect_url, code: code.value, ...(guild ? { guild_id: guild.id } : {}) };
}

/** The install dialog (real: https://discord.com/oauth2/authorize); `guild_id` picks the server. */
export function authorizeDialog(rt: DiscordRuntime): AuthorizeDialog<AuthorizeRequest, AuthorizeError> {
  return {
    consent: CONSENT,
    parse: (params) => parseAuthorize(rt.state, params),
    page: (parsed, params) =>
      consentPage({
        app: parsed.app,
        user: rt.state.user,
        scopes: parsed.scopes,
        permissions: parsed.permissions,
        guilds: manageableGuilds(rt.state),
        preselected: parsed.guildId,
        hidden: Object.fromEntries(
          Object.keys(params)
            .filter((key) => key !== 'guild_id' && key !== 'decision')
            .map((key) => [key, str(params, key) ?? '']),
        ),
      }),
    decide: (parsed, allow, params) =>
      decide(rt.state, parsed, allow, str(params, 'guild_id') ?? null, rt.context.clock.now()),
    refuses: AuthorizeError,
  };
}

/** The consent page on the network's consent host. */
export const registerAuthorize = dialogPage('/oauth2/authorize', authorizeDialog);
