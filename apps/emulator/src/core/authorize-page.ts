import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ConsentKit, type ConsentRequest, renderConsentPage, renderErrorPage } from './consent.js';
import type { NetworkRuntime } from './network.js';
import { mergeParams, type Params, str } from './params.js';

/** Where the consent page sends the browser: the redirect URI with the answer, and the code issued on Allow. */
export interface ConsentRedirect {
  redirect_url: string;
  code?: string;
}

/**
 * One network's authorize dialog: how it checks a request, shows the consent page and answers it. The
 * same dialog serves the page a browser sees and the control API a test answers it through.
 */
export interface AuthorizeDialog<R, E extends Error = Error> {
  /** The network's consent page look and words (its error page too, unless `errorPage` is given). */
  consent: ConsentKit;
  /** Checks the request as the network does; throws the network's own error when it refuses it. */
  parse(params: Params): R;
  /** What the consent page shows for an accepted request (`params` is the query); the kit renders it. */
  page(request: R, params: Params): ConsentRequest;
  /** Where the browser goes once the person answers (`params`: the query plus the posted form). */
  decide(request: R, allow: boolean, params: Params): ConsentRedirect;
  /** A request the network sends straight back as refused, without showing the page. */
  skipsPage?(request: R): boolean;
  /** The error class of the network's own refusals; any other error is rethrown. */
  refuses: new (
    ...args: never[]
  ) => E;
  /** The network's error page for a refused request; the kit's, titled as the error says, unless given. */
  errorPage?(error: E): { status?: number; html: string };
}

/** The redirect URI with `query` added in order (undefined values left out), and a fragment if given. */
export function redirectUrl(
  uri: string,
  query: Readonly<Record<string, string | undefined>>,
  hash?: string,
): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(name, value);
  if (hash !== undefined) url.hash = hash;
  return url.toString();
}

const HTML = 'text/html; charset=utf-8';

/** The kit's error page for a refusal, under the refusal's own title when it has one. */
function kitErrorPage(kit: ConsentKit, error: Error): string {
  const title = 'title' in error && typeof error.title === 'string' ? error.title : undefined;
  return renderErrorPage(kit, { ...(title === undefined ? {} : { title }), message: error.message });
}

/** The host registrar that serves at `path` the dialog a network builds from its runtime. */
export function dialogPage<S, R, E extends Error>(
  path: string,
  dialogOf: (rt: NetworkRuntime<S>) => AuthorizeDialog<R, E>,
) {
  return (app: FastifyInstance, rt: NetworkRuntime<S>): void =>
    registerAuthorizePage(app, path, dialogOf(rt));
}

/**
 * `GET <path>` shows the consent page (or the network's error page for a malformed request);
 * `POST <path>` takes the page's `decision` (`allow` or anything else) and redirects the browser.
 */
export function registerAuthorizePage<R, E extends Error>(
  app: FastifyInstance,
  path: string,
  dialog: AuthorizeDialog<R, E>,
): void {
  const refuse = (reply: FastifyReply, error: unknown): FastifyReply => {
    if (!(error instanceof dialog.refuses)) throw error;
    const page = dialog.errorPage?.(error) ?? { html: kitErrorPage(dialog.consent, error) };
    return reply
      .code(page.status ?? 400)
      .type(HTML)
      .send(page.html);
  };
  app.get(path, async (request, reply) => {
    try {
      const params = mergeParams(request.query, undefined);
      const parsed = dialog.parse(params);
      if (dialog.skipsPage?.(parsed))
        return reply.redirect(dialog.decide(parsed, false, params).redirect_url, 302);
      return reply.type(HTML).send(renderConsentPage(dialog.consent, dialog.page(parsed, params)));
    } catch (error) {
      return refuse(reply, error);
    }
  });
  app.post(path, async (request, reply) => {
    try {
      const params = mergeParams(request.query, request.body);
      const parsed = dialog.parse(params);
      const allow = str(params, 'decision') === 'allow';
      return reply.redirect(dialog.decide(parsed, allow, params).redirect_url, 302);
    } catch (error) {
      return refuse(reply, error);
    }
  });
}
