import { list, type Params, str } from '../../../core/params.js';
import { invalidParam } from '../errors.js';
import { captionRejected, mediaDownloadFailed } from './errors.js';
import type { IgUserTag } from './types.js';

export const MAX_CAPTION_LENGTH = 2_200;
export const MAX_HASHTAGS = 30;
export const MAX_MENTIONS = 20;

const HASHTAG = /(^|[^\p{L}\p{N}_&])#[\p{L}\p{N}_]+/gu;
const MENTION = /(^|[^\p{L}\p{N}_.])@[A-Za-z0-9._]+/gu;

/** Captions (and comments) follow Instagram's limits: 2,200 characters, 30 hashtags, 20 @mentions. */
export function validateCaption(text: string, what: 'caption' | 'comment' = 'caption'): void {
  const subject = `The ${what}`;
  if ([...text].length > MAX_CAPTION_LENGTH) {
    const title = what === 'caption' ? 'Caption too long' : 'Comment too long';
    throw captionRejected(title, `${subject} must be at most ${MAX_CAPTION_LENGTH} characters.`);
  }
  if ((text.match(HASHTAG) ?? []).length > MAX_HASHTAGS) {
    throw captionRejected('Too many hashtags', `${subject} can contain at most ${MAX_HASHTAGS} hashtags.`);
  }
  if ((text.match(MENTION) ?? []).length > MAX_MENTIONS) {
    throw captionRejected('Too many mentions', `${subject} can mention at most ${MAX_MENTIONS} accounts.`);
  }
}

/** A media URL parameter: Meta fetches it, so it must be an http(s) URL. */
export function mediaUrlParam(params: Params, key: string): string | undefined {
  const value = str(params, key);
  if (value === undefined || value === '') return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw mediaDownloadFailed(value);
  return value;
}

function parseJson(raw: string, key: string, shape: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidParam(`Param ${key} must be a JSON array of ${shape}`);
  }
}

/** `user_tags=[{"username":"…","x":0.5,"y":0.5}]` (x and y in [0, 1]; optional for videos). */
export function userTagsParam(params: Params): IgUserTag[] {
  const raw = str(params, 'user_tags');
  if (raw === undefined || raw === '') return [];
  const shape = '{username, x, y} objects';
  const parsed = parseJson(raw, 'user_tags', shape);
  if (!Array.isArray(parsed)) throw invalidParam(`Param user_tags must be a JSON array of ${shape}`);
  return parsed.map((item: unknown, index) => {
    const tag = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const { username, x, y } = tag;
    const coordinate = (value: unknown) =>
      value === undefined || (typeof value === 'number' && value >= 0 && value <= 1);
    if (typeof username !== 'string' || !username || !coordinate(x) || !coordinate(y)) {
      throw invalidParam(`Param user_tags[${index}] must be {username, x, y} with x and y between 0 and 1`);
    }
    return { username, x: x as number | undefined, y: y as number | undefined };
  });
}

/** Ids given as `a,b,c`, repeated keys or a JSON array. */
export function idListParam(params: Params, key: string): string[] | undefined {
  const raw = str(params, key)?.trim();
  if (raw?.startsWith('[')) {
    const parsed = parseJson(raw, key, 'ids');
    if (!Array.isArray(parsed)) throw invalidParam(`Param ${key} must be a JSON array of ids`);
    return parsed.map(String);
  }
  return list(params, key);
}
