import { PlatformHttp } from '../http.js';
import { graphError } from './graph-errors.js';

type Params = Record<string, string | number | boolean | undefined>;

/** One Graph API version at one base URL; tokens travel in the Authorization header, never in a URL. */
export class FacebookGraph {
  private readonly http: PlatformHttp;

  constructor(
    private readonly base: string,
    private readonly version: string,
    timeoutMs: number,
    private readonly network: 'facebook' | 'instagram' | 'threads' = 'facebook',
  ) {
    this.http = new PlatformHttp(network, timeoutMs);
  }

  async get(path: string, params: Params, token?: string): Promise<unknown> {
    return this.call('GET', path, params, token);
  }

  /** Writes send their parameters as a form, as the Graph API documents. */
  async post(path: string, params: Params, token: string): Promise<unknown> {
    return this.call('POST', path, params, token);
  }

  async delete(path: string, token: string): Promise<unknown> {
    return this.call('DELETE', path, {}, token);
  }

  private async call(method: 'GET' | 'POST' | 'DELETE', path: string, params: Params, token?: string) {
    const response = await this.http.request({
      method,
      url: `${this.base}/${this.version}/${path}`,
      ...(method === 'POST' ? { form: params } : { query: params }),
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
    });
    if (response.status >= 200 && response.status < 300) return response.body;
    throw graphError(response, this.network);
  }
}
