import { describe, expect, it } from 'vitest';
import { emulator, okJson } from './emulator-helpers.js';
import * as threads from './threads-helpers.js';

describe('threads emulator: keyword search modes', () => {
  it('searches a topic tag in TAG mode, words in KEYWORD mode, and refuses another mode', async () => {
    const app = await emulator();
    const c = await threads.connect(app);
    const search = (q: string, mode?: string) =>
      threads.graph(app, 'GET', '/keyword_search', {
        access_token: c.token,
        q,
        search_type: 'RECENT',
        fields: 'id,text',
        limit: '100',
        ...(mode ? { search_mode: mode } : {}),
      });
    const tagged = okJson(await search('glowmoth', 'TAG')).data as Array<{ text: string }>;
    expect(tagged.length).toBeGreaterThan(0);
    for (const post of tagged) expect(post.text.toLowerCase()).toContain('#glowmoth');
    const words = okJson(await search('glowmoth')).data as Array<{ text: string }>;
    for (const post of words) expect(post.text.toLowerCase()).toContain('glowmoth');
    expect((await search('glowmoth', 'HASHTAG')).statusCode).toBe(400);
  });
});
