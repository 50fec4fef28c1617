import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import {
  API_PREFIX,
  allEndpoints,
  authEndpoints,
  type Endpoint,
  HEADERS,
  REQUEST_TIMEOUT_MS,
} from '@herald/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, oidcConfigured } from './config.js';
import { createVault, type TokenVault } from './crypto/tokens.js';
import type { Database } from './db/client.js';
import { registerDocs } from './http/docs.js';
import { sendError } from './http/envelope.js';
import { installErrorHandling } from './http/error-handler.js';
import { createGuard } from './http/guard.js';
import { assertAllBound, registerBindings, registerStreams } from './http/register.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { serveConsole } from './http/static.js';
import { clientErrorHandler, frameworkErrors } from './http/transport-errors.js';
import type { JobQueue } from './jobs/queue.js';
import type { Logger } from './logger.js';
import { accountRoutes } from './modules/accounts/index.js';
import { appRoutes } from './modules/app/index.js';
import { assignRoutes } from './modules/assign/index.js';
import { authRoutes, oidcRoutes } from './modules/auth/index.js';
import { contentRoutes, type MediaStore } from './modules/content/index.js';
import { engagementRoutes } from './modules/engagement/index.js';
import {
  feedSyncRoutes,
  feedsApiRoutes,
  registerFeedWebhooks,
  smartRuleRoutes,
  tagRoutes,
  webhookSettings,
} from './modules/feeds/index.js';
import { helpRoutes } from './modules/help/index.js';
import { listeningRoutes } from './modules/listening/index.js';
import { materialRoutes, registerLinkFiles } from './modules/material/index.js';
import { noticeRoutes } from './modules/notices/index.js';
import { permRoutes } from './modules/perm/index.js';
import { reportsRoutes } from './modules/reports/index.js';
import { reviewRoutes } from './modules/review/index.js';
import { reviewConfigRoutes } from './modules/review-config/index.js';
import { type SentimentHooks, sentimentRoutes } from './modules/sentiment/index.js';
import { tenancyRoutes } from './modules/tenancy/index.js';
import { createUploads, registerUploads, uploadRoutes } from './modules/uploads/index.js';
import { createPlatforms, type Platforms } from './platforms/registry.js';
import { identityOf, wireModules } from './wiring.js';

export interface AppDeps {
  config: Config;
  database: Database;
  queue: JobQueue;
  logger: Logger;
  /** Built from the configuration when not given (tests and main.ts share theirs with the workers). */
  vault?: TokenVault;
  platforms?: Platforms;
  /** Uploaded media as the content module reads it (the uploads table when not given). */
  media?: MediaStore;
  /** What a sentiment rule change sets off in the stored items (the feeds module's when not given). */
  sentimentHooks?: SentimentHooks;
}

/** Request bodies are small JSON; uploads travel another way. */
const BODY_LIMIT = 1024 * 1024;
/** Sign-in and sign-up attempts per client address per minute. */
const AUTH_ATTEMPTS_PER_MINUTE = 20;

const TRACE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    clientErrorHandler,
    frameworkErrors,
    // A hop count trusts that many proxies in front; fastify takes it as proxy-addr's trust function.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    genReqId: (request) => {
      const sent = request.headers[HEADERS.traceId];
      return typeof sent === 'string' && TRACE_ID.test(sent) ? sent : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('ctx');
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.traceId, request.id);
  });
  installErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, code: 'FST_RATE_LIMITED', message: 'rate limited' }),
  });
  await registerDocs(app);
  await registerStreams(app);

  const vault = deps.vault ?? createVault(config);
  const modules = wireModules({
    config,
    db: database.db,
    queue: deps.queue,
    logger: deps.logger,
    vault,
    platforms: deps.platforms ?? createPlatforms(config),
    media: deps.media,
    sentimentHooks: deps.sentimentHooks,
  });
  const guard = createGuard(identityOf(database.db));
  const uploads = createUploads(config, database.db, deps.logger, guard);
  const secure = config.COOKIE_SECURE ?? config.PUBLIC_URL?.startsWith('https://') ?? false;
  const sso = oidcConfigured(config);
  const bindings = [
    ...authRoutes({
      db: database.db,
      sessions: { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteHours: config.SESSION_ABSOLUTE_HOURS },
      cookies: { secure },
      signUpOpen: config.SIGN_UP_OPEN,
      sso,
    }),
    ...permRoutes(database.db),
    ...tenancyRoutes(database.db),
    ...uploadRoutes(uploads),
    ...accountRoutes(modules.accounts),
    ...contentRoutes(modules.content),
    ...engagementRoutes(modules.content),
    ...reviewConfigRoutes(modules.reviewConfig),
    ...reviewRoutes(modules.review),
    ...noticeRoutes(database.db),
    ...helpRoutes(),
    ...appRoutes(modules.app),
    ...feedSyncRoutes(modules.feeds),
    ...sentimentRoutes(modules.sentiment),
    ...feedsApiRoutes({ content: modules.content, logger: deps.logger }),
    ...tagRoutes({ db: database.db }),
    ...smartRuleRoutes(modules.feedRules),
    ...reportsRoutes(modules.reports),
    ...assignRoutes(modules.assign),
    ...materialRoutes(modules.material),
    ...listeningRoutes(modules.listening),
  ];
  assertAllBound(allEndpoints, bindings);
  const throttled = new Set<Endpoint>([authEndpoints.signIn, authEndpoints.signUp]);
  registerBindings(app, guard, bindings, (endpoint) =>
    throttled.has(endpoint) ? { rateLimit: { max: AUTH_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } } : {},
  );
  await registerUploads(app, config, uploads);
  registerLinkFiles(app, modules.material);
  await registerFeedWebhooks(app, modules.feeds, webhookSettings(config));
  if (sso) await oidcRoutes(app, { config, db: database.db, cookies: { secure } });
  else {
    app.get(`${API_PREFIX}/auth/oidc/*`, async (request, reply) =>
      sendError(request, reply, 'sso_not_configured'),
    );
  }
  await serveConsole(app, config.WEB_DIST);
  return app;
}
