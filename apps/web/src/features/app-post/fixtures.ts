import type { AppPost, MediaFile } from '@herald/contract';

const NOW = '2026-11-01T08:00:00.000Z';

/** An uploaded file as posts carry it. */
export function medium(id: number, name: string, mime: string): MediaFile {
  const url = `http://127.0.0.1:3000/api/media/${id}/${name}`;
  return { id, url, name, mime, size: 1000, sha1: 'a'.repeat(40), width: 1080, height: 1920 };
}

/** A post waiting for its mobile publisher, as app/post/detail answers it; tests change what they need. */
export function appPost(patch: Partial<AppPost> = {}): AppPost {
  return {
    id: 7,
    content_id: 42,
    status: 'pending',
    account: { id: 3, network: 'instagram', name: 'herald.ig', emulated: true },
    title: 'Season 3 launch',
    text: 'Season 3 is live! #herald',
    content_type: 'reel',
    first_comment: '#season3 #launch',
    images: [],
    videos: [medium(11, 'clip.mp4', 'video/mp4')],
    author: 'Mei Lin',
    requested_at: NOW,
    shared_at: null,
    share_count: 0,
    linked_at: null,
    post_id: null,
    post_link: null,
    ...patch,
  };
}

/** A page of app/post/list: the posts, how many there are in all, and the counts of each pile. */
export function postPage(
  list: AppPost[],
  extra: { page?: number; total?: number; counts?: Partial<Record<AppPost['status'], number>> } = {},
) {
  return {
    list,
    total: extra.total ?? list.length,
    page: extra.page ?? 1,
    page_size: 20,
    counts: { pending: 0, shared: 0, linked: 0, ...extra.counts },
  };
}
