import type { FastifyInstance, FastifyReply } from 'fastify';
import { mergeParams, type Params, str } from './params.js';

/** One network's authorize page: how it checks a request, shows the consent page and answers it. */
export interface AuthorizePage<R> {
  /** Checks the request as the network does; throws the network's own error when it refuses it. */
  parse(params: Params): R;
  /** The consent page for an accepted request (`params` is the query). */
  render(request: R, params: Params): string;
  /** Where the browser goes once the person answers (`params` is the query plus the posted form). */
  decide(request: R, allow: boolean, params: Params): { redirect_url: string };
  /** A request the network sends straight back as refused, without showing the page. */
  skipsPage?(request: R): boolean;
  /** The network's error page for its own error, or undefined for anything else (rethrown). */
  refusal(error: unknown): { status?: number; html: string } | undefined;
}

const HTML = 'text/html; charset=utf-8';

/**
 * `GET <path>` shows the consent page (or the network's error page for a malformed request);
 * `POST <path>` takes the page's `decision` (`allow` or anything else) and redirects the browser.
 */
export function registerAuthorizePage<R>(app: FastifyInstance, path: string, page: AuthorizePage<R>): void {
  const refuse = (reply: FastifyReply, error: unknown): FastifyReply => {
    const refusal = page.refusal(error);
    if (!refusal) throw error;
    return reply
      .code(refusal.status ?? 400)
      .type(HTML)
      .send(refusal.html);
  };
  app.get(path, async (request, reply) => {
    try {
      const params = mergeParams(request.query, undefined);
      const parsed = page.parse(params);
      if (page.skipsPage?.(parsed))
        return reply.redirect(page.decide(parsed, false, params).redirect_url, 302);
      return reply.type(HTML).send(page.render(parsed, params));
    } catch (error) {
      return refuse(reply, error);
    }
  });
  app.post(path, async (request, reply) => {
    try {
      const params = mergeParams(request.query, request.body);
      const parsed = page.parse(params);
      const allow = str(params, 'decision') === 'allow';
      return reply.redirect(page.decide(parsed, allow, params).redirect_url, 302);
    } catch (error) {
      return refuse(reply, error);
    }
  });
}
