import Fastify from 'fastify';

/** One delivery as the callback got it: the signature header, the exact body, and its JSON. */
export interface Received<J> {
  signature: string | undefined;
  body: string;
  json: J;
}

export interface Receiver<J> {
  url: string;
  received: Received<J>[];
  close: () => Promise<void>;
}

/** A callback standing in for Herald's: answers the verification for `tok`, keeps every delivery. */
export async function receiver<J>(): Promise<Receiver<J>> {
  const received: Received<J>[] = [];
  const app = Fastify();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.get('/hook', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query['hub.verify_token'] !== 'tok') return reply.code(403).send('no');
    return reply.send(query['hub.challenge']);
  });
  app.post('/hook', async (request) => {
    const body = String(request.body);
    received.push({
      signature: request.headers['x-hub-signature-256'] as string | undefined,
      body,
      json: JSON.parse(body),
    });
    return 'EVENT_RECEIVED';
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}/hook`, received, close: () => app.close() };
}
