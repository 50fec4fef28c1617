import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './envelope.js';

/** Serves the built console; every non-API path falls back to index.html (client-side routes). */
export async function serveConsole(app: FastifyInstance, distDir: string): Promise<void> {
  const hasConsole = distDir !== '' && existsSync(join(distDir, 'index.html'));
  if (hasConsole) await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !hasConsole) {
      return sendError(request, reply, 'not_found');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
