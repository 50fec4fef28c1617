import type { TaskHistory } from '@herald/contract';

/** The task fields a history line may name, by the contract's field name. */
export const fieldWords = {
  name: 'name',
  label_id: 'label',
  time_zone: 'timeZone',
  deadline: 'deadline',
  post_period: 'postPeriod',
  talking_points: 'talkingPoints',
  hashtags: 'hashtags',
  material_ids: 'materials',
  deeplink: 'deeplink',
  notes: 'notes',
  urgent: 'urgent',
  remind_hours: 'remindHours',
  receiver_ids: 'receivers',
} as const;
export type FieldWord = (typeof fieldWords)[keyof typeof fieldWords];

/** What a history line's detail says, as far as the console knows how to put it in words. */
export interface HistoryFacts {
  /** A reason, note, question or answer the event carried. */
  texts: { kind: 'reason' | 'note' | 'question' | 'answer'; text: string }[];
  /** The task fields a change touched, known ones only. */
  fields: FieldWord[];
  /** Names of the receivers an event concerned. */
  receivers: string[];
}

const isField = (key: string): key is keyof typeof fieldWords => key in fieldWords;

function namesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item === 'string') return [item];
    if (item && typeof item === 'object' && 'name' in item && typeof item.name === 'string')
      return [item.name];
    return [];
  });
}

function fieldsOf(value: unknown): FieldWord[] {
  const keys = Array.isArray(value)
    ? value.filter((key): key is string => typeof key === 'string')
    : value && typeof value === 'object'
      ? Object.keys(value)
      : [];
  return [...new Set(keys.filter(isField).map((key) => fieldWords[key]))];
}

/**
 * Reads a history line's detail (free-form on the wire: the reason given, the fields changed, the
 * receivers added). Whatever it does not recognise is left out rather than shown raw.
 */
export function historyFacts(line: Pick<TaskHistory, 'detail'>): HistoryFacts {
  const { detail } = line;
  const texts: HistoryFacts['texts'] = [];
  for (const kind of ['reason', 'note', 'question', 'answer'] as const) {
    const text = detail[kind];
    if (typeof text === 'string' && text.trim() !== '') texts.push({ kind, text: text.trim() });
  }
  return {
    texts,
    fields: fieldsOf(detail.fields ?? detail.changed),
    receivers: namesOf(detail.receivers ?? detail.receiver_names),
  };
}

/** Newest first, whatever order the lines came in. */
export function newestFirst<T extends { at: string; id: number }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);
}
