import type { FastifyInstance } from 'fastify';
import { fail } from './control.js';
import type { ListeningVolume } from './listening.js';
import { asRecord } from './params.js';

/** The largest multiplier the control API accepts (50× the base volume). */
export const MAX_VOLUME = 50;

const isVolume = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_VOLUME;

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
