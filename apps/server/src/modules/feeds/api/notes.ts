import type { FeedDetail } from '@herald/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feedNotes, feeds } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { namesOf } from '../../content/index.js';
import { feedIn, scopeOf } from './scope.js';

type Note = FeedDetail['notes'][number];

type NoteRow = typeof feedNotes.$inferSelect;

function toNote(row: NoteRow, names: ReadonlyMap<number, string>): Note {
  return {
    id: row.id,
    author_id: row.authorId,
    author_name: row.authorId === null ? '' : (names.get(row.authorId) ?? ''),
    text: row.text,
    created_at: row.createdAt.toISOString(),
  };
}

/** The item's internal notes, oldest first. */
export async function notesOf(db: DbOrTx, feedId: number): Promise<Note[]> {
  const rows = await db
    .select()
    .from(feedNotes)
    .where(eq(feedNotes.feedId, feedId))
    .orderBy(asc(feedNotes.createdAt), asc(feedNotes.id));
  const names = await namesOf(
    db,
    rows.map((row) => row.authorId),
  );
  return rows.map((row) => toNote(row, names));
}

/** Adds a note the team sees on an item the caller may see. */
export async function addNote(
  db: DbOrTx,
  ctx: TenantRequestContext,
  input: { id: number; text: string },
): Promise<Note> {
  const row = await feedIn(db, await scopeOf(db, ctx), input.id);
  const [note] = await db
    .insert(feedNotes)
    .values({ feedId: row.id, gameId: row.gameId, authorId: ctx.user.id, text: input.text })
    .returning();
  if (!note) throw new Error('the note was not stored');
  await db.update(feeds).set({ updatedAt: new Date() }).where(eq(feeds.id, row.id));
  return toNote(note, new Map([[ctx.user.id, ctx.user.name]]));
}
