import type { ErrorId } from '@herald/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sendError } from './envelope.js';
import { AppError } from './errors.js';

/** Fastify's own request errors, mapped to the catalogue; anything unlisted is a bug (operate_fail). */
const fastifyCodes: Record<string, ErrorId> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_json',
  FST_ERR_CTP_INVALID_TYPE: 'invalid_json',
  FST_ERR_VALIDATION: 'validation_failed',
};

function classify(error: FastifyError): ErrorId {
  const known = fastifyCodes[error.code];
  if (known) return known;
  // The JSON parser reports a syntax error with status 400 and no code of its own.
  if (error instanceof SyntaxError || (error.statusCode === 400 && error.name === 'SyntaxError'))
    return 'invalid_json';
  if (error.statusCode === 429) return 'too_many_attempts';
  return 'operate_fail';
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, error.id, error.issues, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'invalid',
      }));
      return sendError(request, reply, 'validation_failed', issues);
    }
    const id = classify(error);
    if (id === 'operate_fail') request.log.error({ err: error }, 'unexpected error');
    else request.log.info({ code: error.code }, 'rejected request');
    return sendError(request, reply, id);
  });
}
