import { HttpError, sendHttpError } from '../../core/http-error.js';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * A failure as Twitch answers it: `{"error":"Unauthorized","status":401,"message":"Invalid OAuth
 * token"}`. The id.twitch.tv endpoints often leave `error` out (`{"status":400,"message":"…"}`).
 */
export class TwitchError extends HttpError {
  constructor(
    status: number,
    message: string,
    /** Whether the body names the status (`error`); id.twitch.tv's code and validate answers do not. */
    named = true,
    headers: Readonly<Record<string, string>> = {},
  ) {
    const name = named ? { error: STATUS_TEXT[status] ?? 'Error' } : {};
    super(status, { ...name, status, message }, headers, undefined, message);
  }
}

export const sendTwitchError = sendHttpError;

export const invalidToken = (): TwitchError => new TwitchError(401, 'Invalid OAuth token');
export const missingScope = (scope: string): TwitchError => new TwitchError(401, `Missing scope: ${scope}`);
export const badRequest = (message: string): TwitchError => new TwitchError(400, message);
export const forbidden = (message: string): TwitchError => new TwitchError(403, message);
export const serverError = (): TwitchError => new TwitchError(500, 'Internal Server Error');
export const tooManyRequests = (message: string, headers: Record<string, string> = {}): TwitchError =>
  new TwitchError(429, message, true, headers);

/** The refresh answer of a refresh token that was revoked, rotated away or never issued. */
export const invalidRefreshToken = (): TwitchError => new TwitchError(400, 'Invalid refresh token');
