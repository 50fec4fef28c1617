import type { MaterialLinkInfo } from '@herald/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { games, materialReviewLinks, materials, users } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { membersByEmail } from '../../notices/index.js';
import type { MaterialDeps } from '../deps.js';
import { rightsOf } from '../present.js';
import { assertComment, type Decision, decideMaterial } from '../review/decide.js';
import { materialRow } from '../store.js';
import { linkFileUrl } from './files.js';
import { type LinkRow, linkOf } from './token.js';

/** What the outside reviewer's page shows: the material, its rights, and whether the link can decide. */
async function infoOf(
  db: DbOrTx,
  deps: Pick<MaterialDeps, 'consoleUrl'>,
  link: LinkRow,
  token: string,
): Promise<MaterialLinkInfo> {
  const [row] = await db
    .select({ material: materials, game: games.gameName, submitter: users.name })
    .from(materials)
    .innerJoin(games, eq(games.gameId, materials.gameId))
    .leftJoin(users, eq(users.id, materials.submittedBy))
    .where(eq(materials.id, link.materialId));
  if (!row) throw new AppError('material_link_invalid');
  const { material } = row;
  const base = deps.consoleUrl();
  return {
    game_name: row.game,
    reviewer: link.email,
    name: material.name,
    kind: material.kind,
    default_description: material.defaultDescription,
    rights: rightsOf(material),
    file_url: linkFileUrl(base, token, 'file'),
    thumbnail_url: material.thumbnailUploadId === null ? null : linkFileUrl(base, token, 'thumbnail'),
    submitted_by: row.submitter ?? '',
    state: link.usedAt === null && material.status === 'pending' ? 'open' : 'decided',
    status: material.status,
  };
}

/** material/link/info: the page of a link that has not expired (used links show their outcome). */
export async function linkInfo(deps: MaterialDeps, token: string): Promise<MaterialLinkInfo> {
  return infoOf(deps.db, deps, await linkOf(deps.db, token), token);
}

/**
 * material/link/decide: once. The link is closed in the deciding transaction, so a second use (or two
 * at once) is material_link_invalid; a material someone decided in the console meanwhile is
 * material_decided and leaves the link open. The decision is recorded as the reviewer's e-mail.
 */
export async function decideByLink(
  deps: MaterialDeps,
  input: { token: string; decision: Decision; comment: string },
): Promise<MaterialLinkInfo> {
  const link = await linkOf(deps.db, input.token);
  if (link.usedAt !== null) throw new AppError('material_link_invalid');
  assertComment(input.decision, input.comment);
  const [member] = await membersByEmail(deps.db, link.gameId, [link.email]);
  await deps.db.transaction(async (tx) => {
    const closed = await tx
      .update(materialReviewLinks)
      .set({ usedAt: new Date() })
      .where(and(eq(materialReviewLinks.id, link.id), isNull(materialReviewLinks.usedAt)))
      .returning({ id: materialReviewLinks.id });
    if (closed.length === 0) throw new AppError('material_link_invalid');
    const row = await materialRow(tx, link.gameId, link.materialId, { lock: true });
    await decideMaterial(tx, deps, row, {
      decision: input.decision,
      comment: input.comment,
      reviewer: { name: link.email, userId: member?.id ?? null },
    });
  });
  return linkInfo(deps, input.token);
}
