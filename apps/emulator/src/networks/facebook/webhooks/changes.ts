import type { FbState } from '../types.js';

/**
 * What the world held when last looked at, to tell what changed since: each Page comment's text (null
 * once deleted), each Instagram comment, each Messenger and Instagram Direct message.
 */
export interface Seen {
  state: FbState;
  comments: Map<string, string | null>;
  igComments: Set<string>;
  messages: Set<string>;
}

export function look(state: FbState): Seen {
  return {
    state,
    comments: new Map(
      [...state.comments.values()].map((comment) => [comment.id, comment.deleted ? null : comment.message]),
    ),
    igComments: new Set(
      [...state.ig.comments.values()].filter((comment) => !comment.deleted).map((comment) => comment.id),
    ),
    messages: new Set(state.msg.messages.keys()),
  };
}

export type Change =
  | { kind: 'comment'; verb: 'add' | 'edited' | 'remove'; id: string }
  | { kind: 'ig_comment'; id: string }
  | { kind: 'message'; id: string };

/** What happened in the world since `seen` (which is brought up to date), in the order it is found. */
export function changesSince(seen: Seen): Change[] {
  const { state } = seen;
  const changes: Change[] = [];
  for (const comment of state.comments.values()) {
    const before = seen.comments.get(comment.id);
    const now = comment.deleted ? null : comment.message;
    if (before === now) continue;
    if (before === undefined && now !== null) changes.push({ kind: 'comment', verb: 'add', id: comment.id });
    else if (now === null && before !== undefined)
      changes.push({ kind: 'comment', verb: 'remove', id: comment.id });
    else if (now !== null)
      changes.push({ kind: 'comment', verb: before === null ? 'add' : 'edited', id: comment.id });
    seen.comments.set(comment.id, now);
  }
  for (const comment of state.ig.comments.values()) {
    if (comment.deleted || seen.igComments.has(comment.id)) continue;
    seen.igComments.add(comment.id);
    changes.push({ kind: 'ig_comment', id: comment.id });
  }
  for (const id of state.msg.messages.keys()) {
    if (seen.messages.has(id)) continue;
    seen.messages.add(id);
    changes.push({ kind: 'message', id });
  }
  return changes;
}
