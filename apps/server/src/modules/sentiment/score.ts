import type { Entry } from './lexicon.js';
import type { Unit } from './reading.js';

/** A term that moved the score, as found in the text with its modifiers, and what it added. */
export interface Evidence {
  term: string;
  weight: number;
}

export interface Scored {
  /** The sum of the evidence, with the exclamation marks' emphasis; 0 when nothing carried a signal. */
  sum: number;
  evidence: Evidence[];
}

/** A negated term keeps three quarters of its strength the other way (not good ≈ −¾ good). */
export const NEGATION = -0.74;
/** Units a negator reaches forward (not really that good: three). */
const NEGATION_REACH = 3;
/** Units a scale word reaches forward (very, very good; 很不错). */
const SCALE_REACH = 2;
/** Units around a resolver whose complaint it takes away (fixed the login crash). */
const RESOLVE_REACH = 3;
/** Before a contrast, after it, and inside a conceded clause (VADER's weights for "but"). */
const BEFORE_CONTRAST = 0.5;
const AFTER_CONTRAST = 1.5;
const CONCEDED = 0.5;
/** A plain question asks more than it judges (when is the nerf going live?). */
const QUESTION = 0.3;
/** Each exclamation mark, up to four, strengthens whatever was said. */
const EMPHASIS = 0.3;
const EMPHASIS_MARKS = 4;
/** Sentence-final particles that make a Chinese question without a question mark. */
const questionParticles = new Set(['吗', '呢', '么']);

interface Layout {
  clause: number[];
  sentence: number[];
  questions: Set<number>;
}

const entryOf = (unit: Unit | undefined): Entry | undefined =>
  unit?.kind === 'term' ? unit.entry : undefined;
const weightOf = (unit: Unit | undefined): number => entryOf(unit)?.weight ?? 0;

/** Each unit's clause and sentence, and the sentences that are plain questions. */
function layout(units: readonly Unit[]): Layout {
  const clause: number[] = [];
  const sentence: number[] = [];
  let clauseAt = 0;
  let sentenceAt = 0;
  for (const unit of units) {
    clause.push(clauseAt);
    sentence.push(sentenceAt);
    if (unit.kind === 'mark') {
      clauseAt += 1;
      if (unit.sentenceEnd) sentenceAt += 1;
    }
  }
  const questions = new Set<number>();
  const exclaimed = new Set<number>();
  const complaining = new Set<number>();
  units.forEach((unit, index) => {
    const at = sentence[index] ?? 0;
    if (unit.kind === 'mark' && unit.text === '?') questions.add(at);
    if (unit.kind === 'mark' && unit.text === '!') exclaimed.add(at);
    if (entryOf(unit)?.why) complaining.add(at);
    const next = units[index + 1];
    if (unit.kind === 'term' && questionParticles.has(unit.text) && (!next || next.kind === 'mark')) {
      questions.add(at);
    }
  });
  for (const at of [...exclaimed, ...complaining]) questions.delete(at);
  return { clause, sentence, questions };
}

/**
 * How much each unit's position counts: a contrast (but, 但是) halves what came before it and adds
 * half to what follows; "though" closing a clause pivots at the clause's start; a conceding clause
 * (although, 虽然) is halved.
 */
function positionFactors(units: readonly Unit[], { clause }: Layout): number[] {
  let pivot = -1;
  units.forEach((unit, index) => {
    const entry = entryOf(unit);
    const opensClause = index === 0 || units[index - 1]?.kind === 'mark';
    if (!entry?.contrast && !(entry?.lead && opensClause && index > 0)) return;
    const closesClause = index > 0 && (index === units.length - 1 || units[index + 1]?.kind === 'mark');
    pivot = closesClause ? clause.indexOf(clause[index] ?? 0) : index;
  });
  const factors = units.map((_, index) =>
    pivot > 0 ? (index < pivot ? BEFORE_CONTRAST : AFTER_CONTRAST) : 1,
  );
  units.forEach((unit, index) => {
    if (!entryOf(unit)?.concede) return;
    for (let at = index; at < units.length && clause[at] === clause[index]; at++) factors[at] = CONCEDED;
  });
  return factors;
}

function sameClause(layout: Layout, a: number, b: number): boolean {
  return layout.clause[a] !== undefined && layout.clause[a] === layout.clause[b];
}

function isNegated(units: readonly Unit[], at: number, layout: Layout): boolean {
  let flips = 0;
  for (let back = at - 1; back >= at - NEGATION_REACH && sameClause(layout, back, at); back--) {
    if (entryOf(units[back])?.negate) flips += 1;
  }
  return flips % 2 === 1;
}

/** A sentiment term within reach of a scale word makes the scale word a modifier, not a term. */
function scalesSomething(units: readonly Unit[], at: number, layout: Layout): boolean {
  for (let next = at + 1; next <= at + SCALE_REACH && sameClause(layout, next, at); next++) {
    if (weightOf(units[next]) !== 0) return true;
  }
  return false;
}

function resolved(units: readonly Unit[], at: number, layout: Layout): boolean {
  for (let other = at - RESOLVE_REACH; other <= at + RESOLVE_REACH; other++) {
    if (other === at || !sameClause(layout, other, at)) continue;
    if (entryOf(units[other])?.resolve && !isNegated(units, other, layout)) return true;
  }
  return false;
}

function spanText(units: readonly Unit[], from: number, to: number): string {
  let text = '';
  for (let at = from; at <= to; at++) {
    const unit = units[at];
    if (unit?.kind !== 'term') continue;
    const previous = units[at - 1];
    const joined = text === '' || (unit.han && previous?.kind === 'term' && previous.han);
    text += joined ? unit.text : ` ${unit.text}`;
  }
  return text;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The evidence of a text's units: each sentiment term's weight, flipped by a negator in reach,
 * multiplied by the scale words before it and after it, taken away when a resolver names it, weighed
 * by its position (contrast, concession, question), and turned against itself when the text marks
 * irony (positive terms only: irony praises in order to complain).
 */
export function scoreUnits(units: readonly Unit[]): Scored {
  const shape = layout(units);
  const position = positionFactors(units, shape);
  const ironic = units.some((unit) => entryOf(unit)?.irony);
  const evidence: Evidence[] = [];
  let sum = 0;
  units.forEach((unit, at) => {
    const entry = entryOf(unit);
    const weight = entry?.weight ?? 0;
    if (!entry || weight === 0) return;
    if (entry.scale && scalesSomething(units, at, shape)) return;
    if (entry.after && weightOf(units[at - 1]) !== 0 && sameClause(shape, at - 1, at)) return;
    let factor = 1;
    let from = at;
    let to = at;
    for (let back = at - 1; back >= at - NEGATION_REACH && sameClause(shape, back, at); back--) {
      const before = entryOf(units[back]);
      if (before?.negate) from = back;
      if (before?.scale && at - back <= SCALE_REACH) {
        factor *= before.scale;
        from = Math.min(from, back);
      }
    }
    if (isNegated(units, at, shape)) factor *= NEGATION;
    const after = entryOf(units[at + 1])?.after;
    if (after && sameClause(shape, at + 1, at)) {
      factor *= after;
      to = at + 1;
    }
    if (weight < 0 && factor > 0 && resolved(units, at, shape)) return;
    factor *= position[at] ?? 1;
    if (shape.questions.has(shape.sentence[at] ?? -1)) factor *= QUESTION;
    let contribution = weight * factor;
    if (ironic && contribution > 0) contribution = -contribution;
    if (contribution === 0) return;
    sum += contribution;
    evidence.push({ term: spanText(units, from, to), weight: round(contribution) });
  });
  const marks = units.filter((unit) => unit.kind === 'mark' && unit.text === '!').length;
  if (sum !== 0) sum += Math.sign(sum) * Math.min(marks, EMPHASIS_MARKS) * EMPHASIS;
  return { sum, evidence };
}
