import type { EngagementDetail } from '@herald/contract';

/** A like under approval from one Facebook Page, with the given fields changed. */
export function likeDetail(
  patch: Partial<EngagementDetail['engagement']> = {},
  actions: EngagementDetail['actions'] = ['cancel'],
): EngagementDetail {
  return {
    engagement: {
      id: 42,
      content_type: 'like',
      status: 'reviewing',
      account_ids: [1],
      target: {
        network: 'facebook',
        social_id: '1001_7',
        post_id: null,
        recipient_id: null,
        author: 'Ava Chen',
        excerpt: 'Our guild cleared the raid on day one!',
        link: 'https://facebook.example/1001_7',
      },
      text: '',
      like_type: 'like',
      message_type: null,
      review_level: 1,
      publish: { timing: 'immediate' },
      timeout_action: 'hold_on',
      author: 'Mia',
      created_at: '2026-11-01T08:00:00.000Z',
      updated_at: '2026-11-01T08:00:00.000Z',
      ...patch,
    },
    accounts: [{ id: 1, network: 'facebook', name: 'Herald Page 1', emulated: true, result: 'init' }],
    attempts: [],
    events: [
      { action: 'submit', from: 'drafted', to: 'reviewing', by: 'Mia', at: '2026-11-01T08:00:00.000Z' },
    ],
    actions,
  };
}
