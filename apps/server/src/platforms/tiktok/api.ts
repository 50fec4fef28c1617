import { z } from 'zod';
import { PlatformHttp } from '../http.js';
import type { Credential } from '../types.js';
import { tiktokError } from './tiktok-errors.js';

export interface TiktokSettings {
  clientKey: string;
  clientSecret: string;
  /** https://www.tiktok.com or the emulator's equivalent (the consent page). */
  wwwBase: string;
  /** https://open.tiktokapis.com or the emulator's equivalent. */
  openBase: string;
  emulated: boolean;
  timeoutMs: number;
}

const tokenSchema = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  open_id: z.string(),
  refresh_token: z.string().optional(),
  refresh_expires_in: z.number().optional(),
  scope: z.string().optional(),
});
const okSchema = z.object({ data: z.unknown(), error: z.object({ code: z.literal('ok') }) });

export interface Authorization {
  openId: string;
  credential: Credential;
}

/** TikTok's OAuth v2 endpoints and the Open API's `{data, error}` envelope, over PlatformHttp. */
export class TiktokApi {
  readonly http: PlatformHttp;

  constructor(private readonly settings: TiktokSettings) {
    this.http = new PlatformHttp('tiktok', settings.timeoutMs);
  }

  /** `POST /v2/oauth/token/`: the app names itself with its key and secret in the form. */
  async token(form: Record<string, string>): Promise<Authorization> {
    const response = await this.http.request({
      method: 'POST',
      url: `${this.settings.openBase}/v2/oauth/token/`,
      form: { ...form, client_key: this.settings.clientKey, client_secret: this.settings.clientSecret },
    });
    const parsed = tokenSchema.safeParse(response.body);
    if (response.status !== 200 || !parsed.success) throw tiktokError(response);
    const token = parsed.data;
    const now = Date.now();
    return {
      openId: token.open_id,
      credential: {
        accessToken: token.access_token,
        refreshToken: token.refresh_token ?? null,
        expiresAt: new Date(now + token.expires_in * 1000),
        refreshExpiresAt:
          token.refresh_expires_in === undefined ? null : new Date(now + token.refresh_expires_in * 1000),
        scopes: token.scope?.split(',').filter(Boolean) ?? [],
      },
    };
  }

  /** An Open API call answering the envelope's `data`, parsed by `schema`. */
  async call<T extends z.ZodType>(
    schema: T,
    token: string,
    method: 'GET' | 'POST',
    path: string,
    options: { fields?: string; json?: unknown } = {},
  ): Promise<z.infer<T>> {
    const response = await this.http.request({
      method,
      url: `${this.settings.openBase}${path}`,
      query: options.fields ? { fields: options.fields } : undefined,
      json: method === 'POST' ? (options.json ?? {}) : undefined,
      headers: { authorization: `Bearer ${token}` },
    });
    const ok = okSchema.safeParse(response.body);
    if (response.status !== 200 || !ok.success) throw tiktokError(response);
    return schema.parse(ok.data.data);
  }
}
