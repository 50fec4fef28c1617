import { ApiError } from '../api/transport.js';

/** Code of a call that never reached the server (no network). */
export const NETWORK_LOST = -1;

/**
 * The text a failure toast shows (SPEC §8): the error's message if it has one, a string as is, any
 * other value as JSON, and the default failure message when there is nothing to say.
 */
export function errorText(error: unknown, fallback: string, networkLost: string): string {
  if (error instanceof ApiError && error.code === NETWORK_LOST) return networkLost;
  if (error instanceof Error) return error.message || fallback;
  if (typeof error === 'string') return error || fallback;
  if (error === undefined || error === null) return fallback;
  const json = JSON.stringify(error);
  return json && json !== '{}' && json !== '""' ? json : fallback;
}
