import type { FastifyBaseLogger } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import { scrub, scrubbedError } from './log-redaction.js';

export type Logger = FastifyBaseLogger;

/**
 * Structured JSON logs; request logs carry the trace id (reqId, from X-Trace-Id) on every line. Every
 * line is scrubbed of secrets (`log-redaction.ts`), whoever logs it.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    formatters: { log: (object: Record<string, unknown>) => scrub(object) as Record<string, unknown> },
    serializers: { err: scrubbedError, error: scrubbedError },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
