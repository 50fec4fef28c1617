import type { InsightMeta } from '../insight-window.js';
import type { IgProductType } from './types.js';

const meta = (title: string, description: string): InsightMeta => ({ title, description });

/** Media metrics of the current API (impressions, plays, video_views… are gone since v22.0). */
export const MEDIA_METRICS: Record<string, InsightMeta> = {
  views: meta('Views', 'The number of times your content was played or displayed.'),
  reach: meta('Accounts reached', 'The number of unique accounts that have seen your media at least once.'),
  likes: meta('Likes', 'The number of likes on your post.'),
  comments: meta('Comments', 'The number of comments on your post.'),
  saved: meta('Saved', 'The number of saves of your post.'),
  shares: meta('Shares', 'The number of shares of your post.'),
  total_interactions: meta(
    'Interactions',
    'The number of likes, saves, comments and shares on your post, minus those removed.',
  ),
  follows: meta('Follows', 'The number of accounts that started following you from this media.'),
  profile_visits: meta('Profile visits', 'The number of times your profile was visited from this media.'),
  profile_activity: meta(
    'Profile activity',
    'The number of actions people take on your profile after engaging.',
  ),
  replies: meta('Replies', 'The number of replies to your story.'),
  navigation: meta('Navigation', 'The total number of actions taken from your story (forward, back, exit).'),
  ig_reels_avg_watch_time: meta(
    'Average watch time',
    'The average time your reel was played, in milliseconds.',
  ),
  ig_reels_video_view_total_time: meta(
    'Watch time',
    'The total time your reel was played, including replays, in milliseconds.',
  ),
  total_likes: meta('Total likes', 'Likes on your post, including those on ads.'),
  total_comments: meta('Total comments', 'Comments on your post, including those on ads.'),
  total_views: meta('Total views', 'Views of your post, including those of ads.'),
};

const FEED_TOTALS = ['total_likes', 'total_comments', 'total_views'];

/** What every post and reel counts. */
const INTERACTIONS = ['views', 'reach', 'likes', 'comments', 'saved', 'shares', 'total_interactions'];

/** Which media metrics each product type supports. */
export const METRICS_BY_PRODUCT: Record<IgProductType, readonly string[]> = {
  FEED: [...INTERACTIONS, 'follows', 'profile_visits', 'profile_activity', ...FEED_TOTALS],
  REELS: [...INTERACTIONS, 'ig_reels_avg_watch_time', 'ig_reels_video_view_total_time', ...FEED_TOTALS],
  STORY: [
    'views',
    'reach',
    'shares',
    'total_interactions',
    'follows',
    'profile_visits',
    'profile_activity',
    'replies',
    'navigation',
  ],
};

/** Account metrics; `time_series` only works for the first group, the rest need metric_type=total_value. */
export const ACCOUNT_TIME_SERIES = ['reach', 'follower_count'];

export const ACCOUNT_METRICS: Record<string, InsightMeta> = {
  reach: meta('Accounts reached', 'The number of unique accounts that have seen your content.'),
  follower_count: meta('Follower count', 'The number of new followers on each day.'),
  views: meta('Views', 'The number of times your content was played or displayed.'),
  profile_views: meta('Profile views', 'The number of times your profile was viewed.'),
  accounts_engaged: meta(
    'Accounts engaged',
    'The number of accounts that have interacted with your content.',
  ),
  total_interactions: meta('Content interactions', 'The total number of interactions with your content.'),
  likes: meta('Likes', 'The number of likes on your posts, reels and videos.'),
  comments: meta('Comments', 'The number of comments on your posts, reels, videos and live videos.'),
  shares: meta('Shares', 'The number of shares of your posts, stories, reels, videos and live videos.'),
  saves: meta('Saves', 'The number of saves of your posts, reels and videos.'),
  replies: meta('Replies', 'The number of replies to your stories.'),
  website_clicks: meta('Website taps', 'The number of taps on the website link in your profile.'),
  profile_links_taps: meta(
    'Profile links taps',
    'The number of taps on your business address, call or email buttons.',
  ),
};
