/** A stored row of a tree: its id and its parent's (null at the top). */
export interface TreeRow {
  id: number;
  parentId: number | null;
}

/**
 * A game's small tree of rows in memory (labels, folders): tens or hundreds of rows a few levels deep,
 * so children and subtrees are walked here rather than by recursive queries. `order` sorts siblings.
 */
export class RowTree<R extends TreeRow> {
  private readonly byId: Map<number, R>;

  constructor(
    readonly rows: readonly R[],
    private readonly order: (a: R, b: R) => number,
  ) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }

  get(id: number): R | undefined {
    return this.byId.get(id);
  }

  /** The children of a parent (null: the top level), in sibling order. */
  children(parentId: number | null): R[] {
    return this.rows.filter((row) => row.parentId === parentId).sort(this.order);
  }

  /** The row and every row below it. */
  subtree(id: number): R[] {
    const root = this.byId.get(id);
    if (!root) return [];
    const found = [root];
    for (let index = 0; index < found.length; index += 1) {
      const current = found[index];
      if (current) found.push(...this.children(current.id));
    }
    return found;
  }

  /** The ids of these rows and of every row below them (a filter by one covers its subtree). */
  withDescendants(ids: readonly number[]): number[] {
    return [...new Set(ids.flatMap((id) => this.subtree(id).map((row) => row.id)))];
  }

  /** Every row, each followed by the rows below it (parents before children). */
  depthFirst(): R[] {
    const ordered: R[] = [];
    const visit = (parentId: number | null) => {
      for (const child of this.children(parentId)) {
        ordered.push(child);
        visit(child.id);
      }
    };
    visit(null);
    return ordered;
  }
}
