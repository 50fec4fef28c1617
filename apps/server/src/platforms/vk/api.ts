import { z } from 'zod';
import { PlatformHttp } from '../http.js';
import type { VkToken } from './tokens.js';
import { vkApiError, vkError } from './vk-errors.js';

type Params = Record<string, string | number | boolean | undefined>;

/** VK serves a community token 20 requests a second, a user token 3 (platforms/vk.md §7); calls beyond wait their turn. */
const REQUESTS_PER_SECOND: Readonly<Record<VkToken['kind'], number>> = { community: 20, user: 3 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One call's place in its token's second: held while it is on its way, and for a second after. */
interface Slot {
  /** When its answer came back (undefined while the call is on its way). */
  doneAt: number | undefined;
}

/** How long to look again while every slot of the second is taken by calls still on their way. */
const IN_FLIGHT_WAIT_MS = 20;

/**
 * Spaces the calls of each token so that none makes more than its kind's per-second limit (error 6). VK
 * counts a call when it arrives, which may be later than when it was sent: a call holds its slot until
 * a second after its answer, by when VK's second surely has passed it too.
 */
class Pacer {
  private readonly recent = new Map<string, Slot[]>();

  /** Waits for a free slot; the answer is to be called once the call's answer came back. */
  async turn(token: VkToken): Promise<() => void> {
    for (;;) {
      const now = Date.now();
      const held = (this.recent.get(token.value) ?? []).filter(
        (slot) => slot.doneAt === undefined || now - slot.doneAt < 1000,
      );
      this.recent.set(token.value, held);
      if (held.length < REQUESTS_PER_SECOND[token.kind]) {
        const slot: Slot = { doneAt: undefined };
        held.push(slot);
        return () => {
          slot.doneAt = Date.now();
        };
      }
      const ends = held.flatMap((slot) => (slot.doneAt === undefined ? [] : [slot.doneAt]));
      await sleep(ends.length > 0 ? 1000 - (now - Math.min(...ends)) + 1 : IN_FLIGHT_WAIT_MS);
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
    token: VkToken,
    schema: T,
  ): Promise<z.infer<T>> {
    const answered = await this.pacer.turn(token);
    const response = await this.http
      .request({
        method: 'POST',
        url: `${this.settings.apiBase}/method/${method}`,
        form: { ...params, v: this.settings.version },
        headers: { authorization: `Bearer ${token.value}` },
      })
      .finally(answered);
    if (response.status !== 200) throw vkError(response);
    const error = vkApiError(response);
    if (error) throw error;
    return schema.parse(z.object({ response: z.unknown() }).parse(response.body).response);
  }
}
