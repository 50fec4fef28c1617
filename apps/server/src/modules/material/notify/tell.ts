import type { NotificationKind } from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import { featureTeller, type NoticeTelling } from '../../notices/index.js';
import { membersHolding } from '../../perm/index.js';
import { noticeMailSpec } from '../jobs/specs.js';

/** The notices the material library leaves (SPEC: submitted, approved, rejected, expiring, expired). */
export type MaterialNoticeKind = Extract<NotificationKind, `material_${string}`>;

/** What to tell: the game, the kind of notice and its parameters. */
export type Telling = NoticeTelling<MaterialNoticeKind>;

/**
 * Tells users something about a material, in the caller's transaction: a console notice each and,
 * when mail is configured, an e-mail each in their language (sent by a job once the change commits).
 * The one who acted is not told of their own action.
 */
export const tell = featureTeller<MaterialNoticeKind>(noticeMailSpec);

/** The game's material managers (material_manage holders, game admins included). */
export async function managersOf(db: DbOrTx, gameId: number): Promise<number[]> {
  const rows = await membersHolding(db, gameId, 'material_manage');
  return rows.map((row) => row.user_id);
}

/** A material's notice parameters: its name and id (the console opens it from the notice). */
export function materialParams(row: { id: number; name: string }) {
  return { material: row.name, material_id: row.id };
}
