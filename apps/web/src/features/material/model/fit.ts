import {
  formatRuleMessage,
  type NetworkFit,
  type RuleKind,
  type RuleSubject,
  ruleKinds,
  ruleSubjectNames,
  ruleSubjects,
  type UiLocale,
} from '@herald/contract';

type FitNote = NetworkFit['notes'][number];

const isRuleKind = (key: string): key is RuleKind => (ruleKinds as readonly string[]).includes(key);
const isRuleSubject = (what: string): what is RuleSubject =>
  (ruleSubjects as readonly string[]).includes(what);

/** Rule kinds whose words do not name what they are about: the note is prefixed with it. */
const unnamed: ReadonlySet<RuleKind> = new Set([
  'recommended_min',
  'recommended_max',
  'max_value',
  'min_value',
]);

/**
 * One fit note in a language, worded exactly as compose words the same rule ("Instagram recommends at
 * most 1.91:1; publishing may fail"), prefixed by its subject where the words do not say it ("Aspect
 * ratio: …"). `subjectName` words the subjects the compose catalogue has no name for; a key the
 * catalogue does not know (a newer server) is shown as sent.
 */
export function fitNoteText(
  note: FitNote,
  network: string,
  locale: UiLocale,
  networkName: (network: string) => string,
  subjectName: (what: string) => string,
): string {
  if (!isRuleKind(note.key)) {
    const params = Object.entries(note.params).map(([name, value]) => `${name}: ${value}`);
    return params.length > 0 ? `${note.key} (${params.join(', ')})` : note.key;
  }
  const message = formatRuleMessage({ rule: note.key, network, params: note.params }, locale, networkName);
  const what = note.params.what;
  if (!unnamed.has(note.key) || typeof what !== 'string') return message;
  const subject = isRuleSubject(what) ? ruleSubjectNames[locale][what] : subjectName(what);
  const capital = locale === 'en' ? subject.charAt(0).toUpperCase() + subject.slice(1) : subject;
  return `${capital}${locale === 'en' ? ': ' : '：'}${message}`;
}
