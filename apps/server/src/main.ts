import { createEmulator } from '@herald/emulator';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import { loadConfig } from './config.js';
import { createVault } from './crypto/tokens.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { closeReadDatabases } from './db/read.js';
import { createJobQueue, startWorkers } from './jobs/queue.js';
import { createLogger } from './logger.js';
import { sessionCleanupJob } from './modules/auth/index.js';
import { sweepSpec } from './modules/content/index.js';
import { META_WEBHOOK_PATH, THREADS_WEBHOOK_PATH } from './modules/feeds/index.js';
import { configureMediaLinks } from './modules/uploads/index.js';
import { createPlatforms } from './platforms/registry.js';
import { jobHandlers, jobSpecs, wireModules } from './wiring.js';

/**
 * With EMULATOR=embedded (the default) the local network emulator runs inside this process at
 * EMULATOR_URL, so a first start can connect accounts without any network credentials. It is started
 * here, beside the server rather than inside it: the server only ever reaches it over HTTP.
 */
async function startEmbeddedEmulator(): Promise<FastifyInstance | null> {
  if (config.EMULATOR !== 'embedded' || config.HERALD_ROLE === 'worker') return null;
  const url = new URL(config.EMULATOR_URL);
  const emulator = createEmulator({
    seed: config.EMULATOR_SEED,
    facebook: emulatorWebhook(config.FACEBOOK_APP_SECRET, META_WEBHOOK_PATH),
    threads: emulatorWebhook(config.THREADS_APP_SECRET, THREADS_WEBHOOK_PATH),
    // Browsers load the networks' profile pictures from the emulator, at its public address.
    ...(config.EMULATOR_PUBLIC_URL ? { publicUrl: config.EMULATOR_PUBLIC_URL } : {}),
  });
  await emulator.listen({ host: url.hostname, port: Number(url.port || 80) });
  logger.info({ url: config.EMULATOR_URL, seed: config.EMULATOR_SEED }, 'network emulator started');
  return emulator;
}

/**
 * An emulated app (Meta's, Threads') delivers its webhooks to the server's own path, as a real app's
 * subscription would; a network whose real app is configured is not emulated.
 */
function emulatorWebhook(realSecret: string | undefined, path: string) {
  if (realSecret) return {};
  const host = ['0.0.0.0', '::'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  return {
    webhook: { callbackUrl: `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}${path}` },
  };
}

const roleArg = process.argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
const config = loadConfig(roleArg ? { ...process.env, HERALD_ROLE: roleArg } : process.env);
const logger = createLogger(config.LOG_LEVEL);
// Workers hand networks links to uploaded media too; the API refines the base once it listens.
configureMediaLinks(config);

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  onConnectionError: (error) => logger.warn({ err: error }, 'database connection dropped'),
});
await migrateDatabase(database);
await bootstrap(
  database.db,
  { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD, demoGame: config.DEMO_GAME },
  logger,
);
const emulator = await startEmbeddedEmulator();
const vault = createVault(config);
const platforms = createPlatforms(config);
const sessionJob = sessionCleanupJob(database.db, logger);
const queue = await createJobQueue(database, logger, [sessionJob, ...jobSpecs(config)], {
  superviseIntervalSeconds: config.JOB_SUPERVISE_SECONDS,
});
const modules = wireModules({ config, db: database.db, queue, logger, vault, platforms });
const jobs = [sessionJob, ...jobHandlers(modules)];
if (config.HERALD_ROLE !== 'api') {
  await startWorkers(queue, jobs, logger);
  // Whatever a stopped process left publishing is picked up now rather than at the next minute.
  await queue.send(sweepSpec, {});
}

const app =
  config.HERALD_ROLE === 'worker'
    ? null
    : await buildApp({ config, database, queue, logger, vault, platforms });
if (app) {
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  logger.info({ address, role: config.HERALD_ROLE, database: database.kind }, 'Herald is listening');
} else {
  logger.info({ role: config.HERALD_ROLE, database: database.kind }, 'Herald worker started');
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await app?.close();
  await emulator?.close();
  await queue.stop();
  await closeReadDatabases();
  await database.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    shutdown(signal).catch((error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  });
}
