import fastifySse from '@fastify/sse';
import { API_PREFIX, type Endpoint, endpointId, type FileDownload } from '@herald/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Binding, EventSink } from './bind.js';
import { errorEnvelopeSchema, successEnvelope } from './envelope.js';
import { AppError } from './errors.js';
import type { Guard } from './guard.js';
import type {} from './request-augment.js';
import { UNSTORABLE_MESSAGE, unstorableField } from './text-check.js';

function responseSchemas(endpoint: Endpoint) {
  const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
  if (endpoint.download) return errors;
  const ok = z.object({ code: z.literal(0), msg: z.string(), data: endpoint.output });
  return { 200: ok, ...errors };
}

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 one. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function sendFile(reply: FastifyReply, file: FileDownload): FastifyReply {
  return reply
    .header('content-type', file.mediaType)
    .header('content-disposition', contentDisposition(file.filename))
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.body));
}

/** Comments sent on an idle stream so proxies and browsers keep it open. */
export const STREAM_HEARTBEAT_MS = 15_000;

/**
 * Server-sent events for the stream endpoints (@fastify/sse: headers, heartbeat comments, backpressure,
 * close detection). Registered before the routes, whose `sse` option it reads.
 */
export async function registerStreams(app: FastifyInstance): Promise<void> {
  await app.register(fastifySse, { heartbeatInterval: STREAM_HEARTBEAT_MS });
}

/**
 * Sends a stream endpoint's events to one client, each event's `data` shaped by the output schema.
 * Streams still open when the server stops are ended, so closing never waits on a listener.
 */
async function openStream(
  endpoint: Endpoint,
  open: NonNullable<Binding['stream']>,
  live: Set<FastifyReply>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const events = reply.sse;
  events.keepAlive();
  live.add(reply);
  events.onClose(() => live.delete(reply));
  const sink: EventSink<unknown> = {
    send: (event) => {
      if (!events.isConnected) return;
      events.send({ data: endpoint.output.parse(event) }).catch((error: unknown) => {
        request.log.debug({ err: error }, 'an event was not delivered: the stream closed');
      });
    },
    // A client gone before its listener is registered is told at once, so nothing is left listening.
    onClose: (listener) => (events.isConnected ? events.onClose(listener) : listener()),
  };
  try {
    await open(request.query, request.ctx, sink);
  } catch (error) {
    // Nothing was sent yet: the refusal travels as any endpoint's, in the envelope.
    live.delete(reply);
    events.close();
    throw error;
  }
  // Committed only once listening, so a client that sees the stream open misses nothing after it;
  // flushed at once, so the client knows it is live without waiting for the first heartbeat.
  events.sendHeaders();
  reply.raw.flushHeaders();
}

/**
 * Serves every bound contract endpoint: input validated against its strict schema (unknown fields
 * rejected), the guard run first, output shaped by the output schema.
 */
export function registerBindings(
  app: FastifyInstance,
  guard: Guard,
  bindings: readonly Binding[],
  routeConfig: (endpoint: Endpoint) => Record<string, unknown> = () => ({}),
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const live = new Set<FastifyReply>();
  app.addHook('preClose', async () => {
    for (const reply of live) reply.sse.close();
  });
  for (const { endpoint, handler, stream } of bindings) {
    const inputKey = endpoint.method === 'GET' ? 'querystring' : 'body';
    typed.route({
      method: endpoint.method,
      url: `${API_PREFIX}/${endpoint.path}`,
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.path.split('/')[0] ?? 'api'],
        description: `Access: ${endpoint.access}`,
        [inputKey]: endpoint.input,
        response: responseSchemas(endpoint),
      },
      config: { access: endpoint.access, ...routeConfig(endpoint) },
      // The guard runs before validation so an anonymous or forbidden caller learns nothing of the schema.
      preValidation: async (request) => {
        request.ctx = await guard(endpoint, request);
        if (endpoint.method === 'POST' && request.body == null) request.body = {};
        const unstorable = unstorableField(endpoint.method === 'GET' ? request.query : request.body);
        if (unstorable !== null)
          throw new AppError('validation_failed', {
            issues: [{ path: unstorable, message: UNSTORABLE_MESSAGE }],
          });
      },
      ...(stream ? { sse: 'only' as const } : {}),
      handler: async (request, reply) => {
        if (stream) return openStream(endpoint, stream, live, request, reply);
        const input = endpoint.method === 'GET' ? request.query : request.body;
        const data = await handler(input, request.ctx, reply);
        if (endpoint.download) return sendFile(reply, data as FileDownload);
        return successEnvelope(data ?? null);
      },
    });
  }
}

/** Every endpoint the contract declares must be bound exactly once. */
export function assertAllBound(endpoints: readonly Endpoint[], bindings: readonly Binding[]): void {
  const bound = new Map<string, number>();
  for (const { endpoint } of bindings)
    bound.set(endpointId(endpoint), (bound.get(endpointId(endpoint)) ?? 0) + 1);
  const missing = endpoints.map(endpointId).filter((id) => !bound.has(id));
  const twice = [...bound].filter(([, count]) => count > 1).map(([id]) => id);
  if (missing.length > 0 || twice.length > 0) {
    throw new Error(
      `Endpoint bindings out of step with the contract. Missing: ${missing.join(', ') || 'none'}; bound twice: ${twice.join(', ') || 'none'}`,
    );
  }
}
