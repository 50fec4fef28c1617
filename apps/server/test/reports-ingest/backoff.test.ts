import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportAccountState } from '../../src/db/schema/index.js';
import { ensureState, recordFailure, recordReading } from '../../src/modules/reports/ingest/state.js';
import { PlatformError } from '../../src/platforms/errors.js';
import { buildAccount, buildGame } from '../factories.js';
import { useTestApp } from '../harness.js';

const HOUR = 3_600_000;

describe('a failing account’s readings back off', () => {
  const testApp = useTestApp();

  it('waits 1 h, 2 h, 4 h … up to a day after failures in a row, the network’s longer wait first, and starts over after a good reading', async () => {
    const { db } = testApp().database;
    const game = (await buildGame(db)).game_id;
    const account = await buildAccount(db, game);
    await ensureState(db, account.id, game);
    let now = new Date('2026-03-01T00:00:00Z');
    /** Fails a reading at `now`, moves the clock to the next try, and says how long it waited in hours. */
    const failAndWait = async (error: unknown = new Error('network down')) => {
      await recordFailure(db, account.id, error, now);
      const [state] = await db
        .select()
        .from(reportAccountState)
        .where(eq(reportAccountState.accountId, account.id));
      if (!state?.nextAt) throw new Error('no next try');
      const hours = (state.nextAt.getTime() - now.getTime()) / HOUR;
      now = state.nextAt;
      return hours;
    };
    const waits: number[] = [];
    for (let failure = 0; failure < 7; failure += 1) waits.push(await failAndWait());
    expect(waits).toEqual([1, 2, 4, 8, 16, 24, 24]);

    await recordReading(db, account.id, now);
    expect(await failAndWait()).toBe(1);
    // A rate limit naming a longer wait than the backoff's is obeyed; a shorter one is not.
    const limited = (seconds: number) =>
      new PlatformError('facebook', 'rate_limited', 'slow down', { retryAfterSeconds: seconds });
    expect(await failAndWait(limited(30 * 3600))).toBe(30);
    expect(await failAndWait(limited(60))).toBe(4);
    const [state] = await db
      .select()
      .from(reportAccountState)
      .where(eq(reportAccountState.accountId, account.id));
    expect(state).toMatchObject({ state: 'failed', failures: 3 });
  });
});
