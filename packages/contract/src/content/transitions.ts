import type { ContentStatus } from '../enums.js';

/**
 * The content status machine (SPEC §4), as one table: each action, who takes it, the statuses it
 * starts from and the statuses it may lead to. The server refuses any other change; the console
 * offers exactly the user actions a status allows. docs/content-states.md explains each row.
 */
export interface Transition {
  /** `user`: a button (guarded by permission); `system`: the pipeline (jobs, approval). */
  by: 'user' | 'system';
  from: readonly ContentStatus[];
  to: readonly ContentStatus[];
}

/** Statuses whose content is a draft again: it can be edited, submitted or deleted. */
export const editableStatuses = ['drafted', 'rejected', 'canceled', 'revoked', 'apply_fail'] as const;

/** Statuses after a publish that did not fully work: the user checks, then retries or gives up. */
export const failedPublishStatuses = ['publish_fail', 'publish_exc'] as const;

export const contentTransitions = {
  /** Save the form. */
  edit: { by: 'user', from: editableStatuses, to: ['drafted'] },
  /** Send it on: to approval, to the schedule, or out at once. */
  submit: { by: 'user', from: editableStatuses, to: ['reviewing', 'scheduled', 'publishing'] },
  /** The author withdraws it from approval; it becomes a draft again (canceled). */
  cancel: { by: 'user', from: ['reviewing', 'agreed'], to: ['canceled'] },
  /** Stop a scheduled publish; it becomes a draft again (revoked). */
  revoke: { by: 'user', from: ['scheduled'], to: ['revoked'] },
  /** Move a scheduled publish (the calendar's drag), checked like a new schedule. */
  reschedule: { by: 'user', from: ['scheduled'], to: ['scheduled'] },
  /** Publish a scheduled post now (not a held one: it is kept or revoked first). */
  publish_now: { by: 'user', from: ['scheduled'], to: ['publishing'] },
  /** Keep a held post: it publishes as scheduled, at once if its time has passed. */
  keep: { by: 'user', from: ['scheduled'], to: ['scheduled'] },
  /** Publish again to the accounts that failed, once the user has checked what did go out. */
  retry: { by: 'user', from: failedPublishStatuses, to: ['publishing'] },
  /** Give up on a failed or stopped post and keep it as a draft (only when nothing went out). */
  to_draft: {
    by: 'user',
    from: ['rejected', 'canceled', 'revoked', 'apply_fail', ...failedPublishStatuses],
    to: ['drafted'],
  },
  /** Delete it: at once when nothing went out, otherwise on the networks first (deleting). */
  delete: {
    by: 'user',
    from: [...editableStatuses, ...failedPublishStatuses, 'mobiling', 'published', 'delete_fail'],
    to: ['deleted', 'deleting'],
  },
  /** A reviewer approves a level: the next level, or on to the schedule or out at once. */
  approve: { by: 'system', from: ['reviewing'], to: ['reviewing', 'agreed', 'scheduled', 'publishing'] },
  /** An approved post whose approval came after its time (hold on) goes out now. */
  release: { by: 'system', from: ['agreed'], to: ['scheduled', 'publishing'] },
  reject: { by: 'system', from: ['reviewing'], to: ['rejected'] },
  /** Approval timed out with the revoke choice: approval stops and it is a draft again. */
  review_timeout: { by: 'system', from: ['reviewing'], to: ['revoked'] },
  /** Sending it for approval failed (no reviewer could be notified). */
  apply_failed: { by: 'system', from: editableStatuses, to: ['apply_fail'] },
  /** A library material it uses can no longer be used: it stays scheduled but does not go out. */
  hold: { by: 'system', from: ['scheduled'], to: ['scheduled'] },
  /** The scheduled time came. */
  due: { by: 'system', from: ['scheduled'], to: ['publishing'] },
  /** Only accounts published from the phone are left: it waits for the mobile publisher. */
  hand_to_mobile: { by: 'system', from: ['publishing'], to: ['mobiling'] },
  /** Every account has an outcome: all out, some failed, or some unknown (check before retrying). */
  settle: {
    by: 'system',
    from: ['publishing', 'mobiling'],
    to: ['published', 'publish_fail', 'publish_exc'],
  },
  /** Every network deletion has an outcome. */
  settle_delete: { by: 'system', from: ['deleting'], to: ['deleted', 'delete_fail'] },
} as const satisfies Record<string, Transition>;

export type ContentAction = keyof typeof contentTransitions;
export const contentActions = Object.keys(contentTransitions) as ContentAction[];
export type UserContentAction = {
  [A in ContentAction]: (typeof contentTransitions)[A]['by'] extends 'user' ? A : never;
}[ContentAction];
export const userContentActions = contentActions.filter(
  (action): action is UserContentAction => contentTransitions[action].by === 'user',
);

/** Whether an action may start from a status. */
export function allows(action: ContentAction, from: ContentStatus): boolean {
  return (contentTransitions[action].from as readonly ContentStatus[]).includes(from);
}

/** Whether an action may lead from a status to another. */
export function leadsTo(action: ContentAction, from: ContentStatus, to: ContentStatus): boolean {
  return allows(action, from) && (contentTransitions[action].to as readonly ContentStatus[]).includes(to);
}

/** Actions only a held post offers, and those it does not (it must be kept or revoked first). */
const heldOnly: readonly UserContentAction[] = ['keep'];
const notWhileHeld: readonly UserContentAction[] = ['publish_now'];

/** The buttons a content in this status offers; a held post offers keep instead of publishing now. */
export function userActionsFor(status: ContentStatus, options: { held?: boolean } = {}): UserContentAction[] {
  const left = options.held ? notWhileHeld : heldOnly;
  return userContentActions.filter((action) => allows(action, status) && !left.includes(action));
}
