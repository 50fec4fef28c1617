import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, fetch } from 'undici';
import { AppError } from '../http/errors.js';
import { isPublic, normalised } from './addresses.js';
import { AllowList } from './allow-list.js';

/** What a refused URL is told as (`outbound_refused`'s reason). */
export type OutboundRefusal = 'scheme' | 'address' | 'credentials';

/** How a request to a user-supplied address went. The remote body is the caller's to read, never to echo. */
export type OutboundAnswer =
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'failed'; reason: 'refused_address' | 'timeout' | 'unreachable' };

export interface OutboundSettings {
  /** Only https leaves this server, except to allow-listed hosts and ranges (production). */
  httpsOnly: boolean;
  allow: AllowList;
  timeoutMs: number;
  /** At most this much of an answer is read; the rest is dropped unread. */
  maxBodyBytes: number;
}

/** Raised inside the connection's look-up when a name resolves to an address the policy refuses. */
class RefusedAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to an address outbound requests may not reach`);
    this.name = 'RefusedAddressError';
  }
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The one way Herald sends to an address a user supplied (chat webhooks, push endpoints, and every
 * later webhook, import or fetch by URL). A URL is vetted before anything is stored or sent: http(s)
 * only (https only in production), no credentials in it, and an address literal must be public. When
 * sending, the host name is resolved inside the connection itself and every address it resolves to
 * must be public too, so the connection goes to exactly the address that was checked (a name that
 * re-resolves to 127.0.0.1 between a check and the request cannot slip through). Redirects are not
 * followed, answers are cut to a size, and calls time out. `OUTBOUND_ALLOW` lists the exceptions.
 */
export class OutboundPolicy {
  private readonly agent: Agent;

  constructor(private readonly settings: OutboundSettings) {
    this.agent = new Agent({ connect: { lookup: this.lookup } });
  }

  /**
   * Refuses, with `outbound_refused`, a URL the policy would never send to; answers it parsed.
   * Names are checked again when sending, against what they resolve to then.
   */
  vet(raw: string): URL {
    const refuse = (reason: OutboundRefusal, host: string) =>
      new AppError('outbound_refused', { params: { host }, detail: `refused: ${reason}` });
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw refuse('scheme', raw.slice(0, 100));
    }
    const host = hostOf(url);
    const allowed = this.allowsHost(host);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (!this.settings.httpsOnly || allowed)))
      throw refuse('scheme', host);
    if (url.username || url.password) throw refuse('credentials', host);
    const literal = normalised(host);
    if (literal && !allowed && !isPublic(literal) && !this.settings.allow.allowsAddress(literal))
      throw refuse('address', host);
    return url;
  }

  /** POSTs to a vetted URL and answers its status and (cut) body, or why nothing was answered. */
  async post(raw: string, request: { headers: Record<string, string>; body: string | Uint8Array }) {
    const url = this.vet(raw);
    return this.send(url, { method: 'POST', headers: request.headers, body: request.body });
  }

  private async send(
    url: URL,
    init: { method: string; headers: Record<string, string>; body: string | Uint8Array },
  ): Promise<OutboundAnswer> {
    let response: Awaited<ReturnType<typeof fetch>>;
    try {
      response = await fetch(url, {
        ...init,
        dispatcher: this.agent,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      return { kind: 'failed', reason: failureReason(error) };
    }
    return { kind: 'answered', status: response.status, body: await this.readCapped(response) };
  }

  /** Reads up to the cap and drops the rest; a body cut short (deadline, reset) counts as far as it came. */
  private async readCapped(response: Awaited<ReturnType<typeof fetch>>): Promise<string> {
    const reader = response.body?.getReader();
    if (!reader) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    let finished = false;
    while (!finished && size < this.settings.maxBodyBytes) {
      const next = await reader.read().catch((error: unknown) => ({ error }));
      if ('error' in next) break;
      if (next.done) finished = true;
      else {
        chunks.push(next.value);
        size += next.value.byteLength;
      }
    }
    // Cancelling a body that already failed rejects with that same failure, handled by the break above.
    if (!finished)
      await reader.cancel().then(
        () => undefined,
        (error: unknown) => error,
      );
    return Buffer.concat(chunks).subarray(0, this.settings.maxBodyBytes).toString('utf8');
  }

  private allowsHost(host: string): boolean {
    return this.settings.allow.allowsHost(host);
  }

  private readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.some((entry) => {
        const address = normalised(entry.address);
        return (
          !this.allowsHost(hostname) &&
          (!address || (!isPublic(address) && !this.settings.allow.allowsAddress(address)))
        );
      });
      const [first] = addresses;
      if (refused || !first) return callback(new RefusedAddressError(hostname), '', 0);
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

function failureReason(error: unknown): 'refused_address' | 'timeout' | 'unreachable' {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof RefusedAddressError) return 'refused_address';
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  if (cause instanceof Error && cause.name === 'ConnectTimeoutError') return 'timeout';
  return 'unreachable';
}

/** The policy from the configuration. */
export function createOutboundPolicy(config: { HERALD_ENV: string; OUTBOUND_ALLOW?: string | undefined }) {
  return new OutboundPolicy({
    httpsOnly: config.HERALD_ENV === 'prod',
    allow: AllowList.parse(config.OUTBOUND_ALLOW),
    timeoutMs: 10_000,
    maxBodyBytes: 64 * 1024,
  });
}
