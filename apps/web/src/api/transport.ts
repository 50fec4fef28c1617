import type { Envelope } from '@herald/contract';
import {
  API_PREFIX,
  COOKIES,
  type EndpointPath,
  errorCatalog,
  HEADERS,
  type PathInput,
  type PathOutput,
  REQUEST_TIMEOUT_MS,
  type UiLocale,
} from '@herald/contract/plain';

/** A call that answered with a code other than 0 (SPEC §8): code, message and data travel with it. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly data: unknown;
  constructor(code: number, message: string, status: number, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

/** What every call sends in X-Common-Params; the game and area come from the current route's query. */
export interface CallContext {
  platform: 'web' | 'mobile' | 'app';
  game_id?: number;
  area_id?: string;
  language: UiLocale;
}

type Listener = (error: ApiError) => void;

interface TransportState {
  context: CallContext;
  onSessionExpired: Listener | null;
  onForbidden: Listener | null;
}

const state: TransportState = {
  context: { platform: 'web', language: 'en' },
  onSessionExpired: null,
  onForbidden: null,
};

export function setCallContext(patch: Partial<CallContext>): void {
  state.context = { ...state.context, ...patch };
}

export function callContext(): CallContext {
  return state.context;
}

/** HTTP 401 signs the console out (except on the auth check and logout calls); 403 is "No Permission". */
export function onTransportEvents(handlers: { sessionExpired?: Listener; forbidden?: Listener }): () => void {
  state.onSessionExpired = handlers.sessionExpired ?? null;
  state.onForbidden = handlers.forbidden ?? null;
  return () => {
    state.onSessionExpired = null;
    state.onForbidden = null;
  };
}

function readCookie(name: string): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

function traceId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** The headers every call carries: common params, trace id, language and, on writes, the CSRF token. */
export function headersFor(method: string): Record<string, string> {
  const { context } = state;
  const tzOffset = -new Date().getTimezoneOffset();
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': context.language,
    [HEADERS.commonParams]: JSON.stringify({
      platform: context.platform,
      game_id: context.game_id,
      area_id: context.area_id,
      tz_offset: tzOffset,
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
    [HEADERS.traceId]: traceId(),
    [HEADERS.host]: window.location.host,
  };
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    const csrf = readCookie(COOKIES.csrf);
    if (csrf) headers[HEADERS.csrf] = csrf;
  }
  return headers;
}

function urlFor(endpoint: EndpointPath, input: unknown): string {
  const url = `${API_PREFIX}/${endpoint.path}`;
  if (endpoint.method !== 'GET' || !input || typeof input !== 'object') return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

const exemptFromSignOut = new Set(['auth/check', 'auth/logout']);

async function readEnvelope(response: Response): Promise<Envelope<unknown>> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'code' in body) return body as Envelope<unknown>;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  const { code } = errorCatalog.operate_fail;
  return { code, msg: response.statusText || `HTTP ${response.status}`, data: null };
}

/** Never settles: a cancelled call must not resolve nor reject (SPEC §8). */
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** Sends one request; a cancelled call never settles, a network failure or timeout is an ApiError. */
async function send(
  endpoint: EndpointPath,
  input: unknown,
  cancel: AbortSignal | undefined,
): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = cancel ? AbortSignal.any([cancel, timeout]) : timeout;
  try {
    return await fetch(urlFor(endpoint, input), {
      method: endpoint.method,
      headers: headersFor(endpoint.method),
      body: endpoint.method === 'GET' ? undefined : JSON.stringify(input ?? {}),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (cancel?.aborted) return never();
    if (timeout.aborted) {
      const { code } = errorCatalog.request_timeout;
      throw new ApiError(code, 'request_timeout', 408);
    }
    throw new ApiError(-1, error instanceof Error ? error.message : String(error), 0);
  }
}

function failure(endpoint: EndpointPath, envelope: Envelope<unknown>, status: number): ApiError {
  const error = new ApiError(envelope.code, envelope.msg, status, envelope.data);
  if (status === 401 && !exemptFromSignOut.has(endpoint.path)) state.onSessionExpired?.(error);
  if (status === 403) state.onForbidden?.(error);
  return error;
}

/**
 * Calls one contract endpoint. Resolves with `data` when code is 0, rejects with ApiError otherwise;
 * gives up after five minutes; a call cancelled through `signal` never settles.
 */
export async function call<E extends EndpointPath>(
  endpoint: E,
  input: PathInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<PathOutput<E>> {
  const response = await send(endpoint, input, options.signal);
  const envelope = await readEnvelope(response);
  if (options.signal?.aborted) return never();
  if (envelope.code === 0) return envelope.data as PathOutput<E>;
  throw failure(endpoint, envelope, response.status);
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function dispositionFilename(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) return decodeURIComponent(extended);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * Calls a download endpoint (exports) and saves the file under the name the server gives in
 * Content-Disposition (SPEC §7). Failures arrive as envelopes and reject like `call`.
 */
export async function download<E extends EndpointPath>(endpoint: E, input: PathInput<E>): Promise<string> {
  const response = await send(endpoint, input, undefined);
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('json')) {
    throw failure(endpoint, await readEnvelope(response), response.status);
  }
  const filename = dispositionFilename(
    response.headers.get('content-disposition'),
    endpoint.path.replaceAll('/', '-'),
  );
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return filename;
}
