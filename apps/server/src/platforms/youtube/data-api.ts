import type { HttpRequest, PlatformHttp } from '../http.js';
import { youtubeError } from './youtube-errors.js';

type Query = Readonly<Record<string, string | number | boolean | undefined>>;

/** The Data API v3 (`https://www.googleapis.com/youtube/v3`) with a Bearer token; failures classified. */
export class YoutubeDataApi {
  constructor(
    readonly http: PlatformHttp,
    /** https://www.googleapis.com or the emulator's equivalent. */
    readonly base: string,
  ) {}

  get(path: string, token: string, query: Query): Promise<unknown> {
    return this.call({ method: 'GET', url: `${this.base}/youtube/v3${path}`, query }, token);
  }

  post(path: string, token: string, query: Query, json?: unknown): Promise<unknown> {
    return this.call({ method: 'POST', url: `${this.base}/youtube/v3${path}`, query, json }, token);
  }

  delete(path: string, token: string, query: Query): Promise<unknown> {
    return this.call({ method: 'DELETE', url: `${this.base}/youtube/v3${path}`, query }, token);
  }

  /** Any request with the token; answers the body of a 2xx, else throws the classified error. */
  async call(request: HttpRequest, token: string): Promise<unknown> {
    const response = await this.http.request({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${token}` },
    });
    if (response.status >= 200 && response.status < 300) return response.body;
    throw youtubeError(response);
  }
}
