import type { LabelNode } from '@herald/contract';

/**
 * The label filter's options in tree order (each label after its parent, siblings by their place), each
 * named by its whole path ("Launch / EU / Teaser") so same-named labels under different parents differ.
 */
export function labelOptions(nodes: readonly LabelNode[]): { value: number; label: string }[] {
  const children = new Map<number | null, LabelNode[]>();
  for (const node of nodes) {
    const siblings = children.get(node.parent_id) ?? [];
    siblings.push(node);
    children.set(node.parent_id, siblings);
  }
  const options: { value: number; label: string }[] = [];
  const visit = (parent: number | null, path: string[], seen: Set<number>) => {
    const siblings = [...(children.get(parent) ?? [])].sort((a, b) => a.position - b.position);
    for (const node of siblings) {
      // A tree never holds a cycle (label_cycle); the guard only keeps a bad answer from looping.
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      const own = [...path, node.name];
      options.push({ value: node.id, label: own.join(' / ') });
      visit(node.id, own, seen);
    }
  };
  visit(null, [], new Set());
  return options;
}
