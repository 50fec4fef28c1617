import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { versions } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

interface VersionWrite {
  version: string;
  release_time: string;
  notes: string;
}

const toVersion = (row: typeof versions.$inferSelect) => ({
  id: row.id,
  version: row.version,
  release_time: row.releaseTime.toISOString(),
  notes: row.notes,
});

export async function pageVersions(db: Db, input: { page: number; page_size: number }) {
  const [total] = await db.select({ n: count() }).from(versions);
  const rows = await db
    .select()
    .from(versions)
    .orderBy(desc(versions.releaseTime), desc(versions.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return { list: rows.map(toVersion), total: total?.n ?? 0, page: input.page, page_size: input.page_size };
}

export async function createVersion(db: Db, input: VersionWrite) {
  const [row] = await db
    .insert(versions)
    .values({ version: input.version, releaseTime: new Date(input.release_time), notes: input.notes })
    .returning();
  if (!row) throw new AppError('operate_fail');
  return toVersion(row);
}

export async function updateVersion(db: Db, id: number, input: VersionWrite) {
  const [row] = await db
    .update(versions)
    .set({ version: input.version, releaseTime: new Date(input.release_time), notes: input.notes })
    .where(eq(versions.id, id))
    .returning();
  if (!row) throw new AppError('not_found');
  return toVersion(row);
}

export async function deleteVersion(db: Db, id: number): Promise<void> {
  const removed = await db.delete(versions).where(eq(versions.id, id)).returning({ id: versions.id });
  if (removed.length === 0) throw new AppError('not_found');
}
