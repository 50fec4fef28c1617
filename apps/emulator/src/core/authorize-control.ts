import type { FastifyInstance } from 'fastify';
import type { AuthorizeDialog } from './authorize-page.js';
import { fail } from './control.js';
import { asRecord, type Params, str } from './params.js';

export interface AuthorizeControl<E extends Error> {
  /** The network's registered apps: the first answers for a test that leaves the client out. */
  apps(): ReadonlyMap<string, unknown>;
  /** The client-id parameter's name (`client_id`; TikTok says `client_key`). */
  clientParam?: string;
  /** Parameters a test may leave out (e.g. `response_type: 'code'`). */
  defaults?: Params;
  /** How a refusal is reported; its message unless given. */
  message?(error: E): string;
}

/**
 * `POST /_emulator/<network>/authorize`: plays the person on the consent page without parsing HTML.
 * The body is the authorize URL's query plus `decision` ('allow' | 'deny'); the answer is the redirect
 * the page would send the browser to (`{redirect_url, code?}`).
 */
export function registerAuthorizeControl<R, E extends Error>(
  app: FastifyInstance,
  dialog: AuthorizeDialog<R, E>,
  control: AuthorizeControl<E>,
): void {
  app.post('/authorize', async (request, reply) => {
    const body = asRecord(request.body);
    const client = control.clientParam ?? 'client_id';
    const params: Params = {
      ...control.defaults,
      ...body,
      [client]: str(body, client) ?? [...control.apps().keys()][0],
    };
    const decision = str(body, 'decision') ?? 'allow';
    if (decision !== 'allow' && decision !== 'deny') return fail(reply, "decision must be 'allow' or 'deny'");
    try {
      return dialog.decide(dialog.parse(params), decision === 'allow', params);
    } catch (error) {
      if (!(error instanceof dialog.refuses)) throw error;
      return fail(reply, control.message?.(error) ?? error.message);
    }
  });
}
