import { HttpError, sendHttpError } from '../../core/http-error.js';
import { OAuthError } from '../../core/oauth-error.js';

export { OAuthError, sendOAuthError } from '../../core/oauth-error.js';

type Body = Record<string, unknown>;

/** A REST v10 error: `{"message": "Missing Access", "code": 50001, "errors"?: {…}}`. */
export class DiscordError extends HttpError {
  constructor(status: number, body: Body, headers: Record<string, string> = {}) {
    super(status, body, headers, undefined, typeof body.message === 'string' ? body.message : undefined);
  }
}

const coded = (status: number, code: number, message: string) => new DiscordError(status, { message, code });

export const unauthorized = () => coded(401, 0, '401: Unauthorized');
export const notFound = () => coded(404, 0, '404: Not Found');
export const serverError = () => coded(500, 0, '500: Internal Server Error');
export const unknownChannel = () => coded(404, 10003, 'Unknown Channel');
export const unknownGuild = () => coded(404, 10004, 'Unknown Guild');
export const unknownMessage = () => coded(404, 10008, 'Unknown Message');
export const unknownEmoji = () => coded(400, 10014, 'Unknown Emoji');
export const alreadyCrossposted = () => coded(400, 40033, 'This message has already been crossposted.');
export const tooLarge = () => coded(413, 40005, 'Request entity too large');
export const missingAccess = () => coded(403, 50001, 'Missing Access');
export const otherAuthor = () => coded(403, 50005, 'Cannot edit a message authored by another user');
export const emptyMessage = () => coded(400, 50006, 'Cannot send an empty message');
export const nonTextChannel = () => coded(400, 50008, 'Cannot send messages in a non-text channel');
export const missingPermissions = () => coded(403, 50013, 'Missing Permissions');
export const wrongChannelType = () => coded(400, 50024, 'Cannot execute action on this channel type');
export const invalidJson = () => coded(400, 50109, 'The request body contains invalid JSON.');

/** 429: `retry_after` in seconds (float), `global` when the bot's global limit was hit. */
export function rateLimited(retryAfterMs: number, global: boolean, headers: Record<string, string>) {
  return new DiscordError(
    429,
    { message: 'You are being rate limited.', retry_after: Math.max(0.001, retryAfterMs / 1000), global },
    headers,
  );
}

type Tree = { [key: string]: Tree | Array<{ code: string; message: string }> };

/** Collects field errors into Discord's `errors` tree (`{"content": {"_errors": [{code, message}]}}`). */
export class FormErrors {
  private readonly tree: Tree = {};
  private count = 0;

  add(path: ReadonlyArray<string | number>, code: string, message: string): void {
    let node = this.tree;
    for (const key of path) {
      const child = node[String(key)];
      const next: Tree = child && !Array.isArray(child) ? child : {};
      node[String(key)] = next;
      node = next;
    }
    const list = node._errors;
    if (Array.isArray(list)) list.push({ code, message });
    else node._errors = [{ code, message }];
    this.count += 1;
  }

  /** 400 50035 Invalid Form Body when anything was added. */
  throwIfAny(): void {
    if (this.count > 0)
      throw new DiscordError(400, { message: 'Invalid Form Body', code: 50035, errors: this.tree });
  }
}

/** One field error, thrown at once. */
export function invalidField(path: ReadonlyArray<string | number>, code: string, message: string): never {
  const errors = new FormErrors();
  errors.add(path, code, message);
  errors.throwIfAny();
  throw new Error('unreachable');
}

export const sendError = sendHttpError;

export const invalidClient = () => new OAuthError(401, 'invalid_client', 'Invalid client credentials.');
export const invalidGrant = (what: string) =>
  new OAuthError(400, 'invalid_grant', `Invalid "${what}" in request.`);
