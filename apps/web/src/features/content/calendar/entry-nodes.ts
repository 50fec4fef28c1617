import type { CalendarEntry, SocialNetwork } from '@herald/contract';

/** A copy of the network's mark, taken from the marks the board renders once (see NetworkMarks). */
export type MarkOf = (network: SocialNetwork) => Node | null;

function span(className: string, text?: string): HTMLSpanElement {
  const node = document.createElement('span');
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * One calendar entry as plain DOM: time, up to three network marks, the title, and a held post's
 * badge (its reason and materials in the entry's tooltip). A busy month
 * renders well over a thousand entries (FullCalendar lays out those behind "+N more" too), so they
 * are built without React: a component per entry would be a React root per entry.
 */
export function entryNodes(
  post: CalendarEntry | undefined,
  timeText: string,
  title: string,
  markOf: MarkOf,
  /** The status in words, for the list views, where the colour is only a dot. */
  statusText?: string,
  /** A held post's badge and why it is held ("Held: material expired — Key art"). */
  held?: { badge: string; why: string },
): Node[] {
  const entry = span('herald-cal-event');
  entry.title = held ? `${timeText} ${title} · ${held.why}` : `${timeText} ${title}`;
  if (held) entry.append(span('herald-cal-held', held.badge));
  if (timeText) entry.append(span('herald-cal-time', timeText));
  const networks = post?.networks ?? [];
  for (const network of networks.slice(0, 3)) {
    const mark = markOf(network);
    if (!mark) continue;
    const holder = span('herald-cal-net');
    holder.append(mark);
    entry.append(holder);
  }
  if (networks.length > 3) entry.append(span('herald-cal-more', `+${networks.length - 3}`));
  entry.append(span('herald-cal-title', title));
  if (statusText) entry.append(span('herald-cal-status', statusText));
  return [entry];
}
