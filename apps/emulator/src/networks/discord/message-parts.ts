import { HOUR } from '../../core/clock.js';
import { asRecord } from '../../core/params.js';
import type { FormErrors } from './errors.js';
import type { Poll } from './types.js';

type Path = ReadonlyArray<string | number>;

const EMBED_TEXT: ReadonlyArray<readonly [string, string | null, number]> = [
  ['title', null, 256],
  ['description', null, 4096],
  ['footer', 'text', 2048],
  ['author', 'name', 256],
];

export const tooLong = (errors: FormErrors, path: Path, max: number) =>
  errors.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);

export const required = (errors: FormErrors, path: Path) =>
  errors.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');

/** A text field: its length is checked; a non-string is refused. */
export function text(errors: FormErrors, value: unknown, path: Path, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    errors.add(path, 'BASE_TYPE_STRING', 'Must be a valid string.');
    return undefined;
  }
  if (value.length > max) tooLong(errors, path, max);
  return value;
}

/** Up to 10 embeds: title 256, description 4096, 25 fields (name 256, value 1024), 6000 characters in all. */
export function parseEmbeds(errors: FormErrors, value: unknown, path: Path): Record<string, unknown>[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.add(path, 'LIST_TYPE_CONVERT', 'Only iterables may be used in a ListType');
    return [];
  }
  if (value.length > 10) tooLong(errors, path, 10);
  let total = 0;
  const embeds = value.map((item, index) => {
    const embed = asRecord(item);
    for (const [key, inner, max] of EMBED_TEXT) {
      const raw = inner ? asRecord(embed[key])[inner] : embed[key];
      total +=
        text(errors, raw, inner ? [...path, index, key, inner] : [...path, index, key], max)?.length ?? 0;
    }
    const fields = Array.isArray(embed.fields) ? embed.fields : [];
    if (fields.length > 25) tooLong(errors, [...path, index, 'fields'], 25);
    for (const [at, field] of fields.entries()) {
      const entry = asRecord(field);
      const name = text(errors, entry.name, [...path, index, 'fields', at, 'name'], 256);
      const fieldValue = text(errors, entry.value, [...path, index, 'fields', at, 'value'], 1024);
      if (name === undefined) required(errors, [...path, index, 'fields', at, 'name']);
      if (fieldValue === undefined) required(errors, [...path, index, 'fields', at, 'value']);
      total += (name?.length ?? 0) + (fieldValue?.length ?? 0);
    }
    if (typeof embed.url === 'string' && !/^https?:\/\//.test(embed.url)) {
      errors.add([...path, index, 'url'], 'URL_TYPE_INVALID_URL', 'Not a well formed URL.');
    }
    return { type: 'rich', ...embed };
  });
  if (total > 6000) errors.add(path, 'MAX_EMBED_SIZE_EXCEEDED', 'Embed size exceeds maximum size of 6000');
  return embeds;
}

function integer(errors: FormErrors, value: unknown, path: Path, min: number, max: number, fallback: number) {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    errors.add(path, 'NUMBER_TYPE_COERCE', `Value "${String(value)}" is not int.`);
    return fallback;
  }
  if (value < min)
    errors.add(path, 'NUMBER_TYPE_MIN', `int value should be greater than or equal to ${min}.`);
  if (value > max) errors.add(path, 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${max}.`);
  return value;
}

/** A poll: question ≤300, 1–10 answers ≤55 each, duration 1–768 hours (default 24). */
export function parsePoll(errors: FormErrors, value: unknown, path: Path, now: number): Poll | null {
  if (value === undefined || value === null) return null;
  const poll = asRecord(value);
  const question = text(errors, asRecord(poll.question).text, [...path, 'question', 'text'], 300);
  if (!question) required(errors, [...path, 'question', 'text']);
  const answers = Array.isArray(poll.answers) ? poll.answers : [];
  if (answers.length === 0) required(errors, [...path, 'answers']);
  if (answers.length > 10) tooLong(errors, [...path, 'answers'], 10);
  const texts = answers.map((answer, index) => {
    const at = [...path, 'answers', index, 'poll_media', 'text'];
    const answerText = text(errors, asRecord(asRecord(answer).poll_media).text, at, 55);
    if (!answerText) required(errors, at);
    return answerText ?? '';
  });
  const hours = integer(errors, poll.duration, [...path, 'duration'], 1, 768, 24);
  if (poll.layout_type !== undefined && poll.layout_type !== 1) {
    errors.add(
      [...path, 'layout_type'],
      'ENUM_TYPE_COERCE',
      `Value "${String(poll.layout_type)}" is not a valid enum value.`,
    );
  }
  return {
    question: question ?? '',
    answers: texts,
    expiry: now + hours * HOUR,
    allowMultiselect: poll.allow_multiselect === true,
  };
}
