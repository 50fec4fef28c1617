import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { createVault, type TokenVault } from '../src/crypto/tokens.js';
import { createPglite, type Database, openDatabase, openPglite } from '../src/db/client.js';
import { createJobQueue, type JobQueue, type JobSpec } from '../src/jobs/queue.js';
import { createLogger, type Logger } from '../src/logger.js';
import type { SentimentHooks } from '../src/modules/sentiment/index.js';
import { createPlatforms, type Platforms } from '../src/platforms/registry.js';
import { jobSpecs, type Modules, wireModules } from '../src/wiring.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  queue: JobQueue;
  config: Config;
  vault: TokenVault;
  platforms: Platforms;
  logger: Logger;
  /** The address the app listens on, with `listen: true` (media links point there). */
  url: string | undefined;
  close: () => Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const provided = inject('database');
  if (provided.kind === 'pglite') {
    const blob = new Blob([readFileSync(provided.snapshot)]);
    const database = await openPglite(createPglite({ loadDataDir: blob }));
    return { database, drop: async () => undefined };
  }
  const name = `herald_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: provided.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${provided.template}`);
  await admin.end();
  const url = new URL(provided.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, dataDir: '' });
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: provided.url });
    await cleanup.connect();
    // pool.end() resolves before each client's goodbye reaches the server; let them leave first so
    // a forced drop only ever meets connections that were truly leaked.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const left = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (left.rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return { database, drop };
}

/** A real app on its own copy of the migrated database; each test file builds one. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    jobs?: readonly JobSpec<z.ZodType>[];
    /** Also listen on a free local port, for what must be fetched over HTTP (signed media links). */
    listen?: boolean;
    /** Stands in for the feeds module's reaction to sentiment rule changes. */
    sentimentHooks?: SentimentHooks;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  // Under the run's own folder, removed once every test file is done: tus's file store creates the
  // folder asynchronously, and removing it when one app closes could race that.
  const uploadDir = join(inject('uploadsRoot'), randomBytes(8).toString('hex'));
  const config = loadConfig({
    HERALD_ENV: 'test',
    WEB_DIST: '',
    EMULATOR: 'off',
    UPLOAD_DIR: uploadDir,
    ...options.env,
  });
  const queue = await createJobQueue(database, logger, [...jobSpecs(config), ...(options.jobs ?? [])]);
  const vault = createVault(config);
  const platforms = createPlatforms(config);
  const { sentimentHooks } = options;
  const app = await buildApp({ config, database, queue, logger, vault, platforms, sentimentHooks });
  await app.ready();
  const url = options.listen ? await app.listen({ host: '127.0.0.1', port: 0 }) : undefined;
  return {
    app,
    database,
    queue,
    config,
    vault,
    platforms,
    logger,
    url,
    close: async () => {
      await app.close();
      await queue.stop();
      await database.close();
      await drop();
    },
  };
}

/**
 * Registers a test app for the enclosing describe block: built before its tests, closed after.
 * Returns a getter, since the app exists only once the suite starts.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('the test app is built in beforeAll; use it inside a test');
    return current;
  };
}

/**
 * The network emulator on a free local port for the enclosing describe block. Pass the returned env
 * object to useTestApp (registered after this): it is filled in before the app is built.
 */
export function useEmulator(
  seed = 7,
  pageCount = 8,
): {
  env: Record<string, string>;
  url: () => string;
  emulator: () => FastifyInstance;
} {
  const env: Record<string, string> = {};
  let running: FastifyInstance | undefined;
  beforeAll(async () => {
    const { createEmulator } = await import('@herald/emulator');
    running = createEmulator({ seed, facebook: { pageCount } });
    const address = await running.listen({ host: '127.0.0.1', port: 0 });
    Object.assign(env, { EMULATOR: 'external', EMULATOR_URL: address });
  });
  afterAll(async () => {
    await running?.close();
  });
  return {
    env,
    url: () => env.EMULATOR_URL ?? '',
    emulator: () => {
      if (!running) throw new Error('the emulator starts in beforeAll');
      return running;
    },
  };
}

/** Every module's dependencies, built from a test app as the server builds its own. */
export function testModules(testApp: TestApp): Modules {
  const { config, database, queue, logger, vault, platforms } = testApp;
  return wireModules({ config, db: database.db, queue, logger, vault, platforms });
}
