import { type MaterialDetail, type MaterialUse, mediaFit } from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { tasksUsingMedia } from '../../assign/index.js';
import { postsUsingUploads, scheduledUsing } from '../../content/index.js';
import { postFigures } from '../../reports/index.js';
import { materialView } from '../present.js';
import { visibleMaterial } from '../store.js';

/** Posts and tasks that use an upload, posts with how they did: newest first. */
async function usesOf(db: DbOrTx, gameId: number, uploadId: number): Promise<MaterialUse[]> {
  const [posts, tasks] = await Promise.all([
    postsUsingUploads(db, gameId, [uploadId]),
    tasksUsingMedia(db, gameId, [uploadId]),
  ]);
  const figures = await postFigures(
    db,
    posts.map((post) => post.id),
  );
  const postUses = posts.map((post): MaterialUse => {
    const done = figures.get(post.id);
    return {
      kind: 'post',
      id: post.id,
      title: post.title || post.excerpt,
      status: post.status,
      at: (post.publishedAt ?? post.scheduledAt)?.toISOString() ?? null,
      networks: post.networks,
      impressions: done?.impressions ?? null,
      engagements: done?.engagements ?? null,
    };
  });
  const taskUses = tasks.map(
    (task): MaterialUse => ({
      kind: 'task',
      id: task.taskId,
      title: task.name,
      status: task.status,
      at: task.deadline.toISOString(),
      networks: [],
      impressions: null,
      engagements: null,
    }),
  );
  return [...postUses, ...taskUses];
}

/**
 * material/detail: the material with its fit on each network (the contract's `mediaFit`, the same
 * rules compose applies), the posts and tasks that use it, and the scheduled posts that deleting it
 * or its rights ending would hold.
 */
export async function materialDetail(
  db: DbOrTx,
  ctx: TenantRequestContext,
  id: number,
): Promise<MaterialDetail> {
  const gameId = ctx.tenant.gameId;
  const row = await visibleMaterial(db, ctx, id);
  const material = await materialView(db, gameId, row.id);
  const { file } = material;
  const [uses, scheduled] = await Promise.all([
    usesOf(db, gameId, row.uploadId),
    scheduledUsing(db, gameId, [row.uploadId]),
  ]);
  return {
    ...material,
    fit: mediaFit({
      kind: row.kind,
      mime: file.mime,
      size: file.size,
      width: file.width,
      height: file.height,
      duration_ms: material.preview.duration_ms,
    }),
    uses,
    scheduled_uses: scheduled,
  };
}
