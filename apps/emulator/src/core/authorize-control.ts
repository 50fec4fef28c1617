import type { FastifyInstance } from 'fastify';
import { asRecord, type Params, str } from './params.js';

export interface AuthorizeControl {
  /** The client-id parameter's name (`client_id`; TikTok says `client_key`). */
  clientParam?: string;
  /** The first registered app, used when a test leaves the client out. */
  defaultClient: () => string | undefined;
  /** Parameters a test may leave out (e.g. `response_type: 'code'`). */
  defaults?: Params;
  /** The consent page's answer: parse the query as the dialog does, then allow or deny. */
  decide: (params: Params, allow: boolean, body: Params) => unknown;
  /** The message of the network's own dialog error, or undefined for anything else (rethrown). */
  dialogError: (error: unknown) => string | undefined;
}

/**
 * `POST /_emulator/<network>/authorize`: plays the person on the consent page without parsing HTML.
 * The body is the authorize URL's query plus `decision` ('allow' | 'deny'); the answer is the redirect
 * the page would send the browser to (`{redirect_url, code?}`).
 */
export function registerAuthorizeControl(app: FastifyInstance, control: AuthorizeControl): void {
  app.post('/authorize', async (request, reply) => {
    const body = asRecord(request.body);
    const client = control.clientParam ?? 'client_id';
    const params: Params = {
      ...control.defaults,
      ...body,
      [client]: str(body, client) ?? control.defaultClient(),
    };
    const decision = str(body, 'decision') ?? 'allow';
    if (decision !== 'allow' && decision !== 'deny') {
      return reply.code(400).send({ error: "decision must be 'allow' or 'deny'" });
    }
    try {
      return control.decide(params, decision === 'allow', body);
    } catch (error) {
      const message = control.dialogError(error);
      if (message === undefined) throw error;
      return reply.code(400).send({ error: message });
    }
  });
}
