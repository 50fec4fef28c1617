import { api, HEADERS, type MediaType, UPLOAD_TOKEN_HEADER, uploadIdFromUrl } from '@herald/contract';
import { type DetailedError, Upload } from 'tus-js-client';
import type { Db } from '../../src/db/client.js';
import { buildGame, buildMember, type Caller, call, signInAs } from '../factories.js';
import type { TestApp } from '../harness.js';
import { sha1 } from './fixtures.js';

export const TUS = '/api/admin/upload/tus';

/** A member of a fresh game with a session and an upload token. */
export interface Uploader {
  gameId: number;
  userId: number;
  caller: Caller;
  token: string;
}

export async function buildUploader(t: TestApp, db: Db = t.database.db): Promise<Uploader> {
  const gameId = (await buildGame(db)).game_id;
  const user = await buildMember(db, gameId);
  const caller = await signInAs(db, user.id);
  const { token } = await call(t.app, api.upload.credential, {}, { as: caller, game: gameId });
  return { gameId, userId: user.id, caller, token };
}

export interface Declaration {
  filename: string;
  filetype: string;
  kind: MediaType;
  sha1: string;
}

export function declare(bytes: Uint8Array, filename: string, filetype: string, kind: MediaType): Declaration {
  return { filename, filetype, kind, sha1: sha1(bytes) };
}

export function encodeMetadata(metadata: Partial<Declaration>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',');
}

function base(t: TestApp): string {
  if (!t.url) throw new Error('the upload tests need the app listening (listen: true)');
  return t.url;
}

/** Raw tus creation; answers the fetch response (Location on success). */
export function tusCreate(
  t: TestApp,
  size: number,
  metadata: Partial<Declaration>,
  headers: Record<string, string>,
): Promise<Response> {
  return fetch(`${base(t)}${TUS}`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': encodeMetadata(metadata),
      ...headers,
    },
  });
}

export function tusPatch(
  t: TestApp,
  location: string,
  offset: number,
  bytes: Uint8Array,
  headers: Record<string, string>,
): Promise<Response> {
  return fetch(new URL(location, base(t)), {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...headers,
    },
    body: bytes,
  });
}

export function tusHead(t: TestApp, location: string, headers: Record<string, string>): Promise<Response> {
  return fetch(new URL(location, base(t)), {
    method: 'HEAD',
    headers: { 'tus-resumable': '1.0.0', ...headers },
  });
}

export const withToken = (token: string) => ({ [UPLOAD_TOKEN_HEADER]: token });

/** Creates an upload and sends its bytes in one PATCH; answers the location and the final response. */
export async function uploadRaw(
  t: TestApp,
  token: string,
  bytes: Uint8Array,
  metadata: Declaration,
): Promise<{ location: string; id: number; response: Response }> {
  const created = await tusCreate(t, bytes.length, metadata, withToken(token));
  if (created.status !== 201) throw new Error(`creation answered ${created.status}: ${await created.text()}`);
  const location = created.headers.get('location') ?? '';
  const id = uploadIdFromUrl(location);
  if (id === null) throw new Error(`no upload id in ${location}`);
  const response = await tusPatch(t, location, 0, bytes, withToken(token));
  return { location, id, response };
}

/** The way the console uploads: tus-js-client, in chunks, with the token header. */
export function uploadWithClient(
  t: TestApp,
  token: string,
  bytes: Buffer,
  metadata: Declaration,
  chunkSize: number,
): Promise<{ url: string; chunks: number }> {
  return new Promise((resolve, reject) => {
    let chunks = 0;
    const upload = new Upload(bytes, {
      endpoint: `${base(t)}${TUS}`,
      headers: withToken(token),
      metadata: { ...metadata },
      chunkSize,
      retryDelays: null,
      onChunkComplete: () => {
        chunks += 1;
      },
      onSuccess: () => resolve({ url: upload.url ?? '', chunks }),
      onError: (error: Error | DetailedError) => reject(error),
    });
    upload.start();
  });
}

export const commonParams = (gameId: number) => ({
  [HEADERS.commonParams]: JSON.stringify({ platform: 'web', game_id: gameId, area_id: 'asia' }),
});
