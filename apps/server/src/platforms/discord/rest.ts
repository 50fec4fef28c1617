import { PlatformError } from '../errors.js';
import type { PlatformHttp } from '../http.js';
import { discordError } from './discord-errors.js';

type Query = Record<string, string | number | boolean | undefined>;

/** A file to upload with a message (`files[n]`). */
export interface UploadFile {
  blob: Blob;
  filename: string;
}

/** REST v10 as the application's bot (`Authorization: Bot <token>`). */
export class DiscordRest {
  constructor(
    private readonly http: PlatformHttp,
    private readonly apiBase: string,
    private readonly botToken: string,
  ) {}

  async call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: { query?: Query; json?: unknown; multipart?: FormData } = {},
  ): Promise<unknown> {
    const response = await this.http.request({
      method,
      url: `${this.apiBase}/v10${path}`,
      ...body,
      headers: { authorization: `Bot ${this.botToken}` },
    });
    if (response.status >= 200 && response.status < 300) return response.body;
    throw discordError(response);
  }

  get(path: string, query?: Query): Promise<unknown> {
    return this.call('GET', path, { query });
  }

  /** A JSON body, or with files `multipart/form-data`: `payload_json` plus `files[n]`. */
  send(path: string, payload: unknown, files: readonly UploadFile[] = []): Promise<unknown> {
    if (files.length === 0) return this.call('POST', path, { json: payload });
    const form = new FormData();
    form.set('payload_json', JSON.stringify(payload));
    for (const [index, file] of files.entries()) form.set(`files[${index}]`, file.blob, file.filename);
    return this.call('POST', path, { multipart: form });
  }
}

/** `<channel_id>/<message_id>`, how the adapter names a post or a comment. */
export function splitId(id: string): { channelId: string; messageId: string } {
  const match = /^(\d{1,20})\/(\d{1,20})$/.exec(id);
  if (!match?.[1] || !match[2])
    throw new PlatformError('discord', 'content', `not a Discord message id: ${id}`);
  return { channelId: match[1], messageId: match[2] };
}

export const joinId = (channelId: string, messageId: string): string => `${channelId}/${messageId}`;

export const permalinkOf = (guildId: string, channelId: string, messageId: string): string =>
  `https://discord.com/channels/${guildId}/${channelId}/${messageId}`;
