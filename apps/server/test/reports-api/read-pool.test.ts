import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { closeReadDatabases, readDatabase } from '../../src/db/read.js';

describe('the read replica pool', () => {
  const primary = {} as Db;

  it('is the primary without a replica, or without PostgreSQL', () => {
    expect(readDatabase({}, primary)).toBe(primary);
    expect(readDatabase({ DATABASE_READ_URL: 'postgres://replica/herald' }, primary)).toBe(primary);
  });

  it('opens one pool per replica, and a fresh one once the pools are closed on shutdown', async () => {
    const config = {
      DATABASE_URL: 'postgres://primary/herald',
      DATABASE_READ_URL: 'postgres://replica/herald',
    };
    const first = readDatabase(config, primary);
    expect(first).not.toBe(primary);
    expect(readDatabase(config, primary)).toBe(first);
    await closeReadDatabases();
    const reopened = readDatabase(config, primary);
    expect(reopened).not.toBe(first);
    await closeReadDatabases();
  });
});
