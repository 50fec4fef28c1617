import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, type Database, migrateDatabase, openDatabase, openPglite } from '../src/db/client.js';
import { createJobQueue } from '../src/jobs/queue.js';
import { createLogger } from '../src/logger.js';

declare module 'vitest' {
  export interface ProvidedContext {
    database: { kind: 'pglite'; snapshot: string } | { kind: 'postgres'; url: string; template: string };
    /** Where test apps keep uploads: one folder per run, removed after the last test file. */
    uploadsRoot: string;
  }
}

/** Migrations and the job queue's schema, installed once; each test file starts from a copy. */
async function prepare(database: Database): Promise<void> {
  await migrateDatabase(database);
  const queue = await createJobQueue(database, createLogger('silent'), []);
  await queue.stop();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const uploadsRoot = mkdtempSync(join(tmpdir(), 'herald-test-uploads-'));
  project.provide('uploadsRoot', uploadsRoot);
  const removeUploads = () => rmSync(uploadsRoot, { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `herald_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.href, dataDir: '' });
    await prepare(database);
    await database.close();
    project.provide('database', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
      removeUploads();
    };
  }
  const database = await openPglite(createPglite());
  await prepare(database);
  if (database.kind !== 'pglite') throw new Error('unreachable');
  const dump = await database.pglite.dumpDataDir('none');
  const snapshot = join(tmpdir(), `herald-test-${process.pid}.tar`);
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('database', { kind: 'pglite', snapshot });
  return async () => removeUploads();
}
