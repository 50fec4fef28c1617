import {
  type ErrorId,
  type ErrorParams,
  errorCatalog,
  errorMessages,
  type FieldIssue,
  formatErrorMessage,
  localeFromAcceptLanguage,
} from '@herald/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The envelope of an error reply: OpenAPI documents it for every non-200 status. */
export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z
    .object({ issues: z.array(z.object({ path: z.string(), message: z.string() })).optional() })
    .nullable(),
});

export function successEnvelope<T>(data: T) {
  return { code: 0, msg: 'ok', data };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  id: ErrorId,
  issues?: FieldIssue[],
  params?: ErrorParams,
): FastifyReply {
  const { code, status } = errorCatalog[id];
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify({
        code,
        msg: formatErrorMessage(errorMessages[locale][id], params),
        data: issues ? { issues } : null,
      }),
    );
}
