import type { EventDropArg } from '@fullcalendar/core';
import type { CalendarEntry } from '@herald/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInZone, instantOf, wallOfCoerced } from '../../../lib/zone.js';
import { useReschedule } from '../model/useReschedule.js';

/** What the drop handler needs of FullCalendar's drop: where the entry landed and how to put it back. */
export type Drop = Pick<EventDropArg, 'revert'> & { event: Pick<EventDropArg['event'], 'id' | 'start'> };

/**
 * Dropping an entry reschedules its post. The drop is read as a wall-clock time in the zone shown (so
 * moving across days in the month view keeps the time of day as that zone's clocks read it, across a
 * DST change too) and the post keeps its own zone. A refusal shows the server's message and puts the
 * entry back.
 */
export function useCalendarDrop(posts: ReadonlyMap<number, CalendarEntry>, zone: string) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reschedule = useReschedule();
  return async (drop: Drop) => {
    const post = posts.get(Number(drop.event.id));
    const start = drop.event.start;
    if (!post || !start) {
      drop.revert();
      return;
    }
    const at = instantOf(wallOfCoerced(start), zone);
    const moved = await reschedule({ id: post.id, scheduled_at: at, time_zone: post.time_zone ?? zone });
    if (moved) void message.success(t('content.calendar.moved', { time: formatInZone(at, zone) }));
    else drop.revert();
  };
}
