/**
 * What each network of the reports benchmark gives, in catalogue keys: a post's counts as a share of
 * its views (each post draws its own views, and every count varies around its share), a `mean` key's
 * range in stored units (percent in 1/10000, decimal in 1/100), and which keys a network stops giving
 * — X's non-public metrics after 30 days, VK's reach under 5,000 members (`unreach`). A catalogue key a
 * network has no such metric for is `unsupport` on its posts.
 */
import { metricDefs, type SocialNetwork } from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';

export const NETWORKS = [
  'facebook',
  'instagram',
  'threads',
  'twitter',
  'youtube',
  'tiktok',
  'vk',
  'reddit',
] as const satisfies readonly SocialNetwork[];

/** A count's share of views, or a mean key's range; `fades`: X refuses it after 30 days. */
type KeySpec =
  | number
  | { lo: number; hi: number }
  | { share: number; fades: true }
  | { share: number; threshold: true };

const watch = { lo: 300, hi: 6000 };
const shared = { views: 1, likes: 0.04, comments: 0.008, shares: 0.005, engagements: 0.06 };

const POST_KEYS: Record<(typeof NETWORKS)[number], Record<string, KeySpec>> = {
  facebook: {
    ...shared,
    reach: 0.7,
    clicks: 0.03,
    link_clicks: 0.01,
    reactions: 0.045,
    reaction_love: 0.006,
    reaction_haha: 0.003,
    reaction_wow: 0.001,
    reaction_sad: 0.0005,
    reaction_angry: 0.0005,
    video_views: 0.5,
    watch_time: 2,
    avg_watch_time: watch,
  },
  instagram: {
    ...shared,
    reach: 0.65,
    profile_visits: 0.005,
    follows: 0.001,
    saves: 0.003,
    video_views: 0.6,
    avg_watch_time: watch,
    story_navigation: 0.1,
    story_replies: 0.001,
  },
  threads: { ...shared, quotes: 0.001 },
  twitter: {
    ...shared,
    clicks: { share: 0.03, fades: true },
    link_clicks: { share: 0.01, fades: true },
    profile_visits: { share: 0.005, fades: true },
    follows: { share: 0.001, fades: true },
    quotes: 0.001,
    video_views: 0.3,
    poll_votes: 0.02,
  },
  youtube: {
    ...shared,
    dislikes: 0.002,
    video_views: 1,
    engaged_views: 0.3,
    watch_time: 3,
    avg_watch_time: watch,
    avg_view_percentage: { lo: 1000, hi: 9000 },
  },
  tiktok: {
    ...shared,
    reach: 0.8,
    saves: 0.004,
    profile_visits: 0.004,
    video_views: 1,
    watch_time: 1.5,
    avg_watch_time: watch,
    completion_rate: { lo: 500, hi: 6000 },
  },
  vk: { ...shared, reach: { share: 0.6, threshold: true }, video_views: 0.4 },
  reddit: {
    views: 1,
    comments: 0.01,
    shares: 0.002,
    engagements: 0.05,
    score: 0.05,
    upvote_ratio: { lo: 7000, hi: 9900 },
  },
};

/** The post keys a network reads (Herald's own inbox figures and ratios are not read from networks). */
const storedPostKeys = [...metricDefs('post').values()]
  .filter((def) => def.agg !== 'ratio' && !def.herald)
  .map((def) => def.key);

/**
 * `bench_post_keys (network, key, share, lo, hi, fades, threshold)`: a row per key a network gives,
 * and `bench_network_na (network, na)`: the `unsupport` map of the keys it does not.
 */
export function postKeyTables(): SQL[] {
  const rows: SQL[] = [];
  const na: SQL[] = [];
  for (const network of NETWORKS) {
    const keys = POST_KEYS[network];
    for (const [key, spec] of Object.entries(keys)) {
      const share = typeof spec === 'number' ? spec : 'share' in spec ? spec.share : null;
      const range = typeof spec === 'object' && 'lo' in spec ? spec : { lo: null, hi: null };
      const fades = typeof spec === 'object' && 'fades' in spec;
      const threshold = typeof spec === 'object' && 'threshold' in spec;
      rows.push(
        sql`(${network}, ${key}, ${share}::float8, ${range.lo}::int, ${range.hi}::int, ${fades}, ${threshold})`,
      );
    }
    const missing = Object.fromEntries(
      storedPostKeys.filter((key) => !(key in keys)).map((key) => [key, 'unsupport']),
    );
    na.push(sql`(${network}, ${JSON.stringify(missing)}::jsonb)`);
  }
  return [
    sql`create unlogged table bench_post_keys
      (network text, key text, share float8, lo int, hi int, fades boolean, threshold boolean)`,
    sql`insert into bench_post_keys values ${sql.join(rows, sql`, `)}`,
    sql`create unlogged table bench_network_na (network text primary key, na jsonb)`,
    sql`insert into bench_network_na values ${sql.join(na, sql`, `)}`,
  ];
}

/** Networks whose accounts report no reach per day (their reach is `unsupport` on the account). */
export const NO_ACCOUNT_REACH: readonly string[] = ['twitter', 'threads', 'reddit'];
/** Networks that report watch time per day. */
export const ACCOUNT_WATCH_TIME: readonly string[] = ['facebook', 'youtube', 'tiktok'];

/** Hashtags posts draw from, the first ones far more common than the last. */
export const HASHTAGS = `heraldgame newseason patchnotes giveaway event gameplay update esports tournament
collab anniversary trailer devlog fanart cosplay screenshot guide tips speedrun leaderboard maintenance
hotfix beta launch preorder soundtrack lore hero skin gacha banner raid guild pvp pve ranked meta
community contest redeem livestream`.split(/\s+/);
