/**
 * How much the networks' public searches find. Every generator of public matches (X, Reddit, Threads,
 * VK and YouTube search, Instagram hashtag media, public Page posts, Discord chatter, Steam reviews)
 * plans a base number of items per day at volume 1 and scales it by the global volume times its
 * source's own. Plans are fixed when first made: a change applies to the days not generated yet, so
 * tests set the volume right after a reset.
 */
import type { FastifyInstance } from 'fastify';
import { fail } from './control.js';
import { asRecord } from './params.js';

/** The largest multiplier the control API accepts (50× the base volume). */
export const MAX_VOLUME = 50;

const isVolume = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_VOLUME;

export class ListeningVolume {
  private global = 1;
  private readonly sources = new Map<string, number>();

  /** The multiplier of one source (a network name, or `instagram` / `steam`). */
  of(source: string): number {
    return this.global * (this.sources.get(source) ?? 1);
  }

  /** How many items a plan of `base` items at volume 1 holds at the source's volume. */
  scale(source: string, base: number): number {
    return Math.max(0, Math.round(base * this.of(source)));
  }

  set(global: number | undefined, sources: Readonly<Record<string, number>>): void {
    if (global !== undefined) this.global = global;
    for (const [source, value] of Object.entries(sources)) this.sources.set(source, value);
  }

  reset(): void {
    this.global = 1;
    this.sources.clear();
  }

  describe(): { volume: number; sources: Record<string, number> } {
    return { volume: this.global, sources: Object.fromEntries(this.sources) };
  }
}

/**
 * `GET /listening` and `POST /listening {volume?, sources?: {x: 2, instagram: 0.5}}` of the control
 * API: the global multiplier and the per-source ones (each 0–50; 0 silences a source).
 */
export function registerListeningControl(
  app: FastifyInstance,
  volume: ListeningVolume,
  known: readonly string[],
): void {
  app.get('/listening', async () => volume.describe());
  app.post('/listening', async (request, reply) => {
    const body = asRecord(request.body);
    if (body.volume !== undefined && !isVolume(body.volume))
      return fail(reply, `volume must be a number from 0 to ${MAX_VOLUME}`);
    const sources = asRecord(body.sources);
    for (const [source, value] of Object.entries(sources)) {
      if (!known.includes(source))
        return fail(reply, `unknown source ${source}; one of: ${known.join(', ')}`);
      if (!isVolume(value)) return fail(reply, `${source} must be a number from 0 to ${MAX_VOLUME}`);
    }
    volume.set(body.volume as number | undefined, sources as Record<string, number>);
    return volume.describe();
  });
}
