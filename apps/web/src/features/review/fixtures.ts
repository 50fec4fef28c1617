import type { Notification, ReviewItem, ReviewLinkInfo, ReviewRequest } from '@herald/contract';
import { summary } from '../../components/post/fixtures.js';

/** An approval request as the server answers it, waiting at level 2 of 3; tests change what they need. */
export function reviewRequest(patch: Partial<ReviewRequest> = {}): ReviewRequest {
  return {
    id: 7,
    status: 'pending',
    level: 2,
    level_count: 3,
    level_name: 'Legal',
    stages: [
      {
        level: 1,
        name: 'Community',
        steps: [
          {
            flow_name: 'Default',
            account_ids: [1],
            reviewers: ['lead@herald.local'],
            decision: 'approve',
            decided_by: 'lead@herald.local',
          },
        ],
      },
      {
        level: 2,
        name: 'Legal',
        steps: [
          {
            flow_name: 'Default',
            account_ids: [1],
            reviewers: ['legal@herald.local'],
            decision: null,
            decided_by: null,
          },
        ],
      },
      { level: 3, name: 'Publisher', steps: [] },
    ],
    history: [
      {
        level: 1,
        flow_name: 'Default',
        reviewer: 'lead@herald.local',
        decision: 'approve',
        comment: 'Fine by community',
        via: 'email',
        at: '2026-11-01T09:00:00.000Z',
      },
    ],
    submitted_by: 'Mei Lin',
    submitted_at: '2026-11-01T08:00:00.000Z',
    timeout_at: '2026-11-02T04:30:00.000Z',
    timeout_action: 'revoke',
    can_decide: true,
    ...patch,
  };
}

/** One row of the review list: a post summary and its request without levels and history. */
export function reviewItem(
  id: number,
  title = `Post ${id}`,
  request: Partial<ReviewRequest> = {},
): ReviewItem {
  const { stages: _stages, history: _history, ...row } = reviewRequest({ id: id + 100, ...request });
  return { content: summary({ id, title, status: 'reviewing', actions: ['cancel'] }), request: row };
}

/** What an approval link shows; open and approving unless told otherwise. */
export function linkInfo(patch: Partial<ReviewLinkInfo> = {}): ReviewLinkInfo {
  return {
    game_name: 'Starfall',
    reviewer: 'legal@herald.local',
    decision: 'approve',
    level: 2,
    level_name: 'Legal',
    title: 'Season 3 launch',
    text: 'Season 3 is live!',
    accounts: [{ network: 'facebook', name: 'Herald Page 1' }],
    author: 'Mei Lin',
    scheduled_at: null,
    state: 'open',
    outcome: null,
    ...patch,
  };
}

export function notice(patch: Partial<Notification> & Pick<Notification, 'id' | 'kind'>): Notification {
  return {
    game_id: '1001',
    content_id: 42,
    content_type: 'post',
    params: { title: 'Season 3 launch', level: 2, reviewer: 'legal@herald.local' },
    read: false,
    created_at: '2026-11-01T09:00:00.000Z',
    ...patch,
  };
}
