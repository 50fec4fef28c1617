import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { HttpResponse, PlatformHttp } from '../http.js';
import type { Credential } from '../types.js';
import {
  type CallContext,
  redditError,
  thingErrors,
  thingErrorsSchema,
  tokenError,
} from './reddit-errors.js';
import { plainUrl, tokenSchema } from './schemas.js';

export interface RedditEndpoints {
  clientId: string;
  clientSecret: string;
  /** https://www.reddit.com (token endpoint) or the emulator's equivalent, as the server reaches it. */
  tokenBase: string;
  /** https://oauth.reddit.com or the emulator's equivalent. */
  apiBase: string;
  /** Reddit throttles or blocks generic User-Agents: `<platform>:<app id>:<version> (by /u/<name>)`. */
  userAgent: string;
}

type Values = Readonly<Record<string, string | number | boolean | undefined>>;

const is2xx = (response: HttpResponse) => response.status >= 200 && response.status < 300;

/** Reddit over HTTP: the token endpoint with Basic client auth, and oauth.reddit.com with a bearer token. */
export class RedditApi {
  constructor(
    readonly http: PlatformHttp,
    readonly endpoints: RedditEndpoints,
  ) {}

  /** `POST /api/v1/access_token`; a bad grant comes back as HTTP 200 `{"error": "invalid_grant"}`. */
  async token(form: Record<string, string>, previous: Credential | null = null): Promise<Credential> {
    const { clientId, clientSecret, tokenBase, userAgent } = this.endpoints;
    const response = await this.http.request({
      method: 'POST',
      url: `${tokenBase}/api/v1/access_token`,
      form,
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'user-agent': userAgent,
      },
    });
    const error = z.object({ error: z.union([z.string(), z.number()]) }).safeParse(response.body);
    if (!is2xx(response) || error.success)
      throw tokenError(response, error.success ? String(error.data.error) : undefined);
    const token = tokenSchema.parse(response.body);
    return {
      accessToken: token.access_token,
      // Refresh tokens are not rotated: an answer without one keeps the one used.
      refreshToken: token.refresh_token ?? previous?.refreshToken ?? null,
      expiresAt: new Date(Date.now() + token.expires_in * 1000),
      refreshExpiresAt: null,
      scopes: token.scope?.split(/[\s,]+/).filter(Boolean) ?? [],
    };
  }

  get(path: string, credential: Credential, query: Values = {}, context: CallContext = {}): Promise<unknown> {
    return this.call('GET', path, credential, { query: { raw_json: 1, ...query } }, context);
  }

  /** A form POST; `api_type=json` refusals (`json.errors`, HTTP 200) are thrown as platform errors. */
  post(path: string, credential: Credential, form: Values, context: CallContext = {}): Promise<unknown> {
    return this.call('POST', path, credential, { form: { api_type: 'json', ...form } }, context);
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    credential: Credential,
    body: { query?: Values; form?: Values },
    context: CallContext,
  ): Promise<unknown> {
    const response = await this.http.request({
      method,
      url: `${this.endpoints.apiBase}${path}`,
      ...body,
      headers: { authorization: `bearer ${credential.accessToken}`, 'user-agent': this.endpoints.userAgent },
    });
    if (!is2xx(response)) throw redditError(response, context);
    const refused = thingErrorsSchema.safeParse(response.body);
    if (refused.success && (refused.data.json.errors?.length ?? 0) > 0)
      throw thingErrors(refused.data.json.errors ?? []);
    return response.body;
  }

  /** A multipart POST to a media upload lease's bucket (no Reddit token); answers its `Location`. */
  async upload(
    action: string,
    fields: ReadonlyArray<{ name: string; value: string }>,
    file: Blob,
    name: string,
  ) {
    const form = new FormData();
    for (const field of fields) form.append(field.name, field.value);
    form.append('file', file, name);
    const url = new URL(action, this.endpoints.apiBase);
    const response = await this.http.request({ method: 'POST', url: url.toString(), multipart: form });
    const text = typeof response.body === 'string' ? response.body : '';
    if (!is2xx(response)) {
      const reason = /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? `HTTP ${response.status}`;
      const kind = response.status >= 500 ? 'transient' : 'content';
      throw new PlatformError('reddit', kind, `the media upload was refused: ${reason}`, {
        status: response.status,
      });
    }
    const location = plainUrl(/<Location>([^<]*)<\/Location>/.exec(text)?.[1]);
    const key = fields.find((field) => field.name === 'key')?.value ?? '';
    return location ?? `${url.toString().replace(/\/$/, '')}/${key}`;
  }
}
