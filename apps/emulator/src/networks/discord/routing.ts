import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { underFaults } from '../../core/faulted.js';
import { type FaultKind, requestProbe } from '../../core/faults.js';
import type { NetworkContext } from '../../core/network.js';
import { asRecord, type Params } from '../../core/params.js';
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
export interface DiscordRuntime {
  state: DiscordState;
  readonly context: NetworkContext;
}

export interface Call {
  state: DiscordState;
  now: number;
  query: Params;
  /** A JSON body, or the fields and files of a multipart one. */
  body: Params;
  /** Path parameters (`:channel_id`, `:message_id`…). */
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A call authenticated as a bot (`Bot <token>`) or as a user (`Bearer <token>`). */
export interface AuthedCall extends Call {
  app: DiscordApp | undefined;
  user: UserAuth | undefined;
}

/** A call authenticated as an application's bot. */
export interface BotCall extends Call {
  app: DiscordApp;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef<C> {
  method: Method;
  url: string;
  /** Fault-matching and rate-limit key, e.g. `messages.create`. */
  operation: string;
  /** Extra names faults can match (`publish`). */
  aliases?: readonly string[];
  /** Status of a success (204 answers no body). */
  status?: number;
  handler(call: C): unknown;
}

function injected(kind: FaultKind, rt: DiscordRuntime, operation: string, now: number, oauth: boolean) {
  if (kind === 'server_error') return serverError();
  if (kind === 'rate_limit') return exhausted(rt.state, operation, now);
  if (kind === 'expired_token') return oauth ? invalidGrant('refresh_token') : unauthorized();
  return undefined;
}

function register<C>(
  app: FastifyInstance,
  rt: DiscordRuntime,
  def: RouteDef<C>,
  build: (base: Call) => C,
  oauth: boolean,
) {
  app.route({
    method: def.method,
    url: def.url,
    handler: async (request, reply) => {
      const { state, context } = rt;
      const now = context.clock.now();
      advanceWorld(state, now);
      try {
        const params = request.params as Record<string, string>;
        const base: Call = {
          state,
          now,
          query: asRecord(request.query),
          body: asRecord(request.body),
          params,
          request,
          reply,
        };
        const outcome = await underFaults(
          context,
          requestProbe('discord', request, [def.operation, ...(def.aliases ?? [])]),
          reply,
          (kind) => injected(kind, rt, def.operation, now, oauth),
          () => def.handler(build(base)),
        );
        if ('withheld' in outcome) return outcome.withheld;
        const status = def.status ?? 200;
        return status === 204 ? reply.code(204).send() : reply.code(status).send(outcome.result);
      } catch (error) {
        if (error instanceof DiscordError) return sendError(reply, error);
        if (error instanceof OAuthError) return sendOAuthError(reply, error);
        throw error;
      }
    },
  });
}

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
  register(
    app,
    rt,
    def,
    (base) => {
      const bot = botApp(base.state, base.request.headers.authorization);
      const user =
        bot || botOnly ? undefined : bearerUser(base.state, base.request.headers.authorization, base.now);
      if (!bot && !user) throw unauthorized();
      const who = bot ? `bot:${bot.clientId}` : `user:${user?.user.id}`;
      const headers = consume(base.state, who, def.operation, majorOf(base.params), base.now);
      for (const [name, value] of Object.entries(headers)) base.reply.header(name, value);
      return { ...base, app: bot, user };
    },
    false,
  );
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
  register(app, rt, def, (base) => base, true);
}
