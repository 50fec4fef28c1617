import { api } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema/index.js';
import { mediaFileOf, mediaForPublishing } from '../../src/modules/uploads/index.js';
import { uploadByKey } from '../../src/modules/uploads/service.js';
import { call, fail } from '../factories.js';
import { type TestApp, useTestApp } from '../harness.js';
import { movie, png } from './fixtures.js';
import {
  buildUploader,
  declare,
  tusCreate,
  tusPatch,
  type Uploader,
  uploadRaw,
  withToken,
} from './helpers.js';

async function uploaded(
  t: TestApp,
  who: Uploader,
  bytes: Buffer,
  name: string,
  mime: string,
  kind: 'image' | 'video',
) {
  const { id, response } = await uploadRaw(t, who.token, bytes, declare(bytes, name, mime, kind));
  expect(response.status).toBe(204);
  return id;
}

describe('stored files', () => {
  const app = useTestApp({ listen: true });

  it('serves the bytes at the signed link without a session, and nothing at a tampered one', async () => {
    const t = app();
    const who = await buildUploader(t);
    const bytes = png(20, 10);
    const id = await uploaded(t, who, bytes, 'a.png', 'image/png', 'image');
    const file = await call(t.app, api.upload.detail, { id }, { as: who.caller, game: who.gameId });
    expect(file.url.startsWith(`${t.url}/api/media/${id}/`)).toBe(true);
    expect(file.url.endsWith('.png')).toBe(true);

    const served = await fetch(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const signature = file.url.split('/').pop()?.slice(0, 32) ?? '';
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const tampered = [
      file.url.replace(signature, flipped),
      file.url.replace(`/media/${id}/`, `/media/${id + 1}/`),
      file.url.replace(signature, ''),
    ];
    for (const url of tampered) {
      const response = await fetch(url);
      expect(response.status, url).toBe(404);
      expect(await response.json()).toMatchObject({ code: 404 });
    }
  });

  it('keeps a finished upload as it is when its last PATCH is sent again', async () => {
    const t = app();
    const who = await buildUploader(t);
    const bytes = png(12, 12);
    const { id, location } = await uploadRaw(
      t,
      who.token,
      bytes,
      declare(bytes, 'a.png', 'image/png', 'image'),
    );
    const again = await tusPatch(t, location, bytes.length, new Uint8Array(0), withToken(who.token));
    expect(again.status).toBeLessThan(500);
    const file = await call(t.app, api.upload.detail, { id }, { as: who.caller, game: who.gameId });
    expect(Buffer.from(await (await fetch(file.url)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves byte ranges (video players and fetchers ask for parts)', async () => {
    const t = app();
    const who = await buildUploader(t);
    const bytes = movie('mp4', 64, 64, 1000);
    const id = await uploaded(t, who, bytes, 'v.mp4', 'video/mp4', 'video');
    const { url } = await call(t.app, api.upload.detail, { id }, { as: who.caller, game: who.gameId });
    const part = await fetch(url, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    const beyond = await fetch(url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.status).toBe(416);
  });

  it("answers upload/detail of another game's upload as not found", async () => {
    const t = app();
    const owner = await buildUploader(t);
    const other = await buildUploader(t);
    const id = await uploaded(t, owner, png(5, 5), 'a.png', 'image/png', 'image');
    expect(
      await fail(t.app, api.upload.detail, { id }, { as: other.caller, game: other.gameId }),
    ).toMatchObject({
      status: 404,
      code: 404,
    });
    expect(
      await fail(t.app, api.upload.detail, { id: 999_999 }, { as: owner.caller, game: owner.gameId }),
    ).toMatchObject({ status: 404 });
  });

  it('hands publishing the finished uploads of the game, in the order asked, with their kind', async () => {
    const t = app();
    const db = t.database.db;
    const who = await buildUploader(t);
    const gif = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from([2, 0, 3, 0, 0, 0, 0]),
      Buffer.from([0x3b]),
    ]);
    const video = await uploaded(t, who, movie('mp4', 32, 16, 1500), 'v.mp4', 'video/mp4', 'video');
    const image = await uploaded(t, who, png(7, 9), 'p.png', 'image/png', 'image');
    const animated = await uploaded(t, who, gif, 'g.gif', 'image/gif', 'image');

    const media = await mediaForPublishing(db, who.gameId, [image, video, animated]);
    expect(media.map((file) => [file.id, file.kind])).toEqual([
      [image, 'image'],
      [video, 'video'],
      [animated, 'gif'],
    ]);
    expect(media[1]).toMatchObject({ mime: 'video/mp4', width: 32, height: 16, duration_ms: 1500 });
    expect(media[0]).toMatchObject({ width: 7, height: 9, duration_ms: null });
    const fetched = await fetch(media[0]?.url ?? '');
    expect(fetched.status).toBe(200);

    const other = await buildUploader(t);
    await expect(mediaForPublishing(db, other.gameId, [image])).rejects.toMatchObject({
      id: 'unknown_reference',
    });

    const pending = await tusCreate(
      t,
      100,
      declare(png(1, 1), 'a.png', 'image/png', 'image'),
      withToken(who.token),
    );
    const pendingKey = pending.headers.get('location')?.split('/').pop() ?? '';
    const row = await uploadByKey(db, pendingKey);
    await expect(mediaForPublishing(db, who.gameId, [image, row?.id ?? 0])).rejects.toMatchObject({
      id: 'upload_incomplete',
    });
    expect(await mediaForPublishing(db, who.gameId, [])).toEqual([]);
  });

  it('shapes a finished row as the contract’s media file', async () => {
    const t = app();
    const who = await buildUploader(t);
    const id = await uploaded(t, who, movie('mov', 48, 48, 800), 'm.mov', 'video/quicktime', 'video');
    const detail = await call(t.app, api.upload.detail, { id }, { as: who.caller, game: who.gameId });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row && mediaFileOf(row)).toEqual(detail);
    expect(detail).toMatchObject({ duration_ms: 800, mime: 'video/quicktime' });
  });
});
