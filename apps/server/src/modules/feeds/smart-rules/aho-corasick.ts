/**
 * One Aho–Corasick automaton over every keyword of a game's rules: a text is read once, whatever the
 * number of rules and terms. Transitions are keyed by UTF-16 code unit, so any script (and an emoji's
 * surrogate pair) is matched as the sequence it is; the root's transitions are a dense table, since
 * most characters of a text start nothing.
 */
export interface Automaton {
  /** Calls `found(pattern, end)` for every occurrence; `end` is the index after its last code unit. */
  scan(text: string, found: (pattern: number, end: number) => void): void;
}

const ROOT = 0;

export function buildAutomaton(patterns: readonly string[]): Automaton {
  const next: Map<number, number>[] = [new Map()];
  const own: number[][] = [[]];
  patterns.forEach((pattern, index) => {
    let node = ROOT;
    for (let i = 0; i < pattern.length; i++) {
      const unit = pattern.charCodeAt(i);
      let child = next[node]?.get(unit);
      if (child === undefined) {
        child = next.length;
        next.push(new Map());
        own.push([]);
        next[node]?.set(unit, child);
      }
      node = child;
    }
    if (pattern.length > 0) own[node]?.push(index);
  });

  // Failure links breadth first; each node's output is its own patterns and its failure node's.
  const fail = new Int32Array(next.length);
  const out: (readonly number[])[] = own.map((list) => list);
  const queue: number[] = [];
  for (const child of next[ROOT]?.values() ?? []) queue.push(child);
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] ?? ROOT;
    for (const [unit, child] of next[node] ?? []) {
      let back = fail[node] ?? ROOT;
      while (back !== ROOT && !next[back]?.has(unit)) back = fail[back] ?? ROOT;
      const target = next[back]?.get(unit);
      fail[child] = target !== undefined && target !== child ? target : ROOT;
      const inherited = out[fail[child] ?? ROOT] ?? [];
      if (inherited.length > 0) out[child] = [...(own[child] ?? []), ...inherited];
      queue.push(child);
    }
  }

  const rootNext = new Int32Array(0x10000);
  for (const [unit, child] of next[ROOT] ?? []) rootNext[unit] = child;

  return {
    scan(text, found) {
      let node = ROOT;
      for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        while (node !== ROOT && !next[node]?.has(unit)) node = fail[node] ?? ROOT;
        node = node === ROOT ? (rootNext[unit] ?? ROOT) : (next[node]?.get(unit) ?? ROOT);
        const hits = out[node];
        if (hits && hits.length > 0) for (const pattern of hits) found(pattern, i + 1);
      }
    },
  };
}
