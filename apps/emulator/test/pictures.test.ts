import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../src/index.js';
import { emulator, okJson } from './emulator-helpers.js';

type App = Awaited<ReturnType<typeof emulator>>;
let app: App;
beforeAll(async () => {
  app = await emulator();
});
afterAll(() => app.close());

const picture = (url: string, host = 'emu.test:4100') =>
  app.inject({ method: 'GET', url, headers: { host } });

describe('profile pictures the emulator serves itself', () => {
  it('answers a generated picture, the same for the same profile and another for another', async () => {
    const first = await picture('/_pictures/x/1234.svg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.body.startsWith('<svg')).toBe(true);
    expect((await picture('/_pictures/x/1234.svg')).body).toBe(first.body);
    expect((await picture('/_pictures/x/5678.svg')).body).not.toBe(first.body);
    expect((await picture('/_pictures/vk/1234.svg')).body).not.toBe(first.body);
  });

  it('refuses what is not a picture name', async () => {
    for (const url of ['/_pictures/X/1.svg', '/_pictures/x/1.png', '/_pictures/x/..%2Fetc.svg']) {
      expect((await picture(url)).statusCode, url).toBe(404);
    }
  });

  it('names a profile picture at the origin the request came in on, where it is served', async () => {
    const answer = okJson(
      await app.inject({
        method: 'GET',
        url: '/_emulator/facebook/instagram/accounts',
        headers: { host: 'emu.test:4100' },
      }),
    ) as { data: { id: string; profile_picture_url: string }[] };
    const [account] = answer.data;
    expect(account?.profile_picture_url).toBe(`http://emu.test:4100/_pictures/instagram/${account?.id}.svg`);
    const path = new URL(account?.profile_picture_url ?? '').pathname;
    expect((await picture(path)).statusCode).toBe(200);
  });

  it('names it at the public origin when the emulator is told one', async () => {
    const told = createEmulator({ seed: 42, publicUrl: 'https://emulator.example' });
    await told.ready();
    const answer = okJson(
      await told.inject({ method: 'GET', url: '/_emulator/facebook/instagram/accounts' }),
    ) as {
      data: { profile_picture_url: string }[];
    };
    expect(answer.data[0]?.profile_picture_url).toMatch(
      /^https:\/\/emulator\.example\/_pictures\/instagram\//,
    );
    await told.close();
  });
});
