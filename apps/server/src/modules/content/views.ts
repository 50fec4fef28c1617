import {
  type Post,
  type PostDetail,
  type PostSummary,
  type PublishResult,
  userActionsFor,
} from '@herald/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  contentEvents,
  contentTargets,
  publishAttempts,
  socialAccounts,
  users,
} from '../../db/schema/index.js';
import type { ContentDeps } from './deps.js';
import { mediaFileOf, mediaOf, videoFileOf } from './facts.js';
import { mobileStatuses } from './pipeline/mobile.js';
import {
  bodyOf,
  type ContentRow,
  listedMediaOf,
  type MediaRefs,
  type PostBody,
  type TargetRow,
} from './store.js';

const EXCERPT = 200;

/** A target's outcome as the contract names them (a post being deleted or deleted had gone out). */
function resultOf(target: TargetRow): PublishResult {
  if (target.result === 'deleting' || target.result === 'deleted') return 'succeed';
  return target.result;
}

function postTypeOf(body: PostBody): Post['post_type'] {
  if (body.video_ids.length > 0) return 'video';
  if (body.image_ids.length > 0) return 'image';
  if (body.attached_link) return 'link';
  return 'text';
}

type TargetWithAccount = { target: TargetRow; emulated: boolean };

export async function targetsWithAccounts(db: DbOrTx, contentIds: readonly number[]) {
  if (contentIds.length === 0) return new Map<number, TargetWithAccount[]>();
  const rows = await db
    .select({ target: contentTargets, emulated: socialAccounts.emulated })
    .from(contentTargets)
    .leftJoin(socialAccounts, eq(socialAccounts.id, contentTargets.accountId))
    // One array parameter, not a list of thousands: a calendar month's targets parse and plan at once.
    .where(sql`${contentTargets.contentId} = any(${sql.param([...contentIds])}::int[])`)
    .orderBy(asc(contentTargets.id));
  const byContent = new Map<number, TargetWithAccount[]>();
  for (const row of rows) {
    const list = byContent.get(row.target.contentId) ?? [];
    list.push({ target: row.target, emulated: row.emulated ?? false });
    byContent.set(row.target.contentId, list);
  }
  return byContent;
}

export async function namesOf(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export function accountsOf(targets: readonly TargetWithAccount[]) {
  return targets.flatMap(({ target, emulated }) =>
    target.accountId === null
      ? []
      : [
          {
            id: target.accountId,
            network: target.network,
            name: target.accountName,
            emulated,
            result: resultOf(target),
          },
        ],
  );
}

/** The first image of each content, or its thumbnail image, for the list's preview. */
async function previewsOf(
  deps: Pick<ContentDeps, 'media'>,
  db: DbOrTx,
  rows: readonly ContentRow[],
  refs: ReadonlyMap<number, MediaRefs>,
) {
  const wanted = new Map<number, number>();
  for (const row of rows) {
    const media = refs.get(row.id);
    const id =
      media?.image_ids[0] ?? (media?.thumbnail?.kind === 'file' ? media.thumbnail.file_id : undefined);
    if (id !== undefined) wanted.set(row.id, id);
  }
  const first = rows[0];
  if (!first || wanted.size === 0) return new Map<number, string>();
  const files = await deps.media.found(db, first.gameId, [...new Set(wanted.values())]);
  const urls = new Map(files.map((file) => [file.id, file.url]));
  return new Map([...wanted].map(([content, file]) => [content, urls.get(file) ?? '']));
}

/** List and calendar rows for these contents (all of one game), in their order. */
export async function summariesOf(
  deps: Pick<ContentDeps, 'media'>,
  db: DbOrTx,
  rows: readonly ContentRow[],
): Promise<PostSummary[]> {
  // Each body is read once, and only for the media it names.
  const refs = new Map(rows.map((row) => [row.id, listedMediaOf(row)]));
  const previews = await previewsOf(deps, db, rows, refs);
  const targets = await targetsWithAccounts(
    db,
    rows.map((row) => row.id),
  );
  const authors = await namesOf(
    db,
    rows.map((row) => row.authorId),
  );
  return rows.map((row) => {
    const status = row.status;
    return {
      id: row.id,
      content_type: row.contentType,
      status,
      title: row.title,
      excerpt: [...row.text].slice(0, EXCERPT).join(''),
      accounts: accountsOf(targets.get(row.id) ?? []),
      media_count: (refs.get(row.id)?.image_ids.length ?? 0) + (refs.get(row.id)?.video_ids.length ?? 0),
      preview_url: previews.get(row.id) || null,
      scheduled_at: row.scheduledAt?.toISOString() ?? null,
      time_zone: row.timeZone,
      published_at: row.publishedAt?.toISOString() ?? null,
      author: row.authorId === null ? '' : (authors.get(row.authorId) ?? ''),
      author_id: row.authorId,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      held: row.held ?? null,
      actions: userActionsFor(status, { held: row.held !== null }),
    };
  });
}

export async function historyOf(db: DbOrTx, contentId: number, targets: readonly TargetRow[]) {
  const events = await db
    .select({ event: contentEvents, by: users.name })
    .from(contentEvents)
    .leftJoin(users, eq(users.id, contentEvents.userId))
    .where(eq(contentEvents.contentId, contentId))
    .orderBy(asc(contentEvents.id));
  const ids = targets.map((target) => target.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(publishAttempts)
          .where(inArray(publishAttempts.targetId, ids))
          .orderBy(asc(publishAttempts.id));
  const targetOf = new Map(targets.map((target) => [target.id, target]));
  return {
    events: events.map(({ event, by }) => ({
      action: event.action,
      from: event.fromStatus,
      to: event.toStatus,
      by,
      at: event.at.toISOString(),
    })),
    attempts: attempts.flatMap((attempt) => {
      const target = targetOf.get(attempt.targetId);
      if (!target?.accountId) return [];
      const live = attempt.socialPostId !== null && attempt.socialPostId === target.postId;
      return [
        {
          id: attempt.id,
          account_id: target.accountId,
          action: attempt.action as 'publish' | 'reconcile' | 'delete',
          outcome: attempt.outcome,
          message: attempt.message,
          post_id: attempt.socialPostId,
          post_link: live ? target.permalink : null,
          started_at: attempt.startedAt.toISOString(),
          finished_at: attempt.finishedAt?.toISOString() ?? null,
        },
      ];
    }),
  };
}

/** Everything the detail page shows of one content. */
export async function detailOf(
  deps: Pick<ContentDeps, 'media'>,
  db: DbOrTx,
  row: ContentRow,
): Promise<PostDetail> {
  const body = bodyOf(row);
  const withAccounts = (await targetsWithAccounts(db, [row.id])).get(row.id) ?? [];
  const targets = withAccounts.map(({ target }) => target);
  const media = await mediaOf(db, deps.media, row.gameId, body, 'show');
  const names = await namesOf(db, [row.authorId, body.mobile_publisher_id]);
  const [publisher] =
    body.mobile_publisher_id === null
      ? []
      : await db.select().from(users).where(eq(users.id, body.mobile_publisher_id));
  const status = row.status;
  const accounts = accountsOf(withAccounts);
  const mobile = await mobileStatuses(db, targets);
  const post: Post = {
    id: row.id,
    content_type: row.contentType,
    post_type: postTypeOf(body),
    status,
    publish_location: 'onsite',
    account_ids: accounts.map((account) => account.id),
    title: body.title,
    text: body.text,
    network_texts: body.network_texts,
    poll: body.poll,
    images: media.images.map(mediaFileOf),
    videos: media.videos.map(videoFileOf),
    thumbnail:
      body.thumbnail?.kind === 'offset'
        ? body.thumbnail
        : media.thumbnail
          ? { kind: 'file', file: mediaFileOf(media.thumbnail) }
          : null,
    review_level: body.review_level,
    emoji: body.emoji,
    location: body.location,
    tag_people: body.tag_people,
    attached_link: body.attached_link,
    text_synced: body.text_synced,
    publish:
      row.scheduledAt && row.timeZone
        ? { timing: 'schedule', scheduled_at: row.scheduledAt.toISOString(), time_zone: row.timeZone }
        : body.publish,
    timeout_action: body.timeout_action,
    collaborators: body.collaborators,
    mobile_publisher: publisher
      ? { user_id: publisher.id, name: publisher.name, email: publisher.email }
      : null,
    options: body.options,
    option_drafts: body.option_drafts,
    preview: media.preview ? mediaFileOf(media.preview) : null,
    link_status: 'nolink',
    todo_id: null,
    held: row.held ?? null,
    results: targets.flatMap((target) =>
      target.accountId === null
        ? []
        : [
            {
              account_id: target.accountId,
              network: target.network,
              account_name: target.accountName,
              result: resultOf(target),
              post_id: target.postId,
              post_link: target.permalink,
              mobile_status: mobile.get(target.id) ?? null,
              message: target.message,
              published_at: target.publishedAt?.toISOString() ?? null,
            },
          ],
    ),
    author: row.authorId === null ? '' : (names.get(row.authorId) ?? ''),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  const actions = userActionsFor(status, { held: row.held !== null });
  return { post, accounts, ...(await historyOf(db, row.id, targets)), actions };
}
