import { invalidParam } from './errors.js';

/** One entry of a `fields=` selection, e.g. `comments.summary(true).limit(0){message,from{name}}`. */
export interface FieldSel {
  name: string;
  mods: Record<string, string>;
  children?: FieldSel[];
}

class FieldParser {
  private pos = 0;

  constructor(private readonly text: string) {}

  parseList(closing?: string): FieldSel[] {
    const out: FieldSel[] = [];
    while (this.pos < this.text.length) {
      if (closing && this.text[this.pos] === closing) return out;
      const sel = this.parseItem();
      if (sel.name) out.push(sel);
      if (this.text[this.pos] === ',') this.pos += 1;
    }
    if (closing) throw invalidParam(`Syntax error "Expected "${closing}"" in fields`);
    return out;
  }

  private parseItem(): FieldSel {
    const name = this.read(/[A-Za-z0-9_]/);
    const sel: FieldSel = { name, mods: {} };
    for (;;) {
      const ch = this.text[this.pos];
      if (ch === '.') {
        this.pos += 1;
        const mod = this.read(/[A-Za-z0-9_]/);
        if (this.text[this.pos] !== '(') throw invalidParam(`Syntax error "Expected "("" in fields`);
        const end = this.text.indexOf(')', this.pos);
        if (end === -1) throw invalidParam(`Syntax error "Expected ")"" in fields`);
        sel.mods[mod] = this.text.slice(this.pos + 1, end);
        this.pos = end + 1;
      } else if (ch === '{') {
        this.pos += 1;
        sel.children = this.parseList('}');
        this.pos += 1;
      } else return sel;
    }
  }

  private read(allowed: RegExp): string {
    const start = this.pos;
    while (this.pos < this.text.length && allowed.test(this.text.charAt(this.pos))) this.pos += 1;
    return this.text.slice(start, this.pos).trim();
  }
}

export function parseFields(text: string | undefined): FieldSel[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return new FieldParser(text.replace(/\s+/g, '')).parseList();
}

export const sel = (name: string): FieldSel => ({ name, mods: {} });

export type Resolver = (selection: FieldSel) => unknown;

/** How one node type is rendered: its default fields, resolvers, and which fields are edges. */
export interface NodeSpec {
  type: string;
  defaults: readonly string[];
  resolvers: Record<string, Resolver>;
  /** Edge fields render their own children; others get a plain sub-selection. */
  edges?: readonly string[];
}

/** Keeps only the selected keys of a plain value (objects, arrays of objects). */
export function pickChildren(value: unknown, children: FieldSel[] | undefined): unknown {
  if (!children || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => pickChildren(item, children));
  const record = value as Record<string, unknown>;
  // Edge-shaped values (`{data: …}` like attachments or picture) apply the selection to their data.
  if ('data' in record && !children.some((child) => child.name === 'data')) {
    return { ...record, data: pickChildren(record.data, children) };
  }
  const out: Record<string, unknown> = {};
  for (const child of children) {
    if (record[child.name] !== undefined) out[child.name] = pickChildren(record[child.name], child.children);
  }
  return out;
}

export function project(spec: NodeSpec, selection: FieldSel[] | undefined): Record<string, unknown> {
  const fields = selection ?? spec.defaults.map(sel);
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const resolve = spec.resolvers[field.name];
    if (!resolve) {
      throw invalidParam(`Tried accessing nonexisting field (${field.name}) on node type (${spec.type})`);
    }
    const value = resolve(field);
    if (value === undefined) continue;
    out[field.name] = spec.edges?.includes(field.name) ? value : pickChildren(value, field.children);
  }
  return out;
}

/** An embedded edge field: `{data}` with the first `.limit(n)` items (default 25), each projected. */
export function embedded<T>(items: readonly T[], selection: FieldSel, spec: (item: T) => NodeSpec) {
  const limit = selection.mods.limit === undefined ? 25 : Number(selection.mods.limit);
  return { data: items.slice(0, Math.max(0, limit)).map((item) => project(spec(item), selection.children)) };
}
