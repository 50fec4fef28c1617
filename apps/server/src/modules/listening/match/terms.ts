import { AhoCorasick } from '@monyone/aho-corasick/fast';
import { type Boundary, canonicalText, handleOf, standsAlone, textPatternOf } from './text.js';
import type { ListenItem, TopicTerm } from './types.js';

/** The id of a term that can never be found. */
export const NEVER = -1;

interface Variant {
  id: number;
  boundary: Boundary;
}

/**
 * Every distinct term of the compiled topics, numbered from 0. Text terms share one Aho–Corasick
 * automaton; authors and recipients are looked up by handle. The same term in many topics is one
 * id, looked for once.
 */
export class TermIndex {
  private readonly variants = new Map<string, Variant[]>();
  private readonly authors = new Map<string, number>();
  private readonly recipients = new Map<string, number>();
  private readonly ids = new Map<string, number>();
  private automaton: AhoCorasick | null = null;
  private count = 0;
  /** A stamp per term instead of a fresh set per item: nothing allocated per term on the hot path. */
  private seen = new Int32Array(0);
  private stamp = 0;
  private readonly hits: number[] = [];

  /** How many distinct terms are indexed. */
  get size(): number {
    return this.count;
  }

  /** Registers a term (before `seal`) and answers its id, or NEVER. */
  add(term: TopicTerm): number {
    const key = `${term.kind}\u0000${term.value}`;
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.register(term);
    this.ids.set(key, id);
    return id;
  }

  private register(term: TopicTerm): number {
    if (term.kind === 'from' || term.kind === 'to') {
      const handle = handleOf(term.value);
      if (handle === '') return NEVER;
      const map = term.kind === 'from' ? this.authors : this.recipients;
      return map.get(handle) ?? this.fresh((id) => map.set(handle, id));
    }
    const found = textPatternOf(term);
    if (!found) return NEVER;
    const list = this.variants.get(found.pattern) ?? [];
    this.variants.set(found.pattern, list);
    const same = list.find((variant) => variant.boundary === found.boundary);
    return same?.id ?? this.fresh((id) => list.push({ id, boundary: found.boundary }));
  }

  private fresh(keep: (id: number) => void): number {
    const id = this.count++;
    keep(id);
    return id;
  }

  /** Builds the automaton once every term is registered. */
  seal(): void {
    this.automaton = this.variants.size > 0 ? new AhoCorasick([...this.variants.keys()]) : null;
    this.seen = new Int32Array(this.count);
  }

  /**
   * Reads the item once: the ids of the terms it holds, valid (with `holds`) until the next call.
   */
  find(item: ListenItem): readonly number[] {
    if (this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    this.stamp += 1;
    this.hits.length = 0;
    if (this.automaton) {
      const text = canonicalText(item.text);
      for (const { begin, end, keyword } of this.automaton.matchInText(text)) {
        for (const variant of this.variants.get(keyword) ?? []) {
          if (!this.holds(variant.id) && standsAlone(text, begin, end, variant.boundary))
            this.mark(variant.id);
        }
      }
    }
    if (item.author !== undefined) this.markHandle(this.authors, item.author);
    for (const recipient of item.recipients ?? []) this.markHandle(this.recipients, recipient);
    return this.hits;
  }

  /** Whether the last item read holds the term. */
  holds(id: number): boolean {
    return id !== NEVER && this.seen[id] === this.stamp;
  }

  private markHandle(map: ReadonlyMap<string, number>, handle: string): void {
    if (map.size === 0) return;
    const id = map.get(handleOf(handle));
    if (id !== undefined && !this.holds(id)) this.mark(id);
  }

  private mark(id: number): void {
    this.seen[id] = this.stamp;
    this.hits.push(id);
  }
}
