import { z } from 'zod';
import { PlatformHttp } from '../http.js';
import { vkApiError, vkError } from './vk-errors.js';

type Params = Record<string, string | number | boolean | undefined>;

/** VK serves a community token 20 requests a second (platforms/vk.md §7); calls beyond wait their turn. */
const REQUESTS_PER_SECOND = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spaces the calls of each token so that none makes more than the per-second limit (error 6). */
class Pacer {
  private readonly recent = new Map<string, number[]>();

  async turn(token: string): Promise<void> {
    for (;;) {
      const now = Date.now();
      const times = (this.recent.get(token) ?? []).filter((at) => now - at < 1000);
      if (times.length < REQUESTS_PER_SECOND) {
        times.push(now);
        this.recent.set(token, times);
        return;
      }
      this.recent.set(token, times);
      await sleep(1000 - (now - (times[0] ?? now)) + 1);
    }
  }
}

export interface VkApiSettings {
  /** https://api.vk.com or the emulator's equivalent. */
  apiBase: string;
  /** The `v` sent with every call. */
  version: string;
  timeoutMs: number;
}

/** VK API methods over HTTP: `POST /method/<name>` with a form, `v` and the token as a Bearer header. */
export class VkApi {
  readonly http: PlatformHttp;
  private readonly pacer = new Pacer();

  constructor(private readonly settings: VkApiSettings) {
    this.http = new PlatformHttp('vk', settings.timeoutMs);
  }

  /** Calls a method and answers its `response`, read with `schema`; VK errors become PlatformErrors. */
  async call<T extends z.ZodType>(
    method: string,
    params: Params,
    token: string,
    schema: T,
  ): Promise<z.infer<T>> {
    await this.pacer.turn(token);
    const response = await this.http.request({
      method: 'POST',
      url: `${this.settings.apiBase}/method/${method}`,
      form: { ...params, v: this.settings.version },
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw vkError(response);
    const error = vkApiError(response);
    if (error) throw error;
    return schema.parse(z.object({ response: z.unknown() }).parse(response.body).response);
  }
}
