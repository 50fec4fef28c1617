import type { AreaId, CommonParams, ResourceKey, UiLocale } from '@herald/contract';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  type: 'oa' | 'account';
  isSuper: boolean;
  /** The console language last remembered for the user, where the session's look-up read it. */
  language?: string;
}

export interface ActiveSession {
  id: string;
  csrfToken: string;
  idleExpiresAt: Date;
  expiresAt: Date;
}

/** The game the request acts in, verified against the user's membership. */
export interface TenantContext {
  gameId: number;
  areaId: AreaId;
  isGameAdmin: boolean;
  /** Keys granted in this game (all of them for game and platform admins). */
  resources: ReadonlySet<ResourceKey>;
}

/** Everything a handler may know about who is calling and where; built by the guard. */
export interface RequestContext {
  traceId: string;
  /** The caller's address: the socket's, or the one a trusted proxy names (TRUST_PROXY). */
  address: string;
  locale: UiLocale;
  common: CommonParams;
  session: ActiveSession | null;
  user: SessionUser | null;
  tenant: TenantContext | null;
}

/** A context after the guard admitted a signed-in caller. */
export type AuthedContext = RequestContext & { user: SessionUser; session: ActiveSession };
/** A context after the guard admitted a member of the request's game. */
export type TenantRequestContext = AuthedContext & { tenant: TenantContext };
