import { findRouteByName, type Notification } from '@herald/contract';
import { useTranslation } from 'react-i18next';
import { isReviewType } from './model.js';

/** Kinds that ask the reader to review: they open the review page, the others the content itself. */
const reviewKinds: readonly Notification['kind'][] = ['review_requested', 'review_level_approved'];

/** A request to publish from the phone opens the app shell's post, which its params name. */
function mobileTarget(notice: Notification): { route: string; id: string } | null {
  const id = String(notice.params.app_post_id ?? '');
  return /^\d+$/.test(id) ? { route: 'app.post.detail', id } : null;
}

/** A smart rule's notice opens the first inbox item it matched. */
function feedTarget(notice: Notification): { route: string; id: string } | null {
  const id = String(notice.params.feed_id ?? '');
  return /^\d+$/.test(id) ? { route: 'content.feeds.detail', id } : null;
}

/** An assign notice opens the reader's to-do when it names one (a receiver's), else the task (a lead's). */
function assignTarget(notice: Notification): { route: string; id: string } | null {
  const todo = String(notice.params.todo_id ?? '');
  if (/^\d+$/.test(todo)) return { route: 'assign.todo.detail', id: todo };
  const task = String(notice.params.task_id ?? '');
  return /^\d+$/.test(task) ? { route: 'assign.task.detail', id: task } : null;
}

/**
 * A material notice opens the material: in the review queue for a manager told of a submission, in
 * the submitter's list when it was rejected (to edit and send again), else in the library.
 */
function materialTarget(notice: Notification): { route: string; id: string } | null {
  const id = String(notice.params.material_id ?? '');
  if (!/^\d+$/.test(id)) return null;
  if (notice.kind === 'material_submitted') return { route: 'material.review', id };
  if (notice.kind === 'material_rejected') return { route: 'material.list', id };
  return { route: 'material.library', id };
}

/** The route and content a notice opens, or null when it names no content that has a page. */
export function noticeTarget(notice: Notification): { route: string; id: string } | null {
  if (notice.kind === 'mobile_publish_requested') return mobileTarget(notice);
  if (notice.kind === 'smart_rule_matched') return feedTarget(notice);
  if (notice.kind.startsWith('assign_')) return assignTarget(notice);
  if (notice.kind.startsWith('material_')) return materialTarget(notice);
  const type = notice.content_type;
  if (notice.content_id === null || type === null) return null;
  const route =
    reviewKinds.includes(notice.kind) && isReviewType(type)
      ? `review.${type}.detail`
      : `content.${type}.detail`;
  return findRouteByName(route) ? { route, id: String(notice.content_id) } : null;
}

/** A notice in the reader's language, worded from its kind and params. */
export function useNoticeText(): (notice: Notification) => string {
  const { t } = useTranslation();
  return (notice) => {
    const param = (key: string) => String(notice.params[key] ?? '');
    return t(`review.notify.kinds.${notice.kind}`, {
      title: param('title').trim() || t('review.notify.untitled'),
      level: param('level'),
      reviewer: param('reviewer'),
      account: param('account'),
      rule: param('rule'),
      count: param('count'),
      author: param('author'),
      task: param('task'),
      receiver: param('receiver'),
      asker: param('asker'),
      material: param('material'),
      comment: param('comment'),
      date: param('date'),
      held: param('held'),
    });
  };
}
