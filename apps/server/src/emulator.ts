import { createEmulator } from '@herald/emulator';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Logger } from './logger.js';

/**
 * With EMULATOR=embedded (the default) the local network emulator runs inside this process at
 * EMULATOR_URL, so a first start can connect accounts without any network credentials.
 */
export async function startEmbeddedEmulator(config: Config, logger: Logger): Promise<FastifyInstance | null> {
  if (config.EMULATOR !== 'embedded' || config.HERALD_ROLE === 'worker') return null;
  const url = new URL(config.EMULATOR_URL);
  const emulator = createEmulator({ seed: config.EMULATOR_SEED });
  await emulator.listen({ host: url.hostname, port: Number(url.port || 80) });
  logger.info({ url: config.EMULATOR_URL, seed: config.EMULATOR_SEED }, 'network emulator started');
  return emulator;
}
