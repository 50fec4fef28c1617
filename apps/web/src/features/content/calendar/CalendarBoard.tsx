import type { DatesSetArg, EventClickArg, EventContentArg, EventInput } from '@fullcalendar/core';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { type CalendarEntry, type SocialNetwork, socialNetworks, WEEK_START_DAY } from '@herald/contract';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkIcon } from '../../../components/networks.js';
import { useHeldText } from '../../../components/post/HeldTag.js';
import { currentLanguage } from '../../../i18n/index.js';
import { type WallTime, wallOf, wallOfCoerced } from '../../../lib/zone.js';
import { entryNodes } from './entry-nodes.js';
import type { Drop } from './useCalendarDrop.js';
import './calendar.css';

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

/** The wall-clock range the calendar shows, start included, end excluded. */
export interface WallRange {
  start: WallTime;
  end: WallTime;
  /** The view's own title ("November 2026"), in the console's language. */
  title: string;
}

/** Gives the toolbar's previous and next buttons (drawn by FullCalendar) their spoken names. */
function nameChevrons(board: HTMLElement | null, previous: string, next: string): void {
  board?.querySelector('.fc-prev-button')?.setAttribute('aria-label', previous);
  board?.querySelector('.fc-next-button')?.setAttribute('aria-label', next);
}

/**
 * FullCalendar, told its zone is UTC and fed wall-clock times of the zone the user picked (zone.ts):
 * named zones then behave exactly, DST included, without a second date library. Month cells and
 * time-grid stacks show a few entries and "+N more", which keeps a month of thousands fast.
 */
export function CalendarBoard({
  events,
  posts,
  zone,
  phone,
  onRange,
  onOpen,
  onDrop,
}: {
  events: EventInput[];
  posts: ReadonlyMap<number, CalendarEntry>;
  zone: string;
  phone: boolean;
  onRange: (range: WallRange) => void;
  onOpen: (id: number) => void;
  onDrop: (drop: Drop) => Promise<void>;
}) {
  const { t } = useTranslation();
  const heldText = useHeldText();
  const chinese = currentLanguage() === 'zh-CN';
  const board = useRef<HTMLDivElement>(null);
  // Every network's mark rendered once, hidden; entries take copies (entry-nodes.ts).
  const marks = useRef<HTMLDivElement>(null);
  const markOf = useCallback(
    (network: SocialNetwork) =>
      marks.current?.querySelector(`[data-network="${network}"]`)?.firstElementChild?.cloneNode(true) ?? null,
    [],
  );
  return (
    <div className="herald-calendar" data-testid="calendar" ref={board}>
      <div ref={marks} hidden>
        {socialNetworks.map((network) => (
          <span key={network} data-network={network}>
            <NetworkIcon network={network} size={11} />
          </span>
        ))}
      </div>
      <FullCalendar
        // The starting view depends on the width, known only after the first render: start again then.
        key={phone ? 'phone' : 'desktop'}
        plugins={plugins}
        timeZone="UTC"
        now={() => wallOf(new Date(), zone)}
        locale={chinese ? zhCnLocale : 'en'}
        firstDay={WEEK_START_DAY}
        initialView={phone ? 'listDay' : 'dayGridMonth'}
        headerToolbar={
          phone
            ? // No room for the title on a phone: the page shows it above the calendar.
              { left: 'prev,next today', center: '', right: 'listDay,listWeek,dayGridMonth' }
            : {
                left: 'prev,next today',
                center: 'title',
                right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
              }
        }
        // Chevrons as text, named for screen readers (FullCalendar's icon fonts are unnamed images).
        buttonIcons={false}
        buttonText={{ today: t('content.calendar.today'), prev: '‹', next: '›' }}
        views={{
          dayGridMonth: { buttonText: t('content.calendar.views.month') },
          timeGridWeek: { buttonText: t('content.calendar.views.week') },
          timeGridDay: { buttonText: t('content.calendar.views.day') },
          // On phones the lists are the day and week views.
          listDay: { buttonText: t('content.calendar.views.day') },
          listWeek: { buttonText: t(phone ? 'content.calendar.views.week' : 'content.calendar.views.list') },
        }}
        height={phone ? 'auto' : 760}
        events={events}
        eventDisplay="block"
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        // A post is an instant; the entry's end is only room for its label.
        displayEventEnd={false}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        dayMaxEvents={4}
        eventMaxStack={3}
        slotEventOverlap={false}
        allDaySlot={false}
        nowIndicator
        editable={false}
        eventDurationEditable={false}
        snapDuration="00:15"
        datesSet={(arg: DatesSetArg) => {
          nameChevrons(board.current, t('content.calendar.previous'), t('content.calendar.next'));
          onRange({ start: wallOfCoerced(arg.start), end: wallOfCoerced(arg.end), title: arg.view.title });
        }}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          onOpen(Number(arg.event.id));
        }}
        eventDrop={(arg) => void onDrop(arg)}
        // FullCalendar draws "+N more" as an <a> without a role that opens a popover and says whether
        // it is open (aria-expanded): it is a button, and is told so.
        moreLinkDidMount={(arg) => arg.el.setAttribute('role', 'button')}
        // A month's day cell is labelled by its date alone although it holds its entries too: without
        // the label its name comes from its content (the date link, named in full, then the entries).
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        eventContent={(arg: EventContentArg) => {
          const post = posts.get(Number(arg.event.id));
          const listed = post !== undefined && arg.view.type.startsWith('list');
          return {
            domNodes: entryNodes(
              post,
              arg.timeText,
              arg.event.title,
              markOf,
              listed ? t(`content.statuses.${post.status}`) : undefined,
              post?.held ? { badge: t('content.held.tag'), why: heldText(post.held) } : undefined,
            ),
          };
        }}
      />
    </div>
  );
}
