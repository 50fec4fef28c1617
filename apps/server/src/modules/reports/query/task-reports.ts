import type {
  LabelPostInput,
  PostReport,
  SentimentReport,
  TaskPostInput,
  TaskSentimentInput,
} from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { assignScope, checkLabels, checkTasks, isLinked, linkedPosts, underLabels } from './assign-scope.js';
import { intArray } from './post-filter.js';
import { type PostQuery, postPage, postQuery } from './post-report.js';
import type { Viewer } from './scope.js';
import { sentimentOf, sentimentScope } from './sentiment.js';

type Unpaged<T> = Omit<T, 'page' | 'page_size'>;

const ofTasks = (taskIds: readonly number[]) => sql`tk.id = any(${intArray([...new Set(taskIds)])})`;

/**
 * The post report restricted to the posts linked to to-dos of the chosen labels' tasks (a label's
 * tasks include those under the labels below it; no label chosen: every task's linked posts).
 */
export async function labelPostQuery(
  db: DbOrTx,
  viewer: Viewer,
  input: Unpaged<LabelPostInput>,
): Promise<PostQuery> {
  const scope = assignScope(viewer);
  const labels = input.label_ids ?? [];
  const tasks = labels.length > 0 ? underLabels(scope.gameId, labels) : sql`true`;
  const query = await postQuery(db, viewer, input, isLinked(scope, tasks));
  await checkLabels(db, scope, labels);
  return query;
}

/** The post report restricted to the posts linked to to-dos of the chosen tasks (ones the caller may see). */
export async function taskPostQuery(
  db: DbOrTx,
  viewer: Viewer,
  input: Unpaged<TaskPostInput>,
): Promise<PostQuery> {
  const scope = assignScope(viewer);
  const query = await postQuery(db, viewer, input, isLinked(scope, ofTasks(input.task_ids)));
  await checkTasks(db, scope, input.task_ids);
  return query;
}

export async function labelPosts(db: DbOrTx, viewer: Viewer, input: LabelPostInput): Promise<PostReport> {
  return postPage(db, await labelPostQuery(db, viewer, input), input);
}

export async function taskPosts(db: DbOrTx, viewer: Viewer, input: TaskPostInput): Promise<PostReport> {
  return postPage(db, await taskPostQuery(db, viewer, input), input);
}

/**
 * The sentiment report over the inbox items (comments, messages, mentions) on the posts linked to the
 * chosen tasks' to-dos — on the accounts the caller may see, as every report.
 */
export async function taskSentiment(
  db: DbOrTx,
  viewer: Viewer,
  input: TaskSentimentInput,
): Promise<SentimentReport> {
  const scope = assignScope(viewer);
  const { task_ids, ...rest } = input;
  const linked = linkedPosts(scope, ofTasks(task_ids));
  const onLinked = sql`(f.account_id, f.post_remote_id) in (select ap.account_id, ap.social_post_id
    from account_posts ap where ap.id in (select lp.post_id from ${linked} as lp))`;
  const resolved = await sentimentScope(db, viewer, rest, onLinked);
  await checkTasks(db, scope, task_ids);
  return sentimentOf(db, resolved);
}
