import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

export type Logger = FastifyBaseLogger;

/** Structured JSON logs; request logs carry the trace id (reqId, from X-Trace-Id) on every line. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  });
}
