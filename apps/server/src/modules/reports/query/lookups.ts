import {
  type CreativeMedia,
  type creativeDatasetsSchema,
  type creativeOptionsSchema,
  type hashtagSearchSchema,
  type MetricLookup,
  metricCatalogDefs,
  type ReportKind,
  type ReportRange,
  type SocialNetwork,
} from '@herald/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { materials, uploads } from '../../../db/schema/index.js';
import { mediaUrl } from '../../uploads/index.js';
import { checkedDays } from './period.js';
import { likePattern, normalizeHashtag } from './post-filter.js';
import { accountIn, reportAccounts, type Viewer } from './scope.js';
import { periodSql } from './tally-sql.js';

/** How far back the post catalogue looks for what each network marked unsupported. */
const UNSUPPORTED_LOOKBACK_DAYS = 30;

/**
 * A kind's metric groups, and per network the metrics its readings marked `unsupport`: the account
 * states for account metrics, the last month's posts for post metrics. Herald's own kinds (sentiment)
 * and the creative kind read what every network gives.
 */
export async function metricLookup(db: DbOrTx, viewer: Viewer, kind: ReportKind): Promise<MetricLookup> {
  const groups = (metricCatalogDefs[kind] ?? []).map((group) => ({
    group_key: group.group_key,
    metrics_list: group.metrics.map((metric) => ({ key: metric.key, type: metric.type })),
  }));
  const gameId = viewer.tenant.gameId;
  let query: SQL | null = null;
  if (kind === 'profile')
    query = sql`select sa.social_channel as network, e.key from report_account_state s
      join social_accounts sa on sa.id = s.account_id
      cross join lateral jsonb_each_text(s.na) as e(key, value)
      where s.game_id = ${gameId} and e.value = 'unsupport' group by 1, 2 order by 1, 2`;
  if (kind === 'post')
    query = sql`select rp.network, e.key from report_posts rp
      cross join lateral jsonb_each_text(rp.na) as e(key, value)
      where rp.game_id = ${gameId} and rp.published_at > now() - make_interval(days => ${UNSUPPORTED_LOOKBACK_DAYS})
        and e.value = 'unsupport'
      group by 1, 2 order by 1, 2`;
  const unsupported: Partial<Record<SocialNetwork, string[]>> = {};
  for (const row of query ? rowsOf(await db.execute(query)) : []) {
    const network = row.network as SocialNetwork;
    unsupported[network] = [...(unsupported[network] ?? []), String(row.key)];
  }
  return { groups, unsupported };
}

/** Hashtags of the visible accounts' posts published in the range, most used first. */
export async function hashtagSearch(
  db: DbOrTx,
  viewer: Viewer,
  input: { range: ReportRange; keyword: string; limit: number },
): Promise<z.infer<typeof hashtagSearchSchema>> {
  checkedDays(input.range);
  const accounts = await reportAccounts(db, viewer);
  const { within } = periodSql(sql`day`, { current: input.range, compare: null, days: 0 }, false);
  const keyword = normalizeHashtag(input.keyword);
  const result = await db.execute(sql`
    select dim_key as hashtag, sum(posts)::int as posts from metric_rollups
    where game_id = ${accounts.gameId} and dim = 'hashtag' and ${accountIn(sql`account_id`, accounts)} and ${within}
      ${keyword ? sql`and dim_key like ${likePattern(keyword)}` : sql``}
    group by dim_key having sum(posts) > 0 order by 2 desc, 1 limit ${input.limit}`);
  return rowsOf(result).map((row) => ({ hashtag: String(row.hashtag), posts: Number(row.posts) }));
}

/** What the creative report can be narrowed to: the networks, accounts and media kinds with posts. */
export async function creativeOptions(
  db: DbOrTx,
  viewer: Viewer,
  input: { range: ReportRange },
): Promise<z.infer<typeof creativeOptionsSchema>> {
  checkedDays(input.range);
  const accounts = await reportAccounts(db, viewer);
  const { within } = periodSql(sql`r.day`, { current: input.range, compare: null, days: 0 }, false);
  const result = await db.execute(sql`
    select r.account_id, u.kind from metric_rollups r join uploads u on u.id = r.dim_key::int
    where r.game_id = ${accounts.gameId} and r.dim = 'creative' and ${accountIn(sql`r.account_id`, accounts)}
      and ${within} and u.game_id = ${accounts.gameId}
    group by 1, 2`);
  const rows = rowsOf(result);
  const used = new Set(rows.map((row) => Number(row.account_id)));
  const refs = accounts.ids.filter((id) => used.has(id)).flatMap((id) => accounts.byId.get(id) ?? []);
  const kinds = new Set(rows.map((row) => (row.kind === 'video' ? ('video' as const) : ('image' as const))));
  return {
    platforms: [...new Set(refs.map((ref) => ref.network))],
    accounts: refs,
    kinds: (['image', 'video'] as const).filter((kind) => kinds.has(kind)),
  };
}

/** The media sets creatives are grouped in: today one per media kind of the game's used uploads. */
export async function creativeDatasets(
  db: DbOrTx,
  viewer: Viewer,
): Promise<z.infer<typeof creativeDatasetsSchema>> {
  const accounts = await reportAccounts(db, viewer);
  const result = await db.execute(sql`
    select case when u.kind = 'video' then 'video' else 'image' end as kind, count(distinct u.id)::int as media
    from metric_rollups r join uploads u on u.id = r.dim_key::int
    where r.game_id = ${accounts.gameId} and r.dim = 'creative' and ${accountIn(sql`r.account_id`, accounts)}
      and u.game_id = ${accounts.gameId}
    group by 1 order by 1`);
  const names = { image: 'Images', video: 'Videos' } as const;
  return rowsOf(result).map((row) => {
    const kind = row.kind === 'video' ? 'video' : 'image';
    return { key: kind, name: names[kind], media: Number(row.media) };
  });
}

const thumbnails = alias(uploads, 'thumbnails');

/**
 * How the creative report names these uploads of the game, in one query: an upload that is an approved
 * library material by the material's name, with its thumbnail (the preview the library serves); any
 * other upload by its file name, with no thumbnail. A material not (yet) approved is seen only in the
 * library by those who may review it, so here its file keeps the file's name.
 */
export async function creativeMedia(
  db: DbOrTx,
  gameId: number,
  uploadIds: readonly number[],
): Promise<Map<number, CreativeMedia>> {
  if (uploadIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: uploads.id,
      fileName: uploads.name,
      kind: uploads.kind,
      materialId: materials.id,
      materialName: materials.name,
      thumbnailId: thumbnails.id,
      thumbnailMime: thumbnails.mime,
    })
    .from(uploads)
    .leftJoin(
      materials,
      and(
        eq(materials.uploadId, uploads.id),
        eq(materials.gameId, uploads.gameId),
        eq(materials.status, 'approved'),
      ),
    )
    .leftJoin(thumbnails, eq(thumbnails.id, materials.thumbnailUploadId))
    .where(and(eq(uploads.gameId, gameId), inArray(uploads.id, [...uploadIds])));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        media_id: row.id,
        material_id: row.materialId,
        name: row.materialName ?? row.fileName,
        kind: row.kind === 'video' ? 'video' : 'image',
        thumbnail_url:
          row.thumbnailId === null || row.thumbnailMime === null
            ? null
            : mediaUrl(row.thumbnailId, row.thumbnailMime),
      },
    ]),
  );
}
