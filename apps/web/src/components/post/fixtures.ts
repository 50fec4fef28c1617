import type { CalendarEntry, MediaFile, PostDetail, PostSummary } from '@herald/contract';

type Post = PostDetail['post'];

/** The preview screenshot compose uploads when a post is submitted. */
export const previewShot: MediaFile = {
  id: 77,
  url: 'http://127.0.0.1:3000/api/media/77/preview-1793520000000.png',
  name: 'preview-1793520000000.png',
  mime: 'image/png',
  size: 48_213,
  sha1: 'b'.repeat(40),
  width: 420,
  height: 610,
};

/** A post detail as the server answers it; tests change what they need. */
export function postDetail(
  post: Partial<Post> = {},
  rest: Partial<Omit<PostDetail, 'post'>> = {},
): PostDetail {
  return {
    post: {
      id: 42,
      content_type: 'post',
      post_type: 'text',
      status: 'published',
      publish_location: 'onsite',
      account_ids: [1, 2],
      title: 'Season 3 launch',
      text: 'Season 3 is live!',
      network_texts: {},
      poll: null,
      images: [],
      videos: [],
      thumbnail: null,
      review_level: null,
      emoji: null,
      location: null,
      tag_people: [],
      attached_link: null,
      text_synced: true,
      publish: { timing: 'immediate' },
      timeout_action: 'hold_on',
      collaborators: [],
      mobile_publisher: null,
      options: {},
      option_drafts: {},
      preview: null,
      link_status: 'nolink',
      todo_id: null,
      held: null,
      results: [
        {
          account_id: 1,
          network: 'facebook',
          account_name: 'Herald Page 1',
          result: 'succeed',
          post_id: '1001_1',
          post_link: 'https://facebook.example/1001_1',
          mobile_status: null,
          message: null,
          published_at: '2026-11-01T08:00:00.000Z',
        },
        {
          account_id: 2,
          network: 'twitter',
          account_name: 'heraldgame',
          result: 'succeed',
          post_id: '9',
          post_link: 'https://x.example/heraldgame/status/9',
          mobile_status: null,
          message: null,
          published_at: '2026-11-01T08:00:00.000Z',
        },
      ],
      author: 'Mei Lin',
      created_at: '2026-11-01T07:00:00.000Z',
      updated_at: '2026-11-01T08:00:00.000Z',
      ...post,
    },
    accounts: [
      { id: 1, network: 'facebook', name: 'Herald Page 1', emulated: true, result: 'succeed' },
      { id: 2, network: 'twitter', name: 'heraldgame', emulated: true, result: 'succeed' },
    ],
    attempts: [
      {
        id: 1,
        account_id: 1,
        action: 'publish',
        outcome: 'succeeded',
        message: null,
        post_id: '1001_2001',
        post_link: 'https://facebook.example/1001_2001',
        started_at: '2026-11-01T08:00:00.000Z',
        finished_at: '2026-11-01T08:00:01.000Z',
      },
    ],
    events: [
      { action: 'edit', from: null, to: 'drafted', by: 'Mei Lin', at: '2026-11-01T07:00:00.000Z' },
      { action: 'submit', from: 'drafted', to: 'publishing', by: 'Mei Lin', at: '2026-11-01T07:59:00.000Z' },
      { action: 'settle', from: 'publishing', to: 'published', by: null, at: '2026-11-01T08:00:02.000Z' },
    ],
    actions: ['delete'],
    ...rest,
  };
}

/** A calendar/list row as the server answers it; tests change what they need. */
export function summary(patch: Partial<PostSummary> & Pick<PostSummary, 'id'>): PostSummary {
  return {
    content_type: 'post',
    status: 'scheduled',
    title: `Post ${patch.id}`,
    excerpt: 'Patch notes are out',
    accounts: [{ id: 1, network: 'facebook', name: 'Herald Page 1', emulated: true, result: 'init' }],
    media_count: 0,
    preview_url: null,
    scheduled_at: '2026-11-02T04:30:00.000Z',
    time_zone: 'America/New_York',
    published_at: null,
    author: 'Mei Lin',
    author_id: 7,
    created_at: '2026-10-20T08:00:00.000Z',
    updated_at: '2026-10-20T08:00:00.000Z',
    held: null,
    actions: ['revoke', 'reschedule', 'publish_now'],
    ...patch,
  };
}

/** A calendar entry as the server answers it; tests change what they need. */
export function calendarEntry(patch: Partial<CalendarEntry> & Pick<CalendarEntry, 'id'>): CalendarEntry {
  return {
    status: 'scheduled',
    label: `Post ${patch.id}`,
    networks: ['facebook'],
    at: '2026-11-02T04:30:00.000Z',
    time_zone: 'America/New_York',
    held: null,
    movable: true,
    ...patch,
  };
}
