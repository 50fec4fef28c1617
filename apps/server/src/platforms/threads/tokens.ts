import { z } from 'zod';
import { type HttpRequest, PlatformHttp } from '../http.js';
import type { AuthorizeRequest, CodeExchange, Credential } from '../types.js';
import { threadsError } from './threads-errors.js';

/**
 * Profile, publishing, replies (read and write), insights, mentions, listening, locations, deletion
 * (threads.md §1).
 */
export const THREADS_SCOPES = [
  'threads_basic',
  'threads_content_publish',
  'threads_manage_replies',
  'threads_read_replies',
  'threads_manage_insights',
  'threads_manage_mentions',
  'threads_keyword_search',
  'threads_location_tagging',
  'threads_delete',
];

export interface ThreadsApp {
  appId: string;
  appSecret: string;
  /** https://threads.net (the authorization window) or the emulator's equivalent. */
  wwwBase: string;
  /** https://graph.threads.net or the emulator's equivalent. */
  graphBase: string;
  timeoutMs: number;
}

const shortSchema = z.object({ access_token: z.string(), user_id: z.union([z.string(), z.number()]) });
const longSchema = z.object({ access_token: z.string(), expires_in: z.number() });

/**
 * The Threads authorization window and token endpoints (threads.md §1). Threads takes no PKCE
 * challenge and issues no refresh token: a long-lived token is renewed from itself.
 */
export class ThreadsTokens {
  private readonly http: PlatformHttp;

  constructor(private readonly app: ThreadsApp) {
    this.http = new PlatformHttp('threads', app.timeoutMs);
  }

  authorizeUrl(request: AuthorizeRequest): string {
    const url = new URL(`${this.app.wwwBase}/oauth/authorize`);
    url.searchParams.set('client_id', this.app.appId);
    url.searchParams.set('redirect_uri', request.redirectUri);
    url.searchParams.set('scope', THREADS_SCOPES.join(','));
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('state', request.state);
    return url.toString();
  }

  /** Code → short-lived token (1 h) → long-lived token (60 days). */
  async exchange(exchange: CodeExchange): Promise<Credential> {
    const short = shortSchema.parse(
      await this.call({
        method: 'POST',
        url: `${this.app.graphBase}/oauth/access_token`,
        form: {
          client_id: this.app.appId,
          client_secret: this.app.appSecret,
          grant_type: 'authorization_code',
          redirect_uri: exchange.redirectUri,
          code: exchange.code,
        },
      }),
    );
    return this.longLived('access_token', {
      grant_type: 'th_exchange_token',
      client_secret: this.app.appSecret,
      access_token: short.access_token,
    });
  }

  /** A long-lived token at least 24 h old and unexpired, for a fresh 60-day one. */
  refresh(credential: Credential): Promise<Credential> {
    return this.longLived(
      'refresh_access_token',
      { grant_type: 'th_refresh_token', access_token: credential.accessToken },
      credential.scopes,
    );
  }

  /** These endpoints take the token in the query string, as documented, and are not versioned. */
  private async longLived(path: string, query: Record<string, string>, scopes = THREADS_SCOPES) {
    const token = longSchema.parse(
      await this.call({ method: 'GET', url: `${this.app.graphBase}/${path}`, query }),
    );
    return {
      accessToken: token.access_token,
      refreshToken: null,
      expiresAt: new Date(Date.now() + token.expires_in * 1000),
      refreshExpiresAt: null,
      scopes: [...scopes],
    };
  }

  private async call(request: HttpRequest): Promise<unknown> {
    const response = await this.http.request(request);
    if (response.status >= 200 && response.status < 300) return response.body;
    throw threadsError(response);
  }
}
