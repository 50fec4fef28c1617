import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountSchema,
  authUserSchema,
  gameSchema,
  groupSchema,
  labelSchema,
  likeSchema,
  materialSchema,
  messageSchema,
  metricCatalogSchema,
  metricGroupSchema,
  metricScale,
  metricValueSchema,
  permissionInfoSchema,
  postSchema,
  reviewConfigSchema,
  reviewerListSchema,
  reviewFlowImportFileSchema,
  reviewFlowSchema,
  reviewLevelSchema,
  reviewSwitchSchema,
  roleSchema,
  sentimentRuleSchema,
  smartRuleSchema,
  tagSchema,
  taskSchema,
  todoSchema,
  topicSchema,
  versionSchema,
} from '../src/entities/index.js';

const at = '2026-03-01T08:00:00+08:00';
const member = { user_id: 7, name: 'Mei', email: 'mei@example.com' };
const image = {
  id: 5,
  url: 'https://cdn.example.com/a.png',
  name: 'a.png',
  mime: 'image/png',
  size: 2048,
  sha1: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
  width: 1080,
  height: 1080,
};
const label = { id: 3, name: 'Launch', level: 1, parent_id: null };

const account = {
  id: 1,
  social_channel: 'twitter',
  social_account: '@herald_game',
  social_id: '1790000000000000001',
  social_link: 'https://x.com/herald_game',
  status: 'connected',
  backtrack_status: 'success',
  first_data_time: at,
  backtrack_earliest_time: null,
  post_template: null,
  group_id: null,
  need_reconnect: false,
  visibility: 'available',
};

const task = {
  task_id: 11,
  name: 'Season 3 launch',
  label,
  status: 'published',
  time_zone: 'Asia/Shanghai',
  deadline: at,
  post_period: { start: at, end: '2026-03-08T08:00:00+08:00' },
  talking_points: 'New map, new hero.',
  hashtags: ['#Season3', 'herald'],
  material_ids: [4],
  deeplink: 'https://game.example.com/s3',
  notes: '',
  urgent: true,
  remind_hours: 24,
  receivers: [member],
  label_path: ['Launch', 'Teaser'],
  overdue: false,
  due_soon: false,
  brief_status: 'init',
  counts: { pending: 1, completed: 0, rejected: 0, overdue: 0 },
  creator: member,
  created_at: at,
  updated_at: at,
  published_at: at,
  ended_at: null,
};

const post = {
  id: 21,
  content_type: 'post',
  post_type: 'image',
  status: 'scheduled',
  publish_location: 'onsite',
  account_ids: [1],
  title: '',
  text: 'Season 3 is here',
  network_texts: {},
  poll: null,
  images: [image],
  videos: [],
  thumbnail: null,
  review_level: 1,
  emoji: null,
  location: { id: '1001', name: 'Shanghai' },
  tag_people: [{ username: 'mei', x: 0.5, y: 0.5 }],
  attached_link: null,
  text_synced: true,
  publish: { timing: 'schedule', scheduled_at: at, time_zone: 'Asia/Shanghai' },
  timeout_action: 'hold_on',
  collaborators: [],
  mobile_publisher: null,
  options: {
    instagram: { content_type: 'post', first_comment: '#Season3', share_to_feed: true },
    youtube: { video_tags: ['game'], privacy: 'unlisted', category_id: '20', made_for_kids: false },
    tiktok: {
      auto_add_music: false,
      brand_organic_toggle: false,
      brand_content_toggle: true,
      disable_comment: false,
      disable_duet: true,
      disable_stitch: true,
      privacy_level: 'PUBLIC_TO_EVERYONE',
      max_duration_sec: 600,
    },
    reddit: { content_type: 'media', subreddit: 'herald', flair_id: null },
    facebook: { content_category: null },
  },
  option_drafts: { reddit: { content_type: 'text', subreddit: '', flair_id: null } },
  preview: null,
  link_status: 'todoed',
  todo_id: 31,
  held: null,
  results: [
    {
      account_id: 1,
      network: 'twitter',
      account_name: '@herald_game',
      result: 'init',
      post_id: null,
      post_link: null,
      mobile_status: null,
      message: null,
      published_at: null,
    },
  ],
  author: 'Mei',
  created_at: at,
  updated_at: at,
};

const topic = {
  id: 41,
  title: 'Herald mentions',
  description: 'Everything said about the game',
  type: 'brand',
  status: 'active',
  sources: [
    { network: 'twitter', hashtags: ['#Herald'], page: null },
    { network: 'facebook', hashtags: [], page: { id: '555', name: 'Herald Official' } },
  ],
  include_keywords: [
    {
      match: 'contain_any',
      terms: [
        { kind: 'keyword', value: 'herald' },
        { kind: 'hashtag', value: '#HeraldGame' },
      ],
    },
  ],
  exclude_keywords: [{ kind: 'keyword', value: 'giveaway' }],
  steam_app_id: null,
  created_at: at,
  updated_at: at,
};

/** One valid sample per entity. */
const samples: [string, z.ZodType, unknown][] = [
  ['account', accountSchema, account],
  ['label', labelSchema, { id: 5, name: 'Teaser', level: 2, parent_id: 3 }],
  ['task', taskSchema, task],
  [
    'todo',
    todoSchema,
    {
      todo_id: 31,
      task_id: 11,
      task: { ...task, task_id: 11 },
      receiver: member,
      status: 'pending',
      overdue: false,
      reason: null,
      note: null,
      completed_at: null,
      proposals: 1,
      post_stats: { posts: 2, views: 1200, engagements: 45, comments: null },
    },
  ],
  ['post', postSchema, post],
  [
    'like',
    likeSchema,
    {
      id: 51,
      account_id: 1,
      like_type: 'like',
      like_content: 'GG!',
      target_id: '99',
      status: 'reviewing',
      created_at: at,
    },
  ],
  [
    'message',
    messageSchema,
    {
      id: 61,
      account_id: 1,
      type: 'mention',
      sender: '@fan',
      text: 'hi',
      images: [],
      status: null,
      created_at: at,
    },
  ],
  [
    'material',
    materialSchema,
    {
      id: 4,
      name: 'Key art',
      default_description: 'Season 3 key art',
      kind: 'image',
      status: 'approved',
      file: image,
      preview: {
        status: 'done',
        thumbnail_url: 'https://herald.example/api/media/9.webp',
        poster_url: null,
        duration_ms: null,
        codec: null,
        reason: null,
      },
      tags: ['season 3'],
      folder_id: null,
      rights: { expires_at: null, regions: ['CN'], languages: ['zh-CN'], licensor: '', notes: '' },
      expired: false,
      submitted_by: member,
      review: { by: 'Lead', comment: '', at },
      usage_count: 2,
      created_at: at,
      updated_at: at,
    },
  ],
  [
    'review flow',
    reviewFlowSchema,
    {
      id: 71,
      name: 'Default',
      is_default: true,
      levels: [{ level: 1, reviewers: ['lead@example.com'] }],
      accounts: [{ id: 3, network: 'facebook', name: 'Ember Quest', social_id: '1790000000000000001' }],
      empty_levels: [],
      updated_at: at,
    },
  ],
  ['review level', reviewLevelSchema, { level: 1, content_name: 'First review' }],
  ['review switch', reviewSwitchSchema, { content_type: 'comment', network: 'facebook', enabled: false }],
  [
    'review config',
    reviewConfigSchema,
    {
      levels: [
        { level: 1, content_name: 'Editor' },
        { level: 2, content_name: 'Lead' },
      ],
      switchs: [{ content_type: 'post', network: 'twitter', enabled: true }],
      max_level: 2,
      chats: [{ kind: 'slack', url: 'https://hooks.slack.com/services/T0/B0/x', enabled: true }],
    },
  ],
  ['tag', tagSchema, { id: 81, name: 'Bug report', color: '#d4380d', issue_class: null, feed_count: 3 }],
  [
    'sentiment rule',
    sentimentRuleSchema,
    { id: 82, terms: ['crash', '闪退'], sentiment: 'negative', enabled: true, position: 0, updated_at: at },
  ],
  [
    'smart rule',
    smartRuleSchema,
    {
      id: 83,
      name: 'Tag crash reports',
      order: 'ordered',
      position: 0,
      criteria: {
        networks: [],
        account_ids: [],
        feed_types: ['comment'],
        keywords: [{ match: 'any', terms: ['crash'] }],
        sentiments: [],
        languages: [],
        authors: [],
        min_followers: null,
      },
      actions: {
        tag_ids: [81],
        sentiment: 'negative',
        assignee_id: null,
        state: null,
        hide: false,
        reply_template: null,
        notify_user_ids: [],
      },
      enabled: true,
      match_count: 0,
      updated_at: at,
    },
  ],
  ['topic', topicSchema, topic],
  [
    'metric value',
    metricValueSchema,
    { type: 'percent', value: 1234, compare_value: 1000, highest_value: 2000, na_type: null },
  ],
  [
    'metric group',
    metricGroupSchema,
    {
      group_key: 'engagement',
      metrics_list: [
        { key: 'likes', type: 'amount' },
        { key: 'engagement_rate', type: 'percent' },
      ],
    },
  ],
  [
    'metric catalogue',
    metricCatalogSchema,
    { post: [{ group_key: 'reach', metrics_list: [{ key: 'impressions', type: 'amount' }] }] },
  ],
  [
    'auth info',
    authUserSchema,
    { user_id: 7, userName: 'Mei', email: 'mei@example.com', type: 'oa', isSuper: false, hasAdmin: true },
  ],
  [
    'permission info',
    permissionInfoSchema,
    { resources: ['content_base'], is_game_admin: false, is_platform_admin: false, routes: ['content.post'] },
  ],
  ['game', gameSchema, { game_id: 1001, game_name: 'Herald', names: [{ language: 'zh-CN', name: '先驱' }] }],
  ['version', versionSchema, { id: 1, version: '3.4.0', release_time: at, notes: 'Entities' }],
  [
    'role',
    roleSchema,
    {
      id: 1,
      name: 'Editor',
      type: 'custom',
      system_permissions: ['content_base'],
      social_permissions: ['publish'],
      user_count: 2,
      updated_at: at,
    },
  ],
  ['group', groupSchema, { group_id: 1, name: 'EU', members: [member], member_count: 1, emails: [] }],
];

function issuePaths(schema: z.ZodType, value: unknown): PropertyKey[][] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path);
}

describe('entity samples', () => {
  it.each(samples)('a valid %s parses', (_name, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });
});

describe('invalid entities fail at the offending field', () => {
  it('rejects a network outside the list', () => {
    expect(issuePaths(accountSchema, { ...account, social_channel: 'myspace' })).toEqual([
      ['social_channel'],
    ]);
  });

  it('rejects a non-positive id', () => {
    expect(issuePaths(accountSchema, { ...account, id: 0 })).toEqual([['id']]);
  });

  it('rejects a post period that ends before it starts', () => {
    const bad = { ...task, post_period: { start: at, end: '2026-02-01T00:00:00Z' } };
    expect(issuePaths(taskSchema, bad)).toEqual([['post_period', 'end']]);
  });

  it('rejects an unknown time zone', () => {
    expect(issuePaths(taskSchema, { ...task, time_zone: 'Mars/Olympus' })).toEqual([['time_zone']]);
  });

  it('rejects a label level below 1', () => {
    expect(issuePaths(labelSchema, { ...label, level: 0 })).toEqual([['level']]);
  });

  it('rejects a schedule without its time', () => {
    const bad = { ...post, publish: { timing: 'schedule', time_zone: 'UTC' } };
    expect(issuePaths(postSchema, bad)).toEqual([['publish', 'scheduled_at']]);
  });

  it('rejects private branded content on TikTok', () => {
    const tiktok = { ...post.options.tiktok, privacy_level: 'SELF_ONLY' };
    const bad = { ...post, options: { ...post.options, tiktok } };
    expect(issuePaths(postSchema, bad)).toEqual([['options', 'tiktok', 'privacy_level']]);
  });

  it('rejects a poll with a single option', () => {
    const bad = { ...post, poll: { options: ['yes'], duration: { days: 1, hours: 0, minutes: 0 } } };
    expect(issuePaths(postSchema, bad)).toEqual([['poll', 'options']]);
  });

  it('rejects a YouTube privacy outside public, private, unlisted', () => {
    const youtube = { ...post.options.youtube, privacy: 'friends' };
    const bad = { ...post, options: { ...post.options, youtube } };
    expect(issuePaths(postSchema, bad)).toEqual([['options', 'youtube', 'privacy']]);
  });

  it('rejects a topic without a network', () => {
    expect(issuePaths(topicSchema, { ...topic, sources: [] })).toEqual([['sources']]);
  });

  it('rejects a Facebook topic source without a public page', () => {
    const sources = [{ network: 'facebook', hashtags: [], page: null }];
    expect(issuePaths(topicSchema, { ...topic, sources })).toEqual([['sources', 0, 'page']]);
  });

  it('rejects a topic listing one network twice', () => {
    const source = { network: 'twitter', hashtags: [], page: null };
    expect(issuePaths(topicSchema, { ...topic, sources: [source, source] })).toEqual([['sources']]);
  });

  it('rejects a match mode outside contain any, all, none', () => {
    const include_keywords = [{ match: 'contain_some', terms: [{ kind: 'keyword', value: 'x' }] }];
    expect(issuePaths(topicSchema, { ...topic, include_keywords })).toEqual([
      ['include_keywords', 0, 'match'],
    ]);
  });

  it('rejects a malformed metric key', () => {
    const bad = { group_key: 'reach', metrics_list: [{ key: 'Bad-Key', type: 'amount' }] };
    expect(issuePaths(metricGroupSchema, bad)).toEqual([['metrics_list', 0, 'key']]);
  });

  it('rejects a metric na type outside the list', () => {
    const bad = { type: 'amount', value: null, compare_value: null, highest_value: null, na_type: 'missing' };
    expect(issuePaths(metricValueSchema, bad)).toEqual([['na_type']]);
  });
});

describe('review flow input helpers', () => {
  it('splits reviewers on semicolons and lower-cases them', () => {
    expect(reviewerListSchema.parse(' A@example.com; b@example.com ;')).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
  });

  it('rejects a reviewer that is not an e-mail, at its position', () => {
    expect(issuePaths(reviewerListSchema, 'a@example.com;bob')).toEqual([[1]]);
  });

  it('accepts only Excel files for import', () => {
    expect(reviewFlowImportFileSchema.safeParse('flows.xlsx').success).toBe(true);
    expect(reviewFlowImportFileSchema.safeParse('flows.XLS').success).toBe(true);
    expect(reviewFlowImportFileSchema.safeParse('flows.csv').success).toBe(false);
  });
});

describe('metric scale', () => {
  it('stores percent in 1/10000, decimal in 1/100 and amount whole', () => {
    expect(metricScale).toEqual({ amount: 1, percent: 10_000, decimal: 100 });
  });
});
