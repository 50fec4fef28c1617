import type { UploadedFile } from '../../core/body-parsers.js';
import { asRecord, type Params, str } from '../../core/params.js';
import { emptyMessage, FormErrors, invalidJson, missingPermissions, tooLarge } from './errors.js';
import { parseEmbeds, parsePoll, text, tooLong } from './message-parts.js';
import { has, PERMISSION } from './permissions.js';
import { liveMessage, newId } from './state.js';
import type { Attachment, DiscordState, Poll } from './types.js';

/** Each uploaded file may be at most 25 MB. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
const MAX_FILES = 10;
/** Flags a sender may set: SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS. */
const SETTABLE_FLAGS = 4 | 4096;

export interface Payload {
  fields: Params;
  /** `files[n]` parts by n. */
  files: Map<string, UploadedFile>;
}

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'size' in value &&
  'filename' in value;

/** The JSON body, or a multipart body's `payload_json` (plus plain fields) and its `files[n]` parts. */
export function payloadOf(body: Params, contentType: string | undefined): Payload {
  if (!(contentType ?? '').includes('multipart/form-data')) return { fields: body, files: new Map() };
  const files = new Map<string, UploadedFile>();
  const fields: Params = {};
  for (const [key, value] of Object.entries(body)) {
    const index = /^files\[(\d+)\]$/.exec(key)?.[1] ?? (key === 'file' ? '0' : undefined);
    if (isFile(value) && index !== undefined) files.set(index, value);
    else if (key !== 'payload_json') fields[key] = value;
  }
  const json = str(body, 'payload_json');
  if (json === undefined) return { fields, files };
  try {
    return { fields: { ...fields, ...asRecord(JSON.parse(json)) }, files };
  } catch (error) {
    if (error instanceof SyntaxError) throw invalidJson();
    throw error;
  }
}

export interface MessageInput {
  content: string;
  embeds: Record<string, unknown>[];
  attachments: Attachment[];
  poll: Poll | null;
  referenceId: string | null;
  flags: number;
}

function attachmentsOf(
  state: DiscordState,
  fields: Params,
  files: Map<string, UploadedFile>,
  errors: FormErrors,
  now: number,
) {
  if (files.size > MAX_FILES) tooLong(errors, ['attachments'], MAX_FILES);
  const described = new Map(
    (Array.isArray(fields.attachments) ? fields.attachments : []).map((item) => {
      const entry = asRecord(item);
      return [String(entry.id), entry] as const;
    }),
  );
  return [...files].map(([index, file]): Attachment => {
    if (file.size > MAX_FILE_BYTES) throw tooLarge();
    const entry = described.get(index) ?? {};
    return {
      id: newId(state, now),
      filename: str(entry, 'filename') ?? file.filename,
      size: file.size,
      contentType: file.contentType,
      description: str(entry, 'description') ?? null,
    };
  });
}

/**
 * A create-message body (or a forum post's `message`, under `path`), checked as Discord checks it:
 * 50035 with the `errors` tree, 50006 when nothing is sent, 50013 when a part needs a permission the
 * bot lacks (Attach Files, Create Polls, Read Message History for replies).
 */
export function parseMessage(
  state: DiscordState,
  payload: { fields: Params; files: Map<string, UploadedFile> },
  context: { channelId: string; permissions: bigint; now: number; path?: ReadonlyArray<string | number> },
): MessageInput {
  const { fields, files } = payload;
  const path = context.path ?? [];
  const errors = new FormErrors();
  const content = text(errors, fields.content, [...path, 'content'], 2000) ?? '';
  const embeds = parseEmbeds(errors, fields.embeds, [...path, 'embeds']);
  const poll = parsePoll(errors, fields.poll, [...path, 'poll'], context.now);
  const attachments = attachmentsOf(state, fields, files, errors, context.now);
  const reference = asRecord(fields.message_reference);
  const referenceId = str(reference, 'message_id') ?? null;
  const referenced = referenceId ? liveMessage(state, referenceId, context.now) : undefined;
  if (referenceId && referenced?.channelId !== context.channelId && reference.fail_if_not_exists !== false) {
    errors.add([...path, 'message_reference'], 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', 'Unknown message');
  }
  errors.throwIfAny();
  if (!content.trim() && embeds.length === 0 && attachments.length === 0 && !poll) throw emptyMessage();
  const needs =
    (attachments.length > 0 ? PERMISSION.ATTACH_FILES : 0n) |
    (poll ? PERMISSION.SEND_POLLS : 0n) |
    (referenceId ? PERMISSION.READ_MESSAGE_HISTORY : 0n);
  if (!has(context.permissions, needs)) throw missingPermissions();
  const flags = typeof fields.flags === 'number' ? fields.flags & SETTABLE_FLAGS : 0;
  return { content, embeds, attachments, poll, referenceId: referenced ? referenceId : null, flags };
}
