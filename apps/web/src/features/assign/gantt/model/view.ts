import { type Grouping, groupings } from './rows.js';
import { type Day, isDay, type Zoom, zooms } from './zoom.js';

/**
 * What the gantt shows, kept in the URL query so a link opens the same view and Back undoes a change:
 * zoom, grouping, the day it is anchored on (absent: today) and the label and receiver filters.
 */
export interface GanttView {
  zoom: Zoom;
  grouping: Grouping;
  /** Null: today, as the viewer's clock reads it. */
  date: Day | null;
  label_ids: number[];
  receiver_ids: number[];
}

export const defaultView: GanttView = {
  zoom: 'day',
  grouping: 'label',
  date: null,
  label_ids: [],
  receiver_ids: [],
};

/** The query parameter of each part (short, so a shared link stays readable). */
const keys = {
  zoom: 'zoom',
  grouping: 'group',
  date: 'date',
  label_ids: 'label',
  receiver_ids: 'receiver',
} as const;

/** At most this many ids per filter, as the gantt call takes. */
const MAX_IDS = 50;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

function idsOf(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .filter((part) => /^\d{1,15}$/.test(part.trim()))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)].slice(0, MAX_IDS);
}

/** Reads the view from a URL query; anything unknown or malformed falls back, never an error. */
export function readView(search: URLSearchParams): GanttView {
  const date = search.get(keys.date);
  return {
    zoom: oneOf(search.get(keys.zoom), zooms, defaultView.zoom),
    grouping: oneOf(search.get(keys.grouping), groupings, defaultView.grouping),
    date: date !== null && isDay(date) ? date : null,
    label_ids: idsOf(search.get(keys.label_ids)),
    receiver_ids: idsOf(search.get(keys.receiver_ids)),
  };
}

/** Writes the view into a copy of `search`, leaving defaults out and every other parameter (game, area) alone. */
export function writeView(search: URLSearchParams, view: GanttView): URLSearchParams {
  const next = new URLSearchParams(search);
  const put = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  put(keys.zoom, view.zoom === defaultView.zoom ? null : view.zoom);
  put(keys.grouping, view.grouping === defaultView.grouping ? null : view.grouping);
  put(keys.date, view.date);
  put(keys.label_ids, view.label_ids.join(','));
  put(keys.receiver_ids, view.receiver_ids.join(','));
  return next;
}
