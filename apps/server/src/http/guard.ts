import { timingSafeEqual } from 'node:crypto';
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
import type { Db } from '../db/client.js';
import { findSession } from '../modules/auth/sessions.js';
import { loadTenant } from '../modules/perm/grants.js';
import type { RequestContext } from './context.js';
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
 * The one guard every endpoint passes before its handler (SPEC §6): it resolves the session, checks
 * CSRF on cookie-authenticated writes, and admits the caller per the endpoint's declared access. The
 * tenant comes only from X-Common-Params, verified against the caller's membership.
 */
export async function admit(db: Db, endpoint: Endpoint, request: FastifyRequest): Promise<RequestContext> {
  const ctx: RequestContext = {
    traceId: request.id,
    locale: localeFromAcceptLanguage(request.headers['accept-language']),
    common: commonParamsSchema.parse({}),
    session: null,
    user: null,
    tenant: null,
  };
  ctx.common = parseCommonParams(request.headers[HEADERS.commonParams]);
  const token = request.cookies[COOKIES.session];
  const found = token ? await findSession(db, token) : null;
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
    ctx.tenant = await loadTenant(db, ctx.user, ctx.common.game_id, ctx.common.area_id);
    if (endpoint.access !== 'base_game' && !ctx.tenant.resources.has(endpoint.access)) {
      throw new AppError('no_app_permission');
    }
  }
  return ctx;
}
