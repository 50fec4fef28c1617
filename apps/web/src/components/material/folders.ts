import type { MaterialFolder } from '@herald/contract';

/** A folder with its sub-folders, as trees and tree pickers show it. */
export interface FolderNode {
  folder: MaterialFolder;
  children: FolderNode[];
}

const byName = (a: MaterialFolder, b: MaterialFolder) => a.name.localeCompare(b.name) || a.id - b.id;

/**
 * The game's folders (a flat list, parents before children) as a tree, siblings by name. A folder
 * whose parent is missing from the list is shown as a root rather than dropped.
 */
export function buildFolderTree(folders: readonly MaterialFolder[]): FolderNode[] {
  const ids = new Set(folders.map((folder) => folder.id));
  const children = new Map<number | null, MaterialFolder[]>();
  for (const folder of folders) {
    const parent = folder.parent_id !== null && ids.has(folder.parent_id) ? folder.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  const grow = (parent: number | null, seen: ReadonlySet<number>): FolderNode[] =>
    [...(children.get(parent) ?? [])]
      .sort(byName)
      .filter((folder) => !seen.has(folder.id))
      .map((folder) => ({ folder, children: grow(folder.id, new Set([...seen, folder.id])) }));
  return grow(null, new Set());
}

/** The folder and every folder below it. */
export function subtreeIds(folders: readonly MaterialFolder[], id: number): number[] {
  const out = [id];
  for (let index = 0; index < out.length; index += 1) {
    const current = out[index];
    for (const folder of folders)
      if (folder.parent_id === current && !out.includes(folder.id)) out.push(folder.id);
  }
  return out;
}

/** How many levels a folder's subtree spans (1: the folder alone). */
export function subtreeDepth(folders: readonly MaterialFolder[], id: number): number {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const own = byId.get(id)?.level ?? 1;
  const deepest = subtreeIds(folders, id).reduce(
    (max, other) => Math.max(max, byId.get(other)?.level ?? own),
    own,
  );
  return deepest - own + 1;
}

/** The names from the root down to the folder ("Key art / Season 3"); empty for none. */
export function folderPath(folders: readonly MaterialFolder[], id: number | null): string[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: string[] = [];
  let current = id === null ? undefined : byId.get(id);
  while (current && path.length <= folders.length) {
    path.unshift(current.name);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return path;
}
