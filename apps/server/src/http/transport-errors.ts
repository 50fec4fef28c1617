import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorId, errorCatalog, errorMessages } from '@herald/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './envelope.js';

/** How long a refused connection may take to read the answer before it is cut. */
const LINGER_MS = 1000;

/**
 * Answers Fastify gives before any route runs, in the envelope: a path parameter beyond the router's
 * limit (414) and a URL that cannot be decoded (400).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const id: ErrorId = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'url_too_long' : 'malformed_request';
  request.log.info({ code: error.code }, 'rejected request');
  return sendError(request, reply, id);
}

function connectionErrorId(code: string | undefined): ErrorId {
  if (code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  return 'malformed_request';
}

/**
 * Errors of the connection itself, raised by Node's HTTP parser before a request exists: headers (or
 * a request line) beyond the size limit (431), a request that took too long (408), broken HTTP (400).
 * The envelope is written straight to the socket, in English since no header could be read. The
 * socket is half-closed rather than destroyed, so a client still sending can read the answer.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const id = connectionErrorId(error.code);
  const { code, status } = errorCatalog[id];
  const body = JSON.stringify({ code, msg: errorMessages.en[id], data: null });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
