import type { FastifyInstance } from 'fastify';
import { planCache } from '../../core/arrivals.js';
import { chatterLanguage } from '../../core/chatter.js';
import type { ListeningVolume } from '../../core/listening.js';
import { type Params, str, timeParam } from '../../core/params.js';
import { streamRng } from '../../core/prng.js';
import { invalidParameter } from './errors.js';
import { etag, videoId } from './ids.js';
import { pageOf, partsOf } from './paging.js';
import { type YtAuthedCall, type YtRuntime, ytRoute } from './routing.js';
import { DAY, iso } from './state.js';
import { NEEDS } from './tokens.js';
import type { YtState } from './types.js';
import { videoThumbnails } from './views.js';

/** A public video a search can find. */
interface Hit {
  id: string;
  channelId: string;
  title: string;
  description: string;
  publishedAt: number;
  /** Stand-ins for relevance and popularity, fixed by the seed. */
  score: number;
  views: number;
}

const TEMPLATES_ZH = [
  '{q} 新手攻略',
  '{q} 更新后闪退怎么办？',
  '{q} 抽卡实录 #{n}',
  '{q} 最强配队推荐',
  '{q} 剧情全流程 第{n}集',
];

const TEMPLATES = [
  '{q} — first impressions',
  'I tried {q} so you do not have to',
  '{q} tips for beginners',
  'Is {q} worth it in 2026?',
  '{q} funny moments #{n}',
  'Top 5 {q} builds',
  '{q} gameplay walkthrough part {n}',
  'Reacting to the {q} trailer',
];

const cached = planCache<YtState, Hit>();

/**
 * Other creators' videos about `q`, fixed by (seed, query), as many as the listening volume says when
 * first searched; some are published as the clock moves. Titles are in Chinese now and then (mostly,
 * for a Chinese query).
 */
function poolFor(state: YtState, query: string, volume: ListeningVolume): Hit[] {
  const key = query.toLowerCase();
  return cached(state, `search:${key}`, () => {
    const rng = streamRng(state.seed, 'youtube', 'search', key);
    const subject = query || 'gaming';
    return Array.from({ length: volume.scale('youtube', rng.int(12, 40)) }, () => {
      const channel = rng.pick(state.visitors);
      const templates = chatterLanguage(rng, [subject]) === 'zh' ? TEMPLATES_ZH : TEMPLATES;
      const title = rng
        .pick(templates)
        .replace('{q}', subject)
        .replace('{n}', String(rng.int(1, 40)));
      return {
        id: videoId(rng),
        channelId: channel.id,
        title,
        description: `${channel.title} plays ${subject}. Like and subscribe!`,
        publishedAt: Math.round(state.createdAt - rng.float(-3, 30) * DAY),
        score: rng.next(),
        views: rng.int(50, 2_000_000),
      };
    });
  });
}

/** The account's own public videos mentioning `q` (found videos of others come from their pool). */
function ownHits(state: YtState, query: string): Hit[] {
  const wanted = query.toLowerCase();
  return [...state.videos.values()]
    .filter(
      (video) =>
        video.origin !== 'search' &&
        !video.deleted &&
        video.privacyStatus === 'public' &&
        `${video.title} ${video.description}`.toLowerCase().includes(wanted),
    )
    .map((video) => ({ ...video, score: 0.5, views: 0 }));
}

function window(query: Params, key: string): number | undefined {
  const at = timeParam(query, key);
  if (at !== undefined && Number.isNaN(at)) throw invalidParameter(key, `Invalid value for ${key}.`);
  return at;
}

const ORDERS: Record<string, (a: Hit, b: Hit) => number> = {
  date: (a, b) => b.publishedAt - a.publishedAt,
  relevance: (a, b) => b.score - a.score,
  viewCount: (a, b) => b.views - a.views,
  title: (a, b) => a.title.localeCompare(b.title),
};

/**
 * A found video becomes a public video of its creator's channel the first time a search returns it:
 * videos.list, commentThreads.list and its viewers' comments then work on it as on any other.
 */
function materialise(state: YtState, hit: Hit, topic: string): void {
  if (state.videos.has(hit.id)) return;
  state.videos.set(hit.id, {
    id: hit.id,
    channelId: hit.channelId,
    title: hit.title,
    description: hit.description,
    tags: [],
    categoryId: '20',
    privacyStatus: 'public',
    madeForKids: false,
    embeddable: true,
    license: 'youtube',
    publicStatsViewable: true,
    uploadedAt: hit.publishedAt,
    publishedAt: hit.publishedAt,
    processingMs: 0,
    sizeBytes: 0,
    mimeType: 'video/mp4',
    origin: 'search',
    topic,
    ratings: new Map(),
    deleted: false,
  });
}

/** search.list (type=video): deterministic results, charged to the search bucket. */
function search(call: YtAuthedCall) {
  partsOf(call.query, ['snippet']);
  const query = (str(call.query, 'q') ?? '').trim();
  const order = str(call.query, 'order') ?? 'relevance';
  const compare = ORDERS[order];
  if (!compare) throw invalidParameter('order', `Invalid value '${order}' for order.`);
  const after = window(call.query, 'publishedAfter');
  const before = window(call.query, 'publishedBefore');
  const channelId = str(call.query, 'channelId');
  const types = (str(call.query, 'type') ?? 'video').split(',');
  const pool = types.includes('video') ? poolFor(call.state, query, call.context.listening) : [];
  const hits = [...pool, ...(types.includes('video') ? ownHits(call.state, query) : [])];
  const found = hits
    .filter(
      (hit) =>
        hit.publishedAt <= call.now &&
        (after === undefined || hit.publishedAt >= after) &&
        (before === undefined || hit.publishedAt < before) &&
        (!channelId || hit.channelId === channelId),
    )
    .sort((a, b) => compare(a, b) || (a.id < b.id ? -1 : 1));
  const others = new Set(pool);
  for (const hit of found) if (others.has(hit)) materialise(call.state, hit, query || 'gaming');
  const render = (hit: Hit) => ({
    kind: 'youtube#searchResult',
    etag: etag(['search', hit.id]),
    id: { kind: 'youtube#video', videoId: hit.id },
    snippet: {
      publishedAt: iso(hit.publishedAt),
      channelId: hit.channelId,
      title: hit.title,
      description: hit.description,
      thumbnails: videoThumbnails(hit.id),
      channelTitle: call.state.channels.get(hit.channelId)?.title ?? '',
      liveBroadcastContent: 'none',
      publishTime: iso(hit.publishedAt),
    },
  });
  return pageOf('search', found, call.query, render, { fallback: 5, max: 50 }, { regionCode: 'US' });
}

export function registerSearch(app: FastifyInstance, rt: YtRuntime): void {
  ytRoute(app, rt, {
    method: 'GET',
    url: '/youtube/v3/search',
    operation: 'search.list',
    scopes: NEEDS.read,
    cost: 'search',
    handler: search,
  });
}
