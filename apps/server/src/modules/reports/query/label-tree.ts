import type { Label } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';

/** A label with the names of its ancestors and itself, root first ("Launch / EU / Teaser"). */
export interface LabelPlace {
  label: Label;
  path: string[];
}

/** The game's labels by id, each with its path (labels are few; the tree is read whole). */
export async function labelPlaces(db: DbOrTx, gameId: number): Promise<Map<number, LabelPlace>> {
  const labels = await queryRows<Label>(
    db,
    sql`select id, name, level, parent_id from task_labels where game_id = ${gameId}`,
  );
  const byId = new Map(labels.map((label) => [label.id, label]));
  const places = new Map<number, LabelPlace>();
  for (const label of labels) {
    const path: string[] = [];
    // The tree has no cycle (the assign module refuses one); the bound only guards bad data.
    for (let at: Label | undefined = label; at && path.length <= byId.size; ) {
      path.unshift(at.name);
      at = at.parent_id === null ? undefined : byId.get(at.parent_id);
    }
    places.set(label.id, { label, path });
  }
  return places;
}

/**
 * Figures kept per label rolled up its tree: each label's own figures added into itself and every label
 * above it, so a label holds its whole subtree. Exact wherever each item has one label (a task has one,
 * and a post is linked to one task's to-do).
 */
export function rollUpLabels<T>(
  own: ReadonlyMap<string, T>,
  places: ReadonlyMap<number, LabelPlace>,
  empty: () => T,
  merge: (into: T, part: T) => void,
): Map<string, T> {
  const rolled = new Map<string, T>();
  for (const [key, figures] of own) {
    for (let at = places.get(Number(key)), hops = 0; at && hops <= places.size; hops += 1) {
      const id = String(at.label.id);
      const total = rolled.get(id) ?? empty();
      merge(total, figures);
      rolled.set(id, total);
      at = at.label.parent_id === null ? undefined : places.get(at.label.parent_id);
    }
  }
  return rolled;
}
