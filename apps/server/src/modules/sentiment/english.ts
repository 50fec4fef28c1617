import type { Entry, LanguageLexicon } from './lexicon.js';

/** Letters repeated for emphasis: sooo, gooood, lagggg. */
const stretched = /(\p{L})\1{2,}/gu;
const isStretched = /(\p{L})\1{2,}/u;

/**
 * The forms a word may stand for, the word itself first: plurals and verb endings taken off
 * (crashes → crash, crashed → crash, loved → love, stopped → stop, happily → happy), stretched
 * letters shortened (soooo → so). Enough for a lexicon of base forms; not a general stemmer.
 */
export function englishForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= 2 && !forms.includes(form)) forms.push(form);
  };
  if (isStretched.test(word)) {
    add(word.replace(stretched, '$1$1'));
    add(word.replace(stretched, '$1'));
  }
  const undouble = (stem: string) => (/(\p{L})\1$/u.test(stem) ? stem.slice(0, -1) : stem);
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  if (word.endsWith('ed')) {
    add(word.slice(0, -2));
    add(word.slice(0, -1));
    add(undouble(word.slice(0, -2)));
  }
  if (word.endsWith('ing')) {
    add(word.slice(0, -3));
    add(`${word.slice(0, -3)}e`);
    add(undouble(word.slice(0, -3)));
  }
  if (word.endsWith('ily')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('ly')) add(word.slice(0, -2));
  return forms;
}

/** The lexicon's entry for one English word, by its first form that has one. */
export function englishEntry(lexicon: LanguageLexicon, word: string): Entry | undefined {
  for (const form of englishForms(word)) {
    const entry = lexicon.entries.get(form);
    if (entry) return entry;
  }
  return undefined;
}

/** Whether a word is English as far as the lexicons and the vocabulary know. */
export function isKnownEnglish(lexicon: LanguageLexicon, vocabulary: ReadonlySet<string>, word: string) {
  return englishForms(word).some((form) => vocabulary.has(form) || lexicon.entries.has(form));
}
