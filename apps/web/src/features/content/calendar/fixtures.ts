import type { PostSummary } from '@herald/contract';

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
    actions: ['revoke', 'reschedule', 'publish_now'],
    ...patch,
  };
}
