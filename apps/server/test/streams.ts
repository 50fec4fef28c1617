import { API_PREFIX, type Endpoint, type EndpointOutput, HEADERS } from '@herald/contract';
import type { FastifyInstance } from 'fastify';
import type { CallOptions } from './factories.js';

/** A stream as a client holds it: its status, the events read so far, and a way to leave. */
export interface OpenStream<E extends Endpoint> {
  statusCode: number;
  contentType: string;
  /** The body of a refusal (an envelope); empty for an event stream. */
  body: string;
  events: EndpointOutput<E>[];
  /** Waits until an event satisfies `found`. */
  until(found: (events: readonly EndpointOutput<E>[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Every chunk received, heartbeats included. */
  raw(): string;
  close(): void;
}

/** Opens a stream endpoint with the client's headers (the console reads it with fetch, not EventSource). */
export async function openStream<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: CallOptions = {},
): Promise<OpenStream<E>> {
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    [HEADERS.commonParams]: JSON.stringify({ game_id: options.game, area_id: options.area ?? 'asia' }),
    ...options.headers,
  };
  if (options.as) headers.cookie = options.as.cookie;
  const response = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}/${endpoint.path}`,
    headers,
    payloadAsStream: true,
  });
  const stream = response.stream();
  let text = '';
  let read = 0;
  const events: EndpointOutput<E>[] = [];
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
    const complete = text.split('\n\n').slice(0, -1);
    for (const block of complete.slice(read)) {
      read += 1;
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) events.push(endpoint.output.parse(JSON.parse(data)) as EndpointOutput<E>);
    }
  });
  const contentType = String(response.headers['content-type'] ?? '');
  const eventStream = contentType.startsWith('text/event-stream');
  const body = eventStream
    ? ''
    : await new Promise<string>((resolve) => {
        stream.on('end', () => resolve(text));
      });
  return {
    statusCode: response.statusCode,
    contentType,
    body,
    events,
    raw: () => text,
    async until(found, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!found(events)) {
        if (Date.now() > deadline) throw new Error(`no such event in ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    // The client goes away: the server sees its connection close.
    close: () => response.raw.res.destroy(),
  };
}
