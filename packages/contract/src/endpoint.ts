import type { z } from 'zod';
import type { Access } from './resources.js';

export type HttpMethod = 'GET' | 'POST';

/**
 * One endpoint of /api/admin, declared once: the server binds and guards it, the web client calls it,
 * the OpenAPI document and the permission tests are generated from it.
 */
export interface Endpoint<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** Path below /api/admin, e.g. `perm/role/list`. */
  readonly path: string;
  readonly method: HttpMethod;
  /** Who may call it; one guard enforces this before any handler runs. */
  readonly access: A;
  /** Strict object schema for the JSON body (POST) or the query string (GET). */
  readonly input: I;
  /** Shapes `data` of the envelope: nothing leaves that it does not name. */
  readonly output: O;
  readonly summary: string;
  /** Answers depend on the request's game although access does not require one (e.g. auth/perms). */
  readonly gameAware?: boolean;
  /** Answers a file (output `fileOutput`) rather than the JSON envelope. */
  readonly download?: boolean;
  /** Answers server-sent events, each `data` shaped by the output schema, rather than the envelope. */
  readonly stream?: boolean;
}

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;

export function defineEndpoint<I extends z.ZodType, O extends z.ZodType, const A extends Access>(spec: {
  path: string;
  method?: HttpMethod;
  access: A;
  input: I;
  output: O;
  summary: string;
  gameAware?: boolean;
  download?: boolean;
  stream?: boolean;
}): Endpoint<I, O, A> {
  return { ...spec, method: spec.method ?? 'POST' };
}

/**
 * Tenant-scoped endpoints act inside the game named by X-Common-Params, and the guard verifies the
 * caller's membership of it: every base_game and resource-key endpoint.
 */
export function isTenantScoped(access: Access): boolean {
  return access !== 'public' && access !== 'base_auth' && access !== 'admin_system';
}

/** Whether an endpoint's answer depends on the game of the request context (caches key on it). */
export function usesGameContext(endpoint: Pick<Endpoint, 'access' | 'gameAware'>): boolean {
  return isTenantScoped(endpoint.access) || endpoint.gameAware === true;
}

/** Stable identity of an endpoint: its method and path. */
export function endpointId(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

export const API_PREFIX = '/api/admin';

/**
 * What a client needs to call an endpoint, without its zod schemas, so that the console's first load
 * carries endpoint paths, not every schema of the contract (docs/bundle.md). `E` is type-only: it gives
 * the call its input and output types and is never set at run time.
 */
export interface EndpointPath<E extends Endpoint = Endpoint> {
  readonly path: string;
  readonly method: HttpMethod;
  readonly access: Access;
  readonly gameAware?: boolean;
  readonly download?: boolean;
  readonly stream?: boolean;
  readonly types?: E;
}

export type PathInput<P extends EndpointPath> = EndpointInput<NonNullable<P['types']>>;
export type PathOutput<P extends EndpointPath> = EndpointOutput<NonNullable<P['types']>>;

/** The schema-free fields of an endpoint, as `api-paths.generated.ts` holds them. */
export function pathOf(endpoint: Endpoint): EndpointPath {
  const { path, method, access, gameAware, download, stream } = endpoint;
  const flags = Object.entries({ gameAware, download, stream }).filter(([, value]) => value !== undefined);
  return { path, method, access, ...Object.fromEntries(flags) };
}
