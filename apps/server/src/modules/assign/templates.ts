import type { Template, TemplateFields } from '@herald/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { taskTemplates } from '../../db/schema/index.js';
import { AppError, isForeignKeyViolation, isUniqueViolation } from '../../http/errors.js';
import { assertBriefRefs, normalTemplate } from './tasks/fields.js';
import { memberRefsOf } from './tasks/receivers.js';

type TemplateRow = typeof taskTemplates.$inferSelect;

async function present(db: Db, rows: readonly TemplateRow[]): Promise<Template[]> {
  const members = await memberRefsOf(
    db,
    rows.flatMap((row) => row.fields.receiver_ids),
  );
  return rows.map((row) => ({
    id: row.id,
    fields: row.fields,
    receivers: row.fields.receiver_ids.flatMap((id) => {
      const ref = members.get(id);
      return ref ? [ref] : [];
    }),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** The game's task templates, by name. */
export async function listTemplates(db: Db, gameId: number): Promise<Template[]> {
  const rows = await db
    .select()
    .from(taskTemplates)
    .where(eq(taskTemplates.gameId, gameId))
    .orderBy(asc(taskTemplates.name), asc(taskTemplates.id));
  return present(db, rows);
}

/**
 * Creates a template, or updates one of the game's. Its name is unique in the game (name_taken); its
 * label, receivers and materials are checked as a task's are.
 */
export async function saveTemplate(
  db: Db,
  gameId: number,
  userId: number,
  input: { id?: number | undefined; fields: TemplateFields },
): Promise<Template> {
  const fields = normalTemplate(input.fields);
  await assertBriefRefs(db, gameId, fields);
  const values = { name: fields.template_name, labelId: fields.label_id, fields, updatedAt: new Date() };
  try {
    const [row] =
      input.id === undefined
        ? await db
            .insert(taskTemplates)
            .values({ ...values, gameId, creatorId: userId })
            .returning()
        : await db
            .update(taskTemplates)
            .set(values)
            .where(and(eq(taskTemplates.gameId, gameId), eq(taskTemplates.id, input.id)))
            .returning();
    if (!row) throw new AppError('not_found');
    const [template] = await present(db, [row]);
    if (!template) throw new AppError('not_found');
    return template;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('name_taken', { cause: error });
    // The label deleted between the check and the write.
    if (isForeignKeyViolation(error)) throw new AppError('unknown_reference', { cause: error });
    throw error;
  }
}

/** Deletes one of the game's templates (tasks made from it keep what they copied). */
export async function deleteTemplate(db: Db, gameId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(taskTemplates)
    .where(and(eq(taskTemplates.gameId, gameId), eq(taskTemplates.id, id)))
    .returning({ id: taskTemplates.id });
  if (deleted.length === 0) throw new AppError('not_found');
  return null;
}
