import type { FastifyReply } from 'fastify';

/** An API's error answer as it is sent: status, body, headers, and its content type when not plain JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly contentType?: string,
    message = `HTTP ${status}`,
  ) {
    super(message);
  }
}

export function sendHttpError(reply: FastifyReply, error: HttpError): FastifyReply {
  reply.headers(error.headers);
  if (error.contentType) reply.type(error.contentType);
  return reply.code(error.status).send(error.body);
}
