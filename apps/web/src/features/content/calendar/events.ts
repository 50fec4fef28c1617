import type { EventInput } from '@fullcalendar/core';
import type { CalendarEntry } from '@herald/contract';
import { statusLook } from '../../../components/post/status.js';
import { entryEnd, wallOf } from '../../../lib/zone.js';

/** How tall an entry is in the time grids; posts are instants, this is only room for the label. */
const ENTRY_MINUTES = 30;

/**
 * Calendar entries for posts, shown in `zone`: each starts at the wall-clock time its instant reads in
 * that zone (the calendar itself runs in UTC, see zone.ts). Only scheduled posts the caller may act on
 * can be dragged. Plain objects, no components: a month holds thousands.
 */
export function toEvents(posts: readonly CalendarEntry[], zone: string, canMove: boolean): EventInput[] {
  return posts.map((post) => {
    // A held post waits for a person: it looks like what needs looking at, not like a plain schedule.
    const colour = post.held ? statusLook.publish_exc.solid : statusLook[post.status].solid;
    const start = wallOf(post.at, zone);
    return {
      id: String(post.id),
      title: post.label,
      start,
      end: entryEnd(start, ENTRY_MINUTES),
      allDay: false,
      backgroundColor: colour,
      borderColor: colour,
      textColor: '#ffffff',
      startEditable: canMove && post.movable,
      durationEditable: false,
    };
  });
}
