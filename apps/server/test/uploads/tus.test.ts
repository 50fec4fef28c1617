import { request } from 'node:http';
import { api, HEADERS, uploadIdFromUrl } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema/index.js';
import { call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import { movie, png, sha1 } from './fixtures.js';
import {
  buildUploader,
  commonParams,
  declare,
  TUS,
  tusCreate,
  tusHead,
  tusPatch,
  uploadRaw,
  uploadWithClient,
  withToken,
} from './helpers.js';

/** Sends `bytes` as a PATCH whose declared length is `declared`, then drops the connection. */
function interruptedPatch(url: string, token: string, offset: number, bytes: Buffer, declared: number) {
  return new Promise<void>((resolve) => {
    const outgoing = request(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(declared),
        ...withToken(token),
      },
    });
    outgoing.on('error', () => resolve());
    outgoing.on('close', () => resolve());
    outgoing.write(bytes, () => {
      // Give the server time to write what arrived before the line "drops".
      setTimeout(() => outgoing.destroy(), 300);
    });
  });
}

describe('uploads over tus', () => {
  const app = useTestApp({ listen: true });

  it('describes the bucket: tus endpoint, local storage, types and limits per kind', async () => {
    const t = app();
    const { caller, gameId } = await buildUploader(t);
    const bucket = await call(t.app, api.upload.bucket, {}, { as: caller, game: gameId });
    expect(bucket).toMatchObject({ endpoint: TUS, storage: 'local', large_file_bytes: 500 * 1024 * 1024 });
    expect(bucket.kinds.image.mime_types).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
    expect(bucket.kinds.video.mime_types).toEqual(['video/mp4', 'video/quicktime', 'video/webm']);
    expect(bucket.kinds.video.max_bytes).toBeGreaterThan(bucket.kinds.image.max_bytes);
  });

  it('uploads an image in chunks with tus-js-client and records what the server read from it', async () => {
    const t = app();
    const { caller, gameId, token, userId } = await buildUploader(t);
    const bytes = png(64, 48);
    const { url, chunks } = await uploadWithClient(
      t,
      token,
      bytes,
      declare(bytes, 'cover.png', 'image/png', 'image'),
      100,
    );
    expect(chunks).toBeGreaterThan(1);
    const id = uploadIdFromUrl(url);
    expect(id).not.toBeNull();
    const file = await call(t.app, api.upload.detail, { id: id ?? 0 }, { as: caller, game: gameId });
    expect(file).toMatchObject({
      id,
      name: 'cover.png',
      mime: 'image/png',
      size: bytes.length,
      sha1: sha1(bytes),
      width: 64,
      height: 48,
    });
    expect(file).not.toHaveProperty('duration_ms');
    const [row] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, id ?? 0));
    expect(row).toMatchObject({ gameId, userId, status: 'done', failure: null });
  });

  it('reads a video’s duration and picture size (MP4 and QuickTime)', async () => {
    const t = app();
    const { caller, gameId, token } = await buildUploader(t);
    for (const [kind, mime] of [
      ['mp4', 'video/mp4'],
      ['mov', 'video/quicktime'],
    ] as const) {
      const bytes = movie(kind, 320, 240, 2500);
      const { id, response } = await uploadRaw(
        t,
        token,
        bytes,
        declare(bytes, `clip.${kind}`, mime, 'video'),
      );
      expect(response.status).toBe(204);
      const file = await call(t.app, api.upload.detail, { id }, { as: caller, game: gameId });
      expect(file).toMatchObject({ mime, width: 320, height: 240, duration_ms: 2500 });
    }
  });

  it('resumes after the connection drops mid-upload, from the offset the server kept', async () => {
    const t = app();
    const { caller, gameId, token } = await buildUploader(t);
    const bytes = Buffer.concat([png(200, 200), Buffer.alloc(0)]);
    const created = await tusCreate(
      t,
      bytes.length,
      declare(bytes, 'big.png', 'image/png', 'image'),
      withToken(token),
    );
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const id = uploadIdFromUrl(location) ?? 0;

    const sent = Math.floor(bytes.length / 2);
    await interruptedPatch(new URL(location, t.url).href, token, 0, bytes.subarray(0, sent), bytes.length);

    // The server answers HEAD once it has let go of the dropped request (tus's lock drain).
    const head = await tusHead(t, location, withToken(token));
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(sent);
    expect(await fail(t.app, api.upload.detail, { id }, { as: caller, game: gameId })).toMatchObject({
      status: 409,
      code: 1504,
    });

    const rest = await tusPatch(t, location, offset, bytes.subarray(offset), withToken(token));
    expect(rest.status).toBe(204);
    const file = await call(t.app, api.upload.detail, { id }, { as: caller, game: gameId });
    expect(file).toMatchObject({ sha1: sha1(bytes), width: 200, height: 200, size: bytes.length });
  });

  it('admits the console session instead of a token (cookie, CSRF header, game context)', async () => {
    const t = app();
    const { caller, gameId } = await buildUploader(t);
    const session = { cookie: caller.cookie, [HEADERS.csrf]: caller.csrf, ...commonParams(gameId) };
    const bytes = png(8, 8);
    const created = await tusCreate(t, bytes.length, declare(bytes, 'a.png', 'image/png', 'image'), session);
    expect(created.status).toBe(201);
    const done = await tusPatch(t, created.headers.get('location') ?? '', 0, bytes, session);
    expect(done.status).toBe(204);

    const withoutCsrf = { cookie: caller.cookie, ...commonParams(gameId) };
    const refused = await tusCreate(
      t,
      bytes.length,
      declare(bytes, 'a.png', 'image/png', 'image'),
      withoutCsrf,
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 1104 });
  });

  it('stops an upload (termination): the bytes go and the upload reads as canceled', async () => {
    const t = app();
    const { caller, gameId, token } = await buildUploader(t);
    const bytes = png(30, 30);
    const created = await tusCreate(
      t,
      bytes.length,
      declare(bytes, 'a.png', 'image/png', 'image'),
      withToken(token),
    );
    const location = created.headers.get('location') ?? '';
    await tusPatch(t, location, 0, bytes.subarray(0, 10), withToken(token));
    const deleted = await fetch(new URL(location, t.url), {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0', ...withToken(token) },
    });
    expect(deleted.status).toBe(204);
    const id = uploadIdFromUrl(location) ?? 0;
    expect(await fail(t.app, api.upload.detail, { id }, { as: caller, game: gameId })).toMatchObject({
      status: 409,
      code: 1502,
    });
    expect((await tusHead(t, location, withToken(token))).status).toBe(409);
  });
});
