import { metricDefs, type postHistorySchema, postMetricKeys, type ReportPost } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { AppError } from '../../../http/errors.js';
import { metricsOf } from './period.js';
import { postConditions, textArray } from './post-filter.js';
import { readPosts, reportPostOf } from './post-rows.js';
import { reportAccounts, type Viewer } from './scope.js';

/** One report post the viewer may see (another game's, or a hidden account's, is not found). */
export async function reportPostById(db: DbOrTx, viewer: Viewer, id: number): Promise<ReportPost> {
  const accounts = await reportAccounts(db, viewer);
  const [record] = await readPosts(
    db,
    sql`${postConditions(accounts, {})} and rp.post_id = ${id}`,
    sql`rp.post_id`,
    1,
  );
  const post = record
    ? reportPostOf(record, accounts, metricsOf('post', postMetricKeys), metricDefs('post'), null)
    : null;
  if (!post) throw new AppError('not_found');
  return post;
}

/** A post's metrics as each reading found them, oldest first (its own snapshots, by their key). */
export async function postHistory(
  db: DbOrTx,
  viewer: Viewer,
  id: number,
): Promise<z.infer<typeof postHistorySchema>> {
  const post = await reportPostById(db, viewer, id);
  const result = await db.execute(sql`
    select to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as taken_at, metrics as values
    from metric_snapshots
    where subject = 'post' and subject_id = ${id} and game_id = ${viewer.tenant.gameId}
    order by taken_at`);
  const snapshots = rowsOf(result).map((row) => ({
    taken_at: String(row.taken_at),
    values: row.values as Record<string, number>,
  }));
  return { post, snapshots };
}

/**
 * Records an Instagram post's collaborators (Instagram's collab posts show on each collaborator's
 * profile; the network does not list them). Another network's post is `validation_failed`.
 */
export async function setCollaborators(
  db: DbOrTx,
  viewer: Viewer,
  input: { id: number; usernames: string[] },
): Promise<ReportPost> {
  const post = await reportPostById(db, viewer, input.id);
  if (post.network !== 'instagram')
    throw new AppError('validation_failed', {
      issues: [{ path: 'id', message: 'collaborators are recorded on Instagram posts only' }],
    });
  const usernames = [...new Set(input.usernames.map((name) => name.toLowerCase()))];
  await db.execute(sql`update report_posts set collaborators = ${textArray(usernames)}
    where post_id = ${input.id} and game_id = ${viewer.tenant.gameId}`);
  return { ...post, collaborators: usernames };
}
