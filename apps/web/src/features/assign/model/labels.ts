import { LABEL_MAX_LEVEL, type LabelNode } from '@herald/contract';

/** A label with its children in order, as the tree and the pickers show it. */
export interface LabelTreeNode {
  label: LabelNode;
  children: LabelTreeNode[];
}

const byPosition = (a: LabelNode, b: LabelNode) => a.position - b.position || a.id - b.id;

/**
 * The game's labels (a flat list, each with its parent and place among its siblings) as a tree.
 * A label whose parent is missing from the list is shown as a root rather than dropped.
 */
export function buildLabelTree(nodes: readonly LabelNode[]): LabelTreeNode[] {
  const ids = new Set(nodes.map((node) => node.id));
  const children = new Map<number | null, LabelNode[]>();
  for (const node of nodes) {
    const parent = node.parent_id !== null && ids.has(node.parent_id) ? node.parent_id : null;
    const siblings = children.get(parent) ?? [];
    siblings.push(node);
    children.set(parent, siblings);
  }
  const grow = (parent: number | null, seen: ReadonlySet<number>): LabelTreeNode[] =>
    [...(children.get(parent) ?? [])]
      .sort(byPosition)
      .filter((label) => !seen.has(label.id))
      .map((label) => ({ label, children: grow(label.id, new Set([...seen, label.id])) }));
  return grow(null, new Set());
}

/** The label and every label below it. */
export function subtreeIds(nodes: readonly LabelNode[], id: number): number[] {
  const out = [id];
  for (let index = 0; index < out.length; index += 1) {
    const current = out[index];
    for (const node of nodes) if (node.parent_id === current && !out.includes(node.id)) out.push(node.id);
  }
  return out;
}

/** How many levels a label's subtree spans (1: the label alone). */
export function subtreeDepth(nodes: readonly LabelNode[], id: number): number {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const own = byId.get(id)?.level ?? 1;
  const deepest = subtreeIds(nodes, id).reduce(
    (max, other) => Math.max(max, byId.get(other)?.level ?? own),
    own,
  );
  return deepest - own + 1;
}

/** The names from the root down to the label ("Launch / EU / Teaser"). */
export function labelPathOf(nodes: readonly LabelNode[], id: number | null): string[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const path: string[] = [];
  let current = id === null ? undefined : byId.get(id);
  while (current && path.length < LABEL_MAX_LEVEL + 1) {
    path.unshift(current.name);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return path;
}

/** Where a dragged label lands: under `parent_id` (null: a root), at `position` among its new siblings. */
export interface LabelMove {
  id: number;
  parent_id: number | null;
  position: number;
}

/**
 * The move a drop makes. `onto` is the label dropped on; `inside` drops it as its first child,
 * otherwise it goes just before (`after` false) or after that label among its siblings. Positions
 * count the new siblings without the moved label; null when the drop changes nothing.
 */
export function moveOf(
  nodes: readonly LabelNode[],
  dragged: number,
  onto: number,
  where: 'inside' | 'before' | 'after',
): LabelMove | null {
  const target = nodes.find((node) => node.id === onto);
  const moved = nodes.find((node) => node.id === dragged);
  if (!target || !moved || dragged === onto) return null;
  if (where === 'inside') return { id: dragged, parent_id: onto, position: 0 };
  const parent = target.parent_id;
  const siblings = nodes
    .filter((node) => node.parent_id === parent && node.id !== dragged)
    .sort(byPosition)
    .map((node) => node.id);
  const index = siblings.indexOf(onto);
  const position = where === 'before' ? index : index + 1;
  const current = nodes
    .filter((node) => node.parent_id === parent)
    .sort(byPosition)
    .map((node) => node.id)
    .indexOf(dragged);
  if (moved.parent_id === parent && current === position) return null;
  return { id: dragged, parent_id: parent, position };
}

/**
 * Whether a label (with its children) may go under `parent` (null: as a root): never into itself or
 * below it, and never deeper than LABEL_MAX_LEVEL for its deepest child.
 */
export function canMoveUnder(nodes: readonly LabelNode[], dragged: number, parent: number | null): boolean {
  if (parent === null) return subtreeDepth(nodes, dragged) <= LABEL_MAX_LEVEL;
  if (subtreeIds(nodes, dragged).includes(parent)) return false;
  const parentLevel = nodes.find((node) => node.id === parent)?.level;
  if (parentLevel === undefined) return false;
  return parentLevel + subtreeDepth(nodes, dragged) <= LABEL_MAX_LEVEL;
}

/**
 * Where a drop on the tree lands, from antd's drop event: on the node itself (inside, as its first
 * child) or in the gap before or after it. antd's `dropPosition` counts from the node's own index
 * among its siblings (the last part of `pos`, "0-1-2").
 */
export function dropPlace(drop: {
  dropToGap: boolean;
  dropPosition: number;
  pos: string;
}): 'inside' | 'before' | 'after' {
  if (!drop.dropToGap) return 'inside';
  const index = Number(drop.pos.split('-').at(-1));
  return drop.dropPosition - index < 0 ? 'before' : 'after';
}

/** The parents a label may move under (null: the top level), in tree order with their depth. */
export function parentChoices(
  nodes: readonly LabelNode[],
  moving: number,
): { id: number | null; depth: number; label: LabelNode | null }[] {
  const out: { id: number | null; depth: number; label: LabelNode | null }[] = [];
  if (canMoveUnder(nodes, moving, null)) out.push({ id: null, depth: 0, label: null });
  const walk = (tree: readonly LabelTreeNode[], depth: number) => {
    for (const node of tree) {
      if (canMoveUnder(nodes, moving, node.label.id))
        out.push({ id: node.label.id, depth, label: node.label });
      walk(node.children, depth + 1);
    }
  };
  walk(buildLabelTree(nodes), 1);
  return out;
}

/** The labels under a parent, in order, without the one being moved. */
export function siblingsOf(nodes: readonly LabelNode[], parent: number | null, moving: number): LabelNode[] {
  return nodes.filter((node) => node.parent_id === parent && node.id !== moving).sort(byPosition);
}
