import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { games } from '../../../db/schema/index.js';

/**
 * One configuration writer per game at a time, so counts against a limit and positions are decided on
 * committed rows. `no key update` leaves inserts that reference the game (new feed items) unblocked.
 */
export async function lockGame(tx: Tx, gameId: number): Promise<void> {
  await tx.select({ id: games.gameId }).from(games).where(eq(games.gameId, gameId)).for('no key update');
}
