import type { Feed, FeedDetail, FeedPage, Tag } from '@herald/contract';

/** A comment on the Facebook Page, as feeds/list answers it. */
export function feed(overrides: Partial<Feed> = {}): Feed {
  return {
    id: 1,
    account_id: 5,
    account_name: 'Herald Games',
    social_channel: 'facebook',
    feed_type: 'comment',
    remote_id: 'c-1',
    post_remote_id: 'p-1',
    parent_remote_id: null,
    conversation_id: null,
    author: { id: 'u-1', name: 'Ava Chen', avatar_url: null, followers: 12_300 },
    text: 'The game crashes every time I open the shop',
    permalink: 'https://facebook.example/p-1?comment=c-1',
    language: 'en',
    sentiment: 'negative',
    sentiment_source: 'classifier',
    state: 'new',
    assignee_id: null,
    assignee_name: null,
    tag_ids: [3],
    issue_classes: ['crash'],
    hidden: false,
    created_at: '2025-03-01T09:30:00.000Z',
    received_at: '2025-03-01T09:30:05.000Z',
    edited_at: null,
    deleted_at: null,
    first_response_at: null,
    ...overrides,
  };
}

export function feedPage(list: Feed[], next: string | null = null, newest: string | null = 'n-1'): FeedPage {
  return { list, next, newest };
}

export const tags: Tag[] = [
  { id: 3, name: 'Shop', color: '#e8590c', issue_class: null, feed_count: 4 },
  { id: 4, name: 'Crash', color: '#c92a2a', issue_class: 'crash', feed_count: 9 },
];

const replyOption = { allowed: true, reason: null, max_length: 8000, window_ends_at: null };

/** feeds/detail of an item. */
export function feedDetail(overrides: Partial<FeedDetail> = {}): FeedDetail {
  const item = overrides.feed ?? feed({ id: 42 });
  return {
    feed: item,
    thread: [
      item,
      feed({
        id: 43,
        feed_type: 'other_comment_reply',
        text: 'Sorry! A fix ships tomorrow.',
        author: { id: null, name: 'Herald Games', avatar_url: null, followers: null },
      }),
    ],
    post: {
      remote_id: 'p-1',
      text: 'Season 3 is live!',
      permalink: 'https://facebook.example/p-1',
      posted_at: '2025-03-01T08:00:00.000Z',
    },
    author_items: [feed({ id: 40, text: 'Loving the new map', sentiment: 'positive' })],
    author_item_count: 2,
    notes: [],
    replies: [],
    public_reply: replyOption,
    private_reply: { ...replyOption, allowed: false, reason: 'capability_unsupported', max_length: null },
    remote_actions: ['like', 'hide', 'delete'],
    presence: [],
    ...overrides,
  };
}

export const perms = (resources: string[]) => ({
  resources,
  is_game_admin: false,
  is_platform_admin: false,
  routes: ['content'],
});

export const me = {
  user_id: 7,
  userName: 'Lin',
  email: 'lin@example.com',
  type: 'oa',
  isSuper: false,
  hasAdmin: false,
};
