import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { api, connect, control, emulator, flairId, state, submit } from './reddit-helpers.js';

/** The lease, then the multipart POST to its action with its fields and a `file` part. */
async function uploadImage(app: FastifyInstance, token: string, bytes = 64, type = 'image/png') {
  const lease = await api(app, token, 'POST', '/api/media/asset.json', {
    filepath: 'art.png',
    mimetype: type,
  });
  expect(lease.statusCode, lease.body).toBe(200);
  const { args, asset } = lease.json();
  expect(args.action).toBe('//localhost:80/reddit/media');
  const boundary = 'reddit-test-boundary';
  const parts = (args.fields as Array<{ name: string; value: string }>).map(
    (field) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field.name}"\r\n\r\n${field.value}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="art.png"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(parts.join('') + file),
    Buffer.alloc(bytes, 7),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = await app.inject({
    method: 'POST',
    url: '/reddit/media',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return {
    upload,
    assetId: asset.asset_id as string,
    location: /<Location>(.*)<\/Location>/.exec(upload.body)?.[1] ?? '',
  };
}

describe('reddit emulator: submitting posts', () => {
  it('posts self and link posts with flair and answers their id, fullname and permalink', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const flair = await flairId(app, 'pcgaming', 'Discussion');
    const self = await submit(app, token, {
      sr: 'pcgaming',
      kind: 'self',
      title: 'Patch 2.0 AMA',
      text: 'Ask us anything',
      flair_id: flair,
      flair_text: 'AMA',
    });
    expect(self.errors).toEqual([]);
    expect(self.data).toMatchObject({ id: expect.any(String), name: `t3_${self.data?.id}` });
    expect(self.data?.url).toMatch(
      /^https:\/\/www\.reddit\.com\/r\/pcgaming\/comments\/\w+\/patch_2_0_ama\/$/,
    );
    const post = (await control(app, 'GET', `/reddit/posts/${self.data?.id}`)).json();
    expect(post).toMatchObject({
      kind: 'self',
      selftext: 'Ask us anything',
      flair: { template_id: flair, text: 'AMA' },
      my_vote: 1,
    });
    const link = await submit(app, token, {
      sr: 'gaming',
      kind: 'link',
      title: 'Our trailer',
      url: 'https://studio.example.com/trailer',
      nsfw: 'true',
    });
    expect(link.errors).toEqual([]);
    expect((await control(app, 'GET', `/reddit/posts/${link.data?.id}`)).json()).toMatchObject({
      kind: 'link',
      nsfw: true,
    });
    const again = await submit(app, token, {
      sr: 'gaming',
      kind: 'link',
      title: 'Trailer again',
      url: 'https://studio.example.com/trailer',
    });
    expect(again.errors).toEqual([['ALREADY_SUB', 'that link has already been submitted', 'url']]);
  });

  it("enforces each community's rules with json.errors (HTTP 200)", async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const cases: Array<[Record<string, string>, string]> = [
      [{ sr: 'pcgaming', kind: 'self', title: 'No flair' }, 'SUBMIT_VALIDATION_FLAIR_REQUIRED'],
      [{ sr: 'gaming', kind: 'self', title: 'Text in a link-only sub' }, 'NO_SELFS'],
      [
        { sr: 'truegaming', kind: 'link', title: 'Link in a text-only sub', url: 'https://a.example.com/x' },
        'NO_LINKS',
      ],
      [{ sr: 'doesnotexist', kind: 'self', title: 'Where?' }, 'SUBREDDIT_NOEXIST'],
      [{ sr: 'PlaytestersHQ', kind: 'self', title: 'Private' }, 'SUBREDDIT_NOTALLOWED'],
      [{ sr: 'IndieGaming', kind: 'self', title: 'x'.repeat(301) }, 'TOO_LONG'],
      [{ sr: 'IndieGaming', kind: 'self', title: '' }, 'NO_TEXT'],
      [{ sr: 'IndieGaming', kind: 'link', title: 'Bad link', url: 'not a url' }, 'BAD_URL'],
      [{ sr: 'IndieGaming', kind: 'self', title: 'Bad flair', flair_id: 'nope' }, 'BAD_FLAIR_TEMPLATE_ID'],
    ];
    for (const [form, code] of cases) {
      const answer = await submit(app, token, form);
      expect(answer.errors[0]?.[0], JSON.stringify(form)).toBe(code);
      expect(answer.data).toBeUndefined();
    }
    expect((await state(app)).counts.account_posts).toBeLessThan(10);
  });

  it('throttles a burst of submissions with RATELIMIT and the wait', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    await control(app, 'POST', '/reddit/limits', { submit_burst: 2, submit_window_seconds: 600 });
    for (const title of ['one', 'two'])
      expect((await submit(app, token, { sr: 'IndieGaming', kind: 'self', title })).errors).toEqual([]);
    const limited = await submit(app, token, { sr: 'IndieGaming', kind: 'self', title: 'three' });
    expect(limited.errors).toEqual([
      ['RATELIMIT', 'you are doing that too much. try again in 10 minutes.', 'ratelimit'],
    ]);
    await control(app, 'POST', '/clock', { advance_seconds: 590 });
    const soon = await submit(app, token, { sr: 'IndieGaming', kind: 'self', title: 'three' });
    expect(soon.errors[0]?.[1]).toBe('you are doing that too much. try again in 10 seconds.');
  });

  it('uploads an image through the media lease and posts it; the answer names only a websocket', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const { upload, location } = await uploadImage(app, token);
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.headers['content-type']).toContain('application/xml');
    expect(location).toMatch(/^http:\/\/localhost:80\/reddit\/media\/\w+%2Fart\.png$/);
    const posted = await submit(app, token, {
      sr: 'IndieGaming',
      kind: 'image',
      title: 'Concept art',
      url: location,
    });
    expect(posted.errors).toEqual([]);
    expect(posted.data?.websocket_url).toMatch(/^wss:\/\//);
    expect(posted.data?.id).toBeUndefined();
    const me = (await state(app)).user.name;
    const listing = await api(app, token, 'GET', `/user/${me}/submitted`, { limit: '1' });
    expect(listing.json().data.children[0].data).toMatchObject({
      title: 'Concept art',
      domain: 'i.redd.it',
      post_hint: 'image',
    });

    const text = await submit(app, token, {
      sr: 'truegaming',
      kind: 'image',
      title: 'No images here',
      url: location,
    });
    expect(text.errors[0]?.[0]).toBe('NO_LINKS');
    const unknown = await submit(app, token, {
      sr: 'IndieGaming',
      kind: 'image',
      title: 'Not uploaded',
      url: 'https://i.example.com/x.png',
    });
    expect(unknown.errors[0]?.[0]).toBe('BAD_URL');
  });

  it('refuses uploads that break the lease policy', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const lease = await api(app, token, 'POST', '/api/media/asset.json', {
      filepath: 'a.exe',
      mimetype: 'application/x-msdownload',
    });
    expect(lease.statusCode).toBe(400);
    const forged = await app.inject({
      method: 'POST',
      url: '/reddit/media',
      payload: 'key=x&X-Amz-Signature=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('<Code>AccessDenied</Code>');
    const empty = await uploadImage(app, token, 0);
    expect(empty.upload.statusCode).toBe(400);
  });
});
