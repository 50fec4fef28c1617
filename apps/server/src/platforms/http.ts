import type { SocialNetwork } from '@herald/contract';
import { PlatformError } from './errors.js';

type QueryValue = string | number | boolean | undefined;

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Readonly<Record<string, QueryValue>>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (media uploads). */
  multipart?: FormData;
  /** Sent as is (raw upload bytes), with the content type given in `headers`. */
  bytes?: Blob;
  headers?: Readonly<Record<string, string>>;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the network answered JSON, else the text. */
  body: unknown;
}

function encode(values: Readonly<Record<string, QueryValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined) params.set(name, String(value));
  return params;
}

/** Seconds to wait from a Retry-After header (seconds or an HTTP date), if present. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The one way adapters reach a network: real HTTP with a deadline. A call that never got an answer
 * (refused, reset, timed out) is `transient`; answers of any status are returned for the adapter to
 * classify with the network's own error codes.
 */
export class PlatformHttp {
  constructor(
    private readonly network: SocialNetwork,
    private readonly timeoutMs: number,
  ) {}

  /** Reads a media file (an http(s) or data: URL) that is to be uploaded to the network. */
  async readMedia(url: string): Promise<Blob> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new PlatformError(this.network, 'transient', 'the media file could not be read', {
        cause: error,
      });
    }
    if (!response.ok) {
      throw new PlatformError(
        this.network,
        'content',
        `the media file could not be read (HTTP ${response.status})`,
      );
    }
    return response.blob();
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    const url = new URL(request.url);
    if (request.query) for (const [name, value] of encode(request.query)) url.searchParams.set(name, value);
    const headers = new Headers(request.headers);
    headers.set('accept', 'application/json');
    let body: string | FormData | Blob | undefined;
    if (request.bytes) {
      body = request.bytes;
    } else if (request.multipart) {
      body = request.multipart;
    } else if (request.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = encode(request.form).toString();
    } else if (request.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(request.json);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'manual',
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PlatformError(
        this.network,
        'transient',
        timedOut ? `no answer within ${this.timeoutMs} ms` : 'the network could not be reached',
        { cause: error },
      );
    }
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    // A body labelled JSON that is not JSON is the network's problem; hand back the text to classify.
    const parsed = isJson && text ? (tryParseJson(text) ?? text) : text;
    return { status: response.status, headers: response.headers, body: parsed };
  }
}

/** JSON.parse that answers undefined for text that is not JSON. */
export function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
