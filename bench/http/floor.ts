/**
 * The floor: a bare Fastify app answering one zod-validated POST of the console's size, so each
 * endpoint's figures read against what HTTP and validation alone cost on this machine in this run.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';

const input = z.strictObject({
  page: z.number().int().min(1),
  page_size: z.number().int().min(1).max(200),
  statuses: z.array(z.string()).max(30).optional(),
});

export const FLOOR_PAYLOAD = { page: 1, page_size: 20, statuses: ['scheduled', 'drafted'] };

export async function startFloor(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.post('/floor', async (request, reply) => {
    const parsed = input.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ code: 400, msg: 'bad input', data: null });
    return { code: 0, msg: 'ok', data: { list: [], total: 0, ...parsed.data } };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `${url}/floor` };
}
