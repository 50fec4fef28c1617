import type { EventInput } from '@fullcalendar/core';
import type { PostSummary } from '@herald/contract';
import { statusLook } from '../../../components/post/status.js';
import { entryEnd, wallOf } from '../../../lib/zone.js';

/** How tall an entry is in the time grids; posts are instants, this is only room for the label. */
const ENTRY_MINUTES = 30;

/** Where a post sits in time, as the server ranges it: its schedule, else its publish, else its creation. */
export function placedAt(post: PostSummary): string {
  return post.scheduled_at ?? post.published_at ?? post.created_at;
}

/**
 * Calendar entries for posts, shown in `zone`: each starts at the wall-clock time its instant reads in
 * that zone (the calendar itself runs in UTC, see zone.ts). Only scheduled posts the caller may act on
 * can be dragged. Plain objects, no components: a month holds thousands.
 */
export function toEvents(posts: readonly PostSummary[], zone: string, canMove: boolean): EventInput[] {
  return posts.map((post) => {
    // A held post waits for a person: it looks like what needs looking at, not like a plain schedule.
    const colour = post.held ? statusLook.publish_exc.solid : statusLook[post.status].solid;
    const start = wallOf(placedAt(post), zone);
    return {
      id: String(post.id),
      title: post.title.trim() || post.excerpt.trim().split('\n')[0] || '',
      start,
      end: entryEnd(start, ENTRY_MINUTES),
      allDay: false,
      backgroundColor: colour,
      borderColor: colour,
      textColor: '#ffffff',
      startEditable: canMove && post.actions.includes('reschedule'),
      durationEditable: false,
    };
  });
}
