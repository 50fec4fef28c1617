import { timingSafeEqual } from 'node:crypto';
import type { AreaId } from '@herald/contract';
import {
  COOKIES,
  type CommonParams,
  commonParamsSchema,
  type Endpoint,
  HEADERS,
  isTenantScoped,
  localeFromAcceptLanguage,
} from '@herald/contract';
import type { FastifyRequest } from 'fastify';
import type { ActiveSession, RequestContext, SessionUser, TenantContext } from './context.js';
import { AppError } from './errors.js';

function parseCommonParams(raw: string | string[] | undefined): CommonParams {
  if (typeof raw !== 'string' || raw.length === 0) return commonParamsSchema.parse({});
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError('invalid_game_context', { detail: 'X-Common-Params is not JSON' });
  }
  const parsed = commonParamsSchema.safeParse(value);
  if (!parsed.success) throw new AppError('invalid_game_context', { detail: 'X-Common-Params is malformed' });
  return parsed.data;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Who is calling, as the guard asks it: the session of a cookie's token, and the caller's standing in
 * a game. The auth and perm modules answer these; the guard, being below every module, is handed them.
 */
export interface Identity {
  findSession(token: string): Promise<{ session: ActiveSession; user: SessionUser } | null>;
  /** Refuses a game the user is not a member of, or a missing game or area. */
  loadTenant(
    user: SessionUser,
    gameId: number | undefined,
    areaId: AreaId | undefined,
  ): Promise<TenantContext>;
}

/** Admits one request to one endpoint, or refuses it with a catalogue error. */
export type Guard = (endpoint: Endpoint, request: FastifyRequest) => Promise<RequestContext>;

/**
 * The one guard every endpoint passes before its handler (SPEC §6): it resolves the session, checks
 * CSRF on cookie-authenticated writes, and admits the caller per the endpoint's declared access. The
 * tenant comes only from X-Common-Params, verified against the caller's membership.
 */
export function createGuard(identity: Identity): Guard {
  return (endpoint, request) => admit(identity, endpoint, request);
}

async function admit(
  identity: Identity,
  endpoint: Endpoint,
  request: FastifyRequest,
): Promise<RequestContext> {
  const ctx: RequestContext = {
    traceId: request.id,
    address: request.ip,
    locale: localeFromAcceptLanguage(request.headers['accept-language']),
    common: commonParamsSchema.parse({}),
    session: null,
    user: null,
    tenant: null,
  };
  ctx.common = parseCommonParams(request.headers[HEADERS.commonParams]);
  const token = request.cookies[COOKIES.session];
  const found = token ? await identity.findSession(token) : null;
  if (found) {
    ctx.session = found.session;
    ctx.user = found.user;
    // A cookie rides along on cross-site requests; the token in a header proves the page is ours.
    if (request.method !== 'GET') {
      const sent = request.headers[HEADERS.csrf];
      if (typeof sent !== 'string' || !sameToken(sent, found.session.csrfToken))
        throw new AppError('csrf_invalid');
    }
  }
  if (endpoint.access === 'public') return ctx;
  if (!ctx.user) throw new AppError('login_expired');
  if (endpoint.access === 'base_auth') return ctx;
  if (endpoint.access === 'admin_system') {
    if (!ctx.user.isSuper) throw new AppError('no_app_permission');
    return ctx;
  }
  if (isTenantScoped(endpoint.access)) {
    ctx.tenant = await identity.loadTenant(ctx.user, ctx.common.game_id, ctx.common.area_id);
    if (endpoint.access !== 'base_game' && !ctx.tenant.resources.has(endpoint.access)) {
      throw new AppError('no_app_permission');
    }
  }
  return ctx;
}
