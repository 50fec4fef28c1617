import { type HttpRequest, PlatformHttp } from '../http.js';
import { type GraphNetwork, graphError } from './graph-errors.js';

type Params = Record<string, string | number | boolean | undefined>;

/** One Graph API version at one base URL; tokens travel in the Authorization header, never in a URL. */
export class FacebookGraph {
  private readonly http: PlatformHttp;

  constructor(
    private readonly base: string,
    private readonly version: string,
    timeoutMs: number,
    private readonly network: GraphNetwork = 'facebook',
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

  /** Writes whose body is a JSON document (the WhatsApp Cloud API's messages). */
  async postJson(path: string, body: unknown, token: string): Promise<unknown> {
    return this.send({ method: 'POST', url: this.url(path), json: body }, token);
  }

  async delete(path: string, token: string): Promise<unknown> {
    return this.call('DELETE', path, {}, token);
  }

  private url(path: string): string {
    return `${this.base}/${this.version}/${path}`;
  }

  private call(method: 'GET' | 'POST' | 'DELETE', path: string, params: Params, token?: string) {
    const carried = method === 'POST' ? { form: params } : { query: params };
    return this.send({ method, url: this.url(path), ...carried }, token);
  }

  private async send(request: HttpRequest, token?: string): Promise<unknown> {
    const headers = token ? { authorization: `Bearer ${token}` } : undefined;
    const response = await this.http.request({ ...request, headers });
    if (response.status >= 200 && response.status < 300) return response.body;
    throw graphError(response, this.network);
  }
}
