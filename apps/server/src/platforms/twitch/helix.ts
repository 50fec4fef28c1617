import type { PlatformHttp } from '../http.js';
import { twitchError } from './twitch-errors.js';

type Query = Record<string, string | number | boolean | undefined>;

/** Helix as a user: every call sends `Authorization: Bearer <token>` and the app's `Client-Id`. */
export class Helix {
  constructor(
    private readonly http: PlatformHttp,
    /** https://api.twitch.tv/helix or the emulator's equivalent. */
    private readonly apiBase: string,
    private readonly clientId: string,
  ) {}

  async call(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    body: { query?: Query; json?: unknown } = {},
  ): Promise<unknown> {
    const response = await this.http.request({
      method,
      url: `${this.apiBase}${path}`,
      ...body,
      headers: { authorization: `Bearer ${token}`, 'client-id': this.clientId },
    });
    if (response.status >= 200 && response.status < 300) return response.body;
    throw twitchError(response);
  }

  get(path: string, token: string, query?: Query): Promise<unknown> {
    return this.call('GET', path, token, { query });
  }
}
