import { afterEach, describe, expect, it, vi } from 'vitest';
import { FacebookGraph } from '../facebook/graph.js';
import { broadcastTemplate } from './messages.js';

const account = {
  socialId: '1055500001',
  credential: { accessToken: 't', refreshToken: null, expiresAt: null, refreshExpiresAt: null, scopes: [] },
};

const steps = () => ({ done: {}, save: async () => undefined });

/** Answers every message call as accepted, keeping the JSON bodies sent. */
function acceptingGraph(): { graph: FacebookGraph; sent: unknown[] } {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return Response.json({ messages: [{ id: `wamid.${sent.length}` }] });
  });
  return { graph: new FacebookGraph('https://graph.test', 'v21.0', 1000, 'whatsapp'), sent };
}

describe('a WhatsApp template broadcast', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the post's picture as the template's media header, and nothing else to fill", async () => {
    const { graph, sent } = acceptingGraph();
    const image = { url: 'https://cdn.game.example/s5.jpg', kind: 'image' as const, mimeType: 'image/jpeg' };
    const options = { template: 'season_art', language: 'en_US', recipients: ['+15550009101'] };
    const result = await broadcastTemplate(
      graph,
      account,
      { text: 'Season 5', media: [image], options },
      steps(),
    );
    expect(result).toEqual({ postId: 'season_art:wamid.1', permalink: null });
    expect(sent).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '15550009101',
        type: 'template',
        template: {
          name: 'season_art',
          language: { code: 'en_US' },
          components: [{ type: 'header', parameters: [{ type: 'image', image: { link: image.url } }] }],
        },
      },
    ]);
  });
});
