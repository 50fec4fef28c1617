import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { toSvg } from 'jdenticon';

/** Where the emulator serves its pictures: `/_pictures/{kind}/{id}.svg`. */
const PATH = '/_pictures';
const SIZE = 256;
const KIND = /^[a-z]{1,24}$/;
const NAME = /^([A-Za-z0-9_.:@-]{1,128})\.svg$/;

/** The origin the emulator is reached at during the request being answered. */
const origin = new AsyncLocalStorage<string>();

/**
 * The networks' profile pictures, served by the emulator itself: a generated identicon per id, the same
 * for the same id, so the demo shows pictures offline (a real network's CDN cannot be reached, and a
 * made-up one never resolves). A picture URL names the origin the request came in on, unless the
 * emulator is told the origin browsers reach it at (`publicUrl`).
 */
export function registerPictures(app: FastifyInstance, publicUrl: string | undefined): void {
  app.addHook('onRequest', (request, _reply, done) => {
    origin.run(publicUrl ?? `${request.protocol}://${request.host}`, done);
  });
  app.get<{ Params: { kind: string; name: string } }>(`${PATH}/:kind/:name`, async (request, reply) => {
    const name = NAME.exec(request.params.name);
    if (!KIND.test(request.params.kind) || !name) return reply.code(404).send({ error: 'no such picture' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400, immutable')
      .send(toSvg(`${request.params.kind}:${name[1]}`, SIZE, { backColor: '#eef1f8', padding: 0.12 }));
  });
}

/** The URL of the generated picture of one profile (a page, a channel, a user) of a network. */
export function pictureUrl(kind: string, id: string | number): string {
  const safe = String(id).replace(/[^A-Za-z0-9_.:@-]/g, '_');
  return `${origin.getStore() ?? 'http://127.0.0.1'}${PATH}/${kind}/${safe}.svg`;
}
