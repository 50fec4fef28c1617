import { describe, expect, it } from 'vitest';
import {
  checkPost,
  emptyPostInput,
  formatRuleMessage,
  type MediaFile,
  networkNames,
  type PostFacts,
  type RuleIssue,
  type SocialNetwork,
  textLength,
  type VideoFile,
} from '../src/index.js';

const NOW = new Date('2026-11-23T10:00:00Z');
let nextId = 1;

function image(mime = 'image/jpeg', size = 200_000): MediaFile {
  const id = nextId++;
  return {
    id,
    url: `https://media.test/${id}`,
    name: `${id}.jpg`,
    mime,
    size,
    sha1: 'a'.repeat(40),
    width: 1080,
    height: 1080,
  };
}

function video(seconds = 30, size = 5_000_000): VideoFile {
  return { ...image('video/mp4', size), duration_ms: seconds * 1000 };
}

function facts(networks: SocialNetwork[], overrides: Partial<PostFacts> = {}): PostFacts {
  const {
    account_ids: _accounts,
    image_ids: _images,
    video_ids: _videos,
    ...form
  } = emptyPostInput({
    text: 'Hello players',
  });
  return { ...form, networks, images: [], videos: [], thumbnail: null, ...overrides };
}

function check(post: PostFacts): RuleIssue[] {
  return checkPost(post, { now: NOW, submitting: true });
}

function found(issues: RuleIssue[]) {
  return issues.map(({ path, rule, level, network }) => ({ path, rule, level, network }));
}

const poll = (options: string[], days: number, hours: number, minutes: number) => ({
  options,
  duration: { days, hours, minutes },
});

const youtube = { video_tags: [], privacy: 'public' as const, category_id: null, made_for_kids: false };
const reddit = (content_type: 'text' | 'media') => ({ content_type, subreddit: 'gaming', flair_id: null });

describe('compose rules (SPEC §5)', () => {
  it('accepts a plain text post to Facebook and X, and checks nothing on a draft', () => {
    expect(check(facts(['facebook', 'twitter']))).toEqual([]);
    expect(checkPost(facts(['youtube'], { images: [image()] }), { now: NOW, submitting: false })).toEqual([]);
  });

  it('needs accounts, and text when there is nothing else', () => {
    expect(found(check(facts([])))).toEqual([
      { path: 'account_ids', rule: 'required', level: 'error', network: null },
    ]);
    expect(found(check(facts(['facebook'], { text: ' ' })))).toEqual([
      { path: 'text', rule: 'required_by', level: 'error', network: 'facebook' },
    ]);
  });

  it('Facebook takes 10 images or 1 GIF', () => {
    expect(check(facts(['facebook'], { images: Array.from({ length: 10 }, () => image()) }))).toEqual([]);
    expect(found(check(facts(['facebook'], { images: Array.from({ length: 11 }, () => image()) })))).toEqual([
      { path: 'images', rule: 'exceeding_limits', level: 'error', network: 'facebook' },
    ]);
    expect(found(check(facts(['facebook'], { images: [image('image/gif'), image()] })))).toEqual([
      { path: 'images', rule: 'mutually_exclusive', level: 'error', network: 'facebook' },
    ]);
    expect(check(facts(['facebook'], { images: [image('image/gif')] }))).toEqual([]);
  });

  it('X takes 4 images or 1 GIF, and counts text by weight', () => {
    expect(check(facts(['twitter'], { images: Array.from({ length: 4 }, () => image()) }))).toEqual([]);
    expect(
      found(check(facts(['twitter'], { images: Array.from({ length: 5 }, () => image()) })))[0],
    ).toMatchObject({
      rule: 'exceeding_limits',
      network: 'twitter',
    });
    expect(found(check(facts(['twitter'], { images: [image('image/gif'), image()] })))[0]).toMatchObject({
      rule: 'mutually_exclusive',
    });
    expect(textLength('新赛季', true)).toBe(6);
    expect(textLength(`see https://example.com/${'x'.repeat(100)}`, true)).toBe(4 + 23);
    expect(check(facts(['twitter'], { text: '游'.repeat(140) }))).toEqual([]);
    expect(found(check(facts(['twitter'], { text: '游'.repeat(141) })))).toEqual([
      { path: 'text', rule: 'max_length', level: 'error', network: 'twitter' },
    ]);
  });

  it('YouTube takes no images and requires a video and a title', () => {
    const ok = facts(['youtube'], { title: 'Trailer', videos: [video()], options: { youtube } });
    expect(check(ok)).toEqual([]);
    expect(found(check({ ...ok, images: [image()] }))).toContainEqual({
      path: 'images',
      rule: 'not_supported',
      level: 'error',
      network: 'youtube',
    });
    expect(found(check({ ...ok, videos: [] }))).toContainEqual({
      path: 'videos',
      rule: 'required_by',
      level: 'error',
      network: 'youtube',
    });
    expect(found(check({ ...ok, title: '' }))).toContainEqual({
      path: 'title',
      rule: 'required_by',
      level: 'error',
      network: 'youtube',
    });
    expect(found(check({ ...ok, options: {} }))).toContainEqual({
      path: 'options.youtube',
      rule: 'required_by',
      level: 'error',
      network: 'youtube',
    });
  });

  it('some networks make images and video mutually exclusive, some require media', () => {
    expect(found(check(facts(['facebook'], { images: [image()], videos: [video()] })))).toEqual([
      { path: 'videos', rule: 'mutually_exclusive', level: 'error', network: 'facebook' },
    ]);
    expect(check(facts(['threads'], { images: [image()], videos: [video()] }))).toEqual([]);
    expect(found(check(facts(['instagram'])))).toEqual([
      { path: 'images', rule: 'required_by', level: 'error', network: 'instagram' },
    ]);
  });

  it('Reddit: a text post hides media, a media post needs media', () => {
    expect(check(facts(['reddit'], { title: 'Patch', options: { reddit: reddit('text') } }))).toEqual([]);
    expect(
      found(
        check(facts(['reddit'], { title: 'Patch', images: [image()], options: { reddit: reddit('text') } })),
      ),
    ).toEqual([{ path: 'images', rule: 'not_supported', level: 'error', network: 'reddit' }]);
    expect(found(check(facts(['reddit'], { title: 'Patch', options: { reddit: reddit('media') } })))).toEqual(
      [{ path: 'images', rule: 'required_by', level: 'error', network: 'reddit' }],
    );
  });

  it('a Threads poll runs 24 hours and cannot be scheduled', () => {
    expect(check(facts(['threads'], { poll: poll(['Yes', 'No'], 1, 0, 0) }))).toEqual([]);
    expect(found(check(facts(['threads'], { poll: poll(['Yes', 'No'], 2, 0, 0) })))).toEqual([
      { path: 'poll.duration', rule: 'fixed_value', level: 'error', network: 'threads' },
    ]);
    const scheduled = {
      timing: 'schedule' as const,
      scheduled_at: '2026-11-24T10:00:00Z',
      time_zone: 'Asia/Shanghai',
    };
    expect(
      found(check(facts(['threads'], { poll: poll(['Yes', 'No'], 1, 0, 0), publish: scheduled }))),
    ).toEqual([{ path: 'publish.timing', rule: 'not_supported', level: 'error', network: 'threads' }]);
    expect(
      found(check(facts(['instagram'], { images: [image()], poll: poll(['A', 'B'], 1, 0, 0) }))),
    ).toContainEqual({
      path: 'poll',
      rule: 'not_supported',
      level: 'error',
      network: 'instagram',
    });
  });

  it('a schedule must be at least 30 minutes ahead', () => {
    const at = (minutes: number) => ({
      timing: 'schedule' as const,
      scheduled_at: new Date(NOW.getTime() + minutes * 60_000).toISOString(),
      time_zone: 'Europe/Berlin',
    });
    expect(check(facts(['facebook'], { publish: at(30) }))).toEqual([]);
    expect(found(check(facts(['facebook'], { publish: at(29) })))).toEqual([
      { path: 'publish.scheduled_at', rule: 'schedule_lead', level: 'error', network: null },
    ]);
  });

  it('media beyond recommended values warns that publishing may fail', () => {
    expect(found(check(facts(['twitter'], { videos: [video(200)] })))).toEqual([
      { path: 'videos.0', rule: 'recommended_max', level: 'warn', network: 'twitter' },
    ]);
    expect(found(check(facts(['instagram'], { images: [image('image/png')] })))).toEqual([
      { path: 'images.0', rule: 'risky_format', level: 'warn', network: 'instagram' },
    ]);
    expect(found(check(facts(['twitter'], { images: [image('image/jpeg', 6 * 1024 * 1024)] })))).toEqual([
      { path: 'images.0', rule: 'max_value', level: 'error', network: 'twitter' },
    ]);
  });

  it('networks without a publishing API are refused, naming the manual path', () => {
    const [issue] = check(facts(['facebook_group']));
    expect(issue).toMatchObject({ path: 'account_ids', rule: 'not_supported', network: 'facebook_group' });
    const name = (network: string) => networkNames[network as SocialNetwork];
    expect(formatRuleMessage(issue as RuleIssue, 'en', name)).toBe(
      'Facebook Groups does not support publishing through its API (publish it by hand)',
    );
    expect(formatRuleMessage(issue as RuleIssue, 'zh-CN', name)).toBe(
      'Facebook Groups 不支持通过接口发布（请手动发布）',
    );
  });

  it('a Discord post goes to one server, since its channel belongs to one', () => {
    const discord = { channel_id: '1100000000000000501', crosspost: false };
    expect(check(facts(['discord', 'facebook', 'facebook'], { options: { discord } }))).toEqual([]);
    const issues = check(facts(['discord', 'facebook', 'discord'], { options: { discord } }));
    expect(found(issues)).toEqual([
      { path: 'account_ids', rule: 'exceeding_limits', level: 'error', network: 'discord' },
    ]);
    const name = (network: string) => networkNames[network as SocialNetwork];
    expect(formatRuleMessage(issues[0] as RuleIssue, 'en', name)).toBe(
      'Discord allows at most 1 server per post (its channel belongs to one server)',
    );
    expect(formatRuleMessage(issues[0] as RuleIssue, 'zh-CN', name)).toBe(
      'Discord 最多允许 1 个服务器（一个帖子的频道只属于一个服务器）',
    );
  });

  it('texts written per network are checked per network', () => {
    const post = facts(['facebook', 'twitter'], {
      text_synced: false,
      text: 'short',
      network_texts: { twitter: 'x'.repeat(281) },
    });
    expect(found(check(post))).toEqual([
      { path: 'network_texts.twitter', rule: 'max_length', level: 'error', network: 'twitter' },
    ]);
  });

  it("TikTok refuses PNG photos and videos over the creator's limit", () => {
    const tiktok = {
      auto_add_music: false,
      brand_organic_toggle: false,
      brand_content_toggle: false,
      disable_comment: false,
      disable_duet: false,
      disable_stitch: false,
      privacy_level: 'PUBLIC_TO_EVERYONE' as const,
      max_duration_sec: 60,
    };
    expect(check(facts(['tiktok'], { videos: [video(60)], options: { tiktok } }))).toEqual([]);
    expect(found(check(facts(['tiktok'], { videos: [video(61)], options: { tiktok } })))).toEqual([
      { path: 'videos.0', rule: 'max_value', level: 'error', network: 'tiktok' },
    ]);
    expect(found(check(facts(['tiktok'], { images: [image('image/png')], options: { tiktok } })))).toEqual([
      { path: 'images.0', rule: 'invalid_format', level: 'error', network: 'tiktok' },
    ]);
  });

  it('extras a network ignores warn; limits it has refuse', () => {
    const tagged = Array.from({ length: 21 }, (_, index) => ({ username: `p${index}`, x: null, y: null }));
    expect(found(check(facts(['instagram'], { images: [image()], tag_people: tagged })))).toEqual([
      { path: 'tag_people', rule: 'exceeding_limits', level: 'error', network: 'instagram' },
    ]);
    expect(found(check(facts(['twitter'], { location: { id: '1', name: 'Shanghai' } })))).toEqual([
      { path: 'location', rule: 'not_supported', level: 'warn', network: 'twitter' },
    ]);
  });

  it('Twitch takes a text announcement of at most 500 characters, and nothing else', () => {
    expect(check(facts(['twitch'], { text: '🎮'.repeat(500) }))).toEqual([]);
    expect(found(check(facts(['twitch'], { text: '🎮'.repeat(501) })))).toEqual([
      { path: 'text', rule: 'max_length', level: 'error', network: 'twitch' },
    ]);
    expect(found(check(facts(['twitch'], { text: ' ', attached_link: 'https://game.example.com' })))).toEqual(
      [
        { path: 'text', rule: 'required_by', level: 'error', network: 'twitch' },
        { path: 'attached_link', rule: 'not_supported', level: 'warn', network: 'twitch' },
      ],
    );
    expect(found(check(facts(['twitch'], { images: [image()], videos: [video()] })))).toEqual([
      { path: 'images', rule: 'not_supported', level: 'error', network: 'twitch' },
      { path: 'videos', rule: 'not_supported', level: 'error', network: 'twitch' },
    ]);
    expect(found(check(facts(['twitch'], { poll: poll(['Dunes', 'Harbor'], 1, 0, 0) })))).toEqual([
      { path: 'poll', rule: 'not_supported', level: 'error', network: 'twitch' },
    ]);
    // A link alone still counts as a post where the network takes links.
    expect(check(facts(['facebook'], { text: '', attached_link: 'https://game.example.com' }))).toEqual([]);
  });

  it('a mobile publisher needs an Instagram account to publish to', () => {
    expect(found(check(facts(['facebook'], { mobile_publisher_id: 7 })))).toEqual([
      { path: 'mobile_publisher_id', rule: 'mobile_instagram', level: 'error', network: null },
    ]);
    expect(check(facts(['facebook', 'instagram'], { images: [image()], mobile_publisher_id: 7 }))).toEqual(
      [],
    );
  });
});
