import {
  CALENDAR_LABEL_MAX,
  type CalendarEntry,
  type PostHold,
  type SocialNetwork,
  userActionsFor,
} from '@herald/contract';
import { and, asc, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contents, contentTargets } from '../../db/schema/index.js';

/**
 * The instant a post is placed at in time: its schedule, else when it went out, else when written (the
 * expression index contents_game_placed_idx is on it).
 */
export const placedAt = sql`coalesce(${contents.scheduledAt}, ${contents.publishedAt}, ${contents.createdAt})`;

/** The columns a calendar entry is built from: no body, no author, no media. */
export const calendarColumns = {
  id: contents.id,
  status: contents.status,
  title: contents.title,
  /** Enough of the text for a label's first line. */
  lead: sql<string>`left(${contents.text}, ${CALENDAR_LABEL_MAX * 2})`,
  placedAt: sql<Date>`${placedAt}`.mapWith(contents.createdAt),
  timeZone: contents.timeZone,
  held: contents.held,
};

type CalendarRow = {
  id: number;
  status: CalendarEntry['status'];
  title: string;
  lead: string;
  placedAt: Date;
  timeZone: string | null;
  held: PostHold | null;
};

/** The title, or the text's first line, cut to the label's length (by characters, not UTF-16 units). */
function labelOf(row: Pick<CalendarRow, 'title' | 'lead'>): string {
  const text = row.title.trim() || row.lead.trim().split('\n')[0]?.trim() || '';
  const chars = [...text];
  return chars.length > CALENDAR_LABEL_MAX ? `${chars.slice(0, CALENDAR_LABEL_MAX - 1).join('')}…` : text;
}

/** Each content's networks (of the accounts it still has), each once, in one query for all of them. */
async function networksOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, SocialNetwork[]>> {
  const byContent = new Map<number, SocialNetwork[]>();
  if (ids.length === 0) return byContent;
  const rows = await db
    .selectDistinct({ contentId: contentTargets.contentId, network: contentTargets.network })
    .from(contentTargets)
    .where(
      and(
        sql`${contentTargets.contentId} = any(${sql.param([...ids])}::int[])`,
        isNotNull(contentTargets.accountId),
      ),
    )
    .orderBy(asc(contentTargets.contentId), asc(contentTargets.network));
  for (const row of rows) {
    const list = byContent.get(row.contentId) ?? [];
    list.push(row.network);
    byContent.set(row.contentId, list);
  }
  return byContent;
}

/** Calendar entries for these rows, in their order. */
export async function calendarEntriesOf(db: DbOrTx, rows: readonly CalendarRow[]): Promise<CalendarEntry[]> {
  const networks = await networksOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    label: labelOf(row),
    networks: networks.get(row.id) ?? [],
    at: row.placedAt.toISOString(),
    time_zone: row.timeZone,
    held: row.held ?? null,
    movable: userActionsFor(row.status, { held: row.held !== null }).includes('reschedule'),
  }));
}
