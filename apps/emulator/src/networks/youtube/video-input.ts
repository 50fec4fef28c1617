import { asRecord, type Params } from '../../core/params.js';
import { badRequest } from './errors.js';
import { assignableCategory } from './seed-data.js';
import type { PrivacyStatus, VideoInput } from './types.js';

const MAX_TITLE = 100;
const MAX_DESCRIPTION_BYTES = 5_000;
const MAX_TAGS = 500;
const PRIVACY: readonly PrivacyStatus[] = ['public', 'unlisted', 'private'];

const invalidTitle = () =>
  badRequest('invalidTitle', 'The request metadata specifies an invalid or empty video title.');
const invalidPublishAt = () =>
  badRequest('invalidPublishAt', 'The request metadata specifies an invalid scheduled publishing time.');
const invalidMetadata = (message: string) => badRequest('invalidVideoMetadata', message);

function title(snippet: Params): string {
  const value = snippet.title;
  if (typeof value !== 'string' || value.trim() === '') throw invalidTitle();
  if ([...value].length > MAX_TITLE || /[<>]/.test(value)) throw invalidTitle();
  return value;
}

function description(snippet: Params): string {
  const value = snippet.description ?? '';
  if (
    typeof value !== 'string' ||
    Buffer.byteLength(value, 'utf8') > MAX_DESCRIPTION_BYTES ||
    /[<>]/.test(value)
  ) {
    throw badRequest('invalidDescription', 'The request metadata specifies an invalid video description.');
  }
  return value;
}

/** Tags count with the commas between them, and quotes around tags that contain spaces. */
function tags(snippet: Params): string[] {
  const value = snippet.tags ?? [];
  const invalid = () => badRequest('invalidTags', 'The request metadata specifies invalid video keywords.');
  if (!Array.isArray(value) || value.some((tag) => typeof tag !== 'string' || /[<>]/.test(tag)))
    throw invalid();
  const list = value as string[];
  const length = list.reduce((sum, tag) => sum + tag.length + (tag.includes(' ') ? 2 : 0), 0);
  if (length + Math.max(0, list.length - 1) > MAX_TAGS) throw invalid();
  return list;
}

function categoryId(snippet: Params): string {
  const value = snippet.categoryId ?? '22';
  const id = typeof value === 'number' ? String(value) : value;
  if (typeof id !== 'string' || !assignableCategory(id)) {
    throw badRequest('invalidCategoryId', 'The video snippet specifies an invalid category ID.');
  }
  return id;
}

function flag(status: Params, key: string, fallback: boolean): boolean {
  const value = status[key] ?? fallback;
  if (typeof value !== 'boolean') throw invalidMetadata(`status.${key} must be a boolean.`);
  return value;
}

function publishAt(status: Params, privacy: PrivacyStatus, now: number): number | undefined {
  const value = status.publishAt;
  if (value === undefined || value === null) return undefined;
  const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  // A scheduled time needs a private video, and lies in the future.
  if (Number.isNaN(at) || privacy !== 'private' || at <= now) throw invalidPublishAt();
  return at;
}

/** The video resource of an upload's metadata, validated as videos.insert does. */
export function videoInput(body: unknown, parts: ReadonlySet<string>, now: number): VideoInput {
  const resource = asRecord(body);
  if (!parts.has('snippet')) throw invalidTitle();
  const snippet = asRecord(resource.snippet);
  const status = parts.has('status') ? asRecord(resource.status) : {};
  const privacy = status.privacyStatus ?? 'public';
  if (typeof privacy !== 'string' || !(PRIVACY as readonly string[]).includes(privacy)) {
    throw invalidMetadata(`Invalid privacy status '${String(privacy)}'.`);
  }
  const privacyStatus = privacy as PrivacyStatus;
  const license = status.license ?? 'youtube';
  if (license !== 'youtube' && license !== 'creativeCommon') throw invalidMetadata('Invalid license.');
  const language = snippet.defaultLanguage;
  return {
    title: title(snippet),
    description: description(snippet),
    tags: tags(snippet),
    categoryId: categoryId(snippet),
    ...(typeof language === 'string' && language ? { defaultLanguage: language } : {}),
    privacyStatus,
    publishAt: publishAt(status, privacyStatus, now),
    madeForKids: flag(status, 'selfDeclaredMadeForKids', false),
    embeddable: flag(status, 'embeddable', true),
    license,
    publicStatsViewable: flag(status, 'publicStatsViewable', true),
  };
}
