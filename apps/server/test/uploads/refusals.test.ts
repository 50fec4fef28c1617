import { existsSync, readdirSync } from 'node:fs';
import { api, uploadIdFromUrl } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, uploads } from '../../src/db/schema/index.js';
import { UploadSigner } from '../../src/modules/uploads/signing.js';
import { fail } from '../factories.js';
import { type TestApp, useTestApp } from '../harness.js';
import { png, sha1 } from './fixtures.js';
import { buildUploader, declare, tusCreate, tusHead, tusPatch, uploadRaw, withToken } from './helpers.js';

function storedKeys(t: TestApp): string[] {
  const dir = t.config.UPLOAD_DIR ?? '';
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.endsWith('.json')) : [];
}

async function rowOf(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

describe('uploads refused', () => {
  const app = useTestApp({ listen: true });

  describe('who may send', () => {
    it('refuses a request without token or session (login_expired)', async () => {
      const t = app();
      const bytes = png(4, 4);
      const response = await tusCreate(t, bytes.length, declare(bytes, 'a.png', 'image/png', 'image'), {});
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 307 });
    });

    it('refuses a forged or expired token (upload_token_invalid)', async () => {
      const t = app();
      const { token, gameId, userId } = await buildUploader(t);
      const bytes = png(4, 4);
      const metadata = declare(bytes, 'a.png', 'image/png', 'image');
      const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
      const expired = UploadSigner.fromConfig(t.config).issue(
        { gameId, userId },
        new Date(Date.now() - 2 * 3600_000),
      );
      for (const bad of [forged, expired.token, 'garbage']) {
        const response = await tusCreate(t, bytes.length, metadata, withToken(bad));
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ code: 1511 });
      }
    });

    it("answers another game's token on an upload as if the upload did not exist", async () => {
      const t = app();
      const owner = await buildUploader(t);
      const other = await buildUploader(t);
      const bytes = png(10, 10);
      const created = await tusCreate(
        t,
        bytes.length,
        declare(bytes, 'a.png', 'image/png', 'image'),
        withToken(owner.token),
      );
      const location = created.headers.get('location') ?? '';
      for (const response of [
        await tusHead(t, location, withToken(other.token)),
        await tusPatch(t, location, 0, bytes, withToken(other.token)),
      ]) {
        expect(response.status).toBe(404);
      }
      expect((await rowOf(t, uploadIdFromUrl(location) ?? 0))?.status).toBe('start');
    });

    it('refuses a member removed since the token was issued', async () => {
      const t = app();
      const { token, gameId, userId } = await buildUploader(t);
      await t.database.db
        .delete(memberships)
        .where(and(eq(memberships.gameId, gameId), eq(memberships.userId, userId)));
      const bytes = png(4, 4);
      const response = await tusCreate(
        t,
        bytes.length,
        declare(bytes, 'a.png', 'image/png', 'image'),
        withToken(token),
      );
      expect(response.status).toBe(403);
    });
  });

  describe('what is declared', () => {
    it('refuses a type not accepted for the kind, a file over the limit and a missing hash before any byte', async () => {
      const t = app();
      const { token } = await buildUploader(t);
      const bytes = png(4, 4);
      const cases: [Parameters<typeof tusCreate>[1], Parameters<typeof tusCreate>[2], number, number][] = [
        [bytes.length, declare(bytes, 'a.png', 'image/png', 'video'), 400, 1505],
        [bytes.length, declare(bytes, 'a.svg', 'image/svg+xml', 'image'), 400, 1505],
        [31 * 1024 * 1024, declare(bytes, 'a.png', 'image/png', 'image'), 413, 1509],
        [bytes.length, { filename: 'a.png', filetype: 'image/png', kind: 'image' }, 400, 1508],
        [bytes.length, { ...declare(bytes, 'a.png', 'image/png', 'image'), sha1: 'abc' }, 400, 1508],
        [bytes.length, { filetype: 'image/png', kind: 'image', sha1: sha1(bytes) }, 400, 1001],
        [0, declare(bytes, 'a.png', 'image/png', 'image'), 400, 1001],
        // A name the database could not store (NUL; base64 of UTF-8 cannot carry a lone surrogate).
        [bytes.length, declare(bytes, 'a\u0000b.png', 'image/png', 'image'), 400, 1001],
      ];
      const before = storedKeys(t).length;
      for (const [size, metadata, status, code] of cases) {
        const response = await tusCreate(t, size, metadata, withToken(token));
        expect(response.status, JSON.stringify(metadata)).toBe(status);
        expect(await response.json()).toMatchObject({ code });
      }
      expect(storedKeys(t)).toHaveLength(before);
    });
  });

  describe('what the bytes turn out to be', () => {
    it.each([
      ['a PNG declared as a video', png(16, 16), 'clip.mp4', 'video/mp4', 'video', 1506],
      [
        'a text file named .png',
        Buffer.from('just some text, not an image at all\n'.repeat(4)),
        'fake.png',
        'image/png',
        'image',
        1505,
      ],
    ] as const)('refuses %s and deletes it', async (_label, bytes, name, mime, kind, code) => {
      const t = app();
      const { token, caller, gameId } = await buildUploader(t);
      const { id, response, location } = await uploadRaw(t, token, bytes, declare(bytes, name, mime, kind));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code });
      expect(await rowOf(t, id)).toMatchObject({ status: 'fail', failure: expect.any(String) });
      expect(storedKeys(t).some((key) => location.endsWith(key))).toBe(false);
      expect(await fail(t.app, api.upload.detail, { id }, { as: caller, game: gameId })).toMatchObject({
        code,
      });
    });

    it('refuses bytes whose SHA-1 differs from the declared one', async () => {
      const t = app();
      const { token } = await buildUploader(t);
      const bytes = png(16, 16);
      const { id, response } = await uploadRaw(t, token, bytes, {
        ...declare(bytes, 'a.png', 'image/png', 'image'),
        sha1: sha1(Buffer.from('something else')),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 1507 });
      expect(await rowOf(t, id)).toMatchObject({ status: 'fail', failure: 'file_hash_mismatch' });
    });

    it('refuses an image whose size cannot be read', async () => {
      const t = app();
      const { token } = await buildUploader(t);
      // A real PNG signature and header chunk type, cut before the dimensions.
      const bytes = png(16, 16).subarray(0, 14);
      const { response } = await uploadRaw(t, token, bytes, declare(bytes, 'cut.png', 'image/png', 'image'));
      expect(response.status).toBe(400);
      expect([1505, 1510]).toContain(((await response.json()) as { code: number }).code);
    });

    it('answers in the caller’s language', async () => {
      const t = app();
      const { token } = await buildUploader(t);
      const bytes = png(16, 16);
      const created = await tusCreate(
        t,
        bytes.length,
        declare(bytes, 'a.mp4', 'video/mp4', 'video'),
        withToken(token),
      );
      const response = await tusPatch(t, created.headers.get('location') ?? '', 0, bytes, {
        ...withToken(token),
        'accept-language': 'zh-CN',
      });
      expect(await response.json()).toMatchObject({
        code: 1506,
        msg: '文件类型不匹配：文件内容与声明的类型不符',
      });
    });
  });
});
