/** Writes the OpenAPI document generated from the contract to docs/api/openapi.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createPglite, openPglite } from '../db/client.js';
import { createJobQueue } from '../jobs/queue.js';
import { createLogger } from '../logger.js';

const logger = createLogger('silent');
const database = await openPglite(createPglite());
const queue = await createJobQueue(database, logger, []);
const app = await buildApp({ config: loadConfig({ WEB_DIST: '' }), database, queue, logger });
await app.ready();
const target = resolve(import.meta.dirname, '../../../../docs/api');
mkdirSync(target, { recursive: true });
writeFileSync(resolve(target, 'openapi.json'), `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await queue.stop();
await database.close();
process.stdout.write(`wrote ${resolve(target, 'openapi.json')}\n`);
