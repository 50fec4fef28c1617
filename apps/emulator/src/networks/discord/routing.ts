import type { FastifyInstance } from 'fastify';
import type { NetworkRuntime } from '../../core/network.js';
import { createRouter, type RestCall, type Route, restCall } from '../../core/route-kit.js';
import {
  DiscordError,
  invalidGrant,
  OAuthError,
  sendError,
  sendOAuthError,
  serverError,
  unauthorized,
} from './errors.js';
import { consume, exhausted } from './limits.js';
import { bearerUser, botApp, type UserAuth } from './tokens.js';
import type { DiscordApp, DiscordState } from './types.js';
import { advanceWorld } from './world.js';

/** The Discord network's mutable runtime: `state` is replaced on reset. */
export type DiscordRuntime = NetworkRuntime<DiscordState>;

export type Call = RestCall<DiscordState>;

/** A call authenticated as a bot (`Bot <token>`) or as a user (`Bearer <token>`). */
export interface AuthedCall extends Call {
  app: DiscordApp | undefined;
  user: UserAuth | undefined;
}

/** A call authenticated as an application's bot. */
export interface BotCall extends Call {
  app: DiscordApp;
}

export type RouteDef<C> = Route<C>;

type Kind = 'api' | 'oauth';

const router = createRouter<DiscordState, Call, RouteDef<never>, Kind>({
  network: 'discord',
  advance: advanceWorld,
  call: restCall,
  fault: (fault, call, route, kind) => {
    if (fault === 'server_error') return serverError();
    if (fault === 'rate_limit') return exhausted(call.state, route.operation, call.now);
    return kind === 'oauth' ? invalidGrant('refresh_token') : unauthorized();
  },
  sendError: (reply, error) => {
    if (error instanceof DiscordError) return sendError(reply, error);
    if (error instanceof OAuthError) return sendOAuthError(reply, error);
    return undefined;
  },
});

/** The top-level resource a route's bucket is keyed by (channel, guild), as Discord's limits are. */
const majorOf = (params: Record<string, string>) => params.channel_id ?? params.guild_id ?? '';

/**
 * A REST v10 route open to a bot or a user token (401 otherwise), counted against the global limit and
 * the route's bucket (429 with `X-RateLimit-*`); bot-only routes refuse user tokens with 401.
 */
export function apiRoute(
  app: FastifyInstance,
  rt: DiscordRuntime,
  def: RouteDef<AuthedCall>,
  botOnly = false,
) {
  router.route(app, rt, def, 'api', (call) => {
    const { authorization } = call.request.headers;
    const bot = botApp(call.state, authorization);
    const user = bot || botOnly ? undefined : bearerUser(call.state, authorization, call.now);
    if (!bot && !user) throw unauthorized();
    const who = bot ? `bot:${bot.clientId}` : `user:${user?.user.id}`;
    call.reply.headers(consume(call.state, who, def.operation, majorOf(call.params), call.now));
    return { ...call, app: bot, user };
  });
}

/** A route only a bot may call (channels, messages, guilds). */
export function botRoute(app: FastifyInstance, rt: DiscordRuntime, def: RouteDef<BotCall>) {
  apiRoute(
    app,
    rt,
    {
      ...def,
      handler: (call) => {
        if (!call.app) throw unauthorized();
        return def.handler({ ...call, app: call.app });
      },
    },
    true,
  );
}

/** An OAuth2 endpoint that checks client credentials itself (token, revoke). */
export function oauthRoute(app: FastifyInstance, rt: DiscordRuntime, def: RouteDef<Call>) {
  router.route(app, rt, def, 'oauth', (call) => call);
}
