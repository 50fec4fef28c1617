import type { FastifyInstance } from 'fastify';
import { fail } from '../../core/control.js';
import { asRecord, str } from '../../core/params.js';
import { hashSeed } from '../../core/prng.js';
import { rememberPublicPage } from './public-pages.js';
import type { FbRuntime } from './routing.js';

/**
 * `/_emulator/facebook/public_pages` (list, or add one by `name` and `topic`) and
 * `/public_content_access {enabled}`: the public Pages the app can read and whether it holds the
 * Page Public Content Access feature.
 */
export function registerPublicPagesControl(app: FastifyInstance, rt: FbRuntime): void {
  app.get('/public_pages', async () => {
    const { state } = rt;
    return {
      public_content_access: state.publicContentAccess,
      data: [...state.publicPages.values()].map((page) => ({
        id: page.id,
        name: page.name,
        topic: page.topic ?? null,
        followers: page.followers,
        posts: [...state.posts.values()].filter((post) => post.pageId === page.id && !post.deleted).length,
      })),
    };
  });
  app.post('/public_pages', async (request, reply) => {
    const body = asRecord(request.body);
    const name = str(body, 'name')?.trim();
    if (!name) return fail(reply, 'name is required');
    const id = `1${String(hashSeed(rt.state.seed, 'public-page', name)).padStart(14, '0')}`;
    const link = `https://www.facebook.com/${id}`;
    const page = rememberPublicPage(rt.state, { id, name, link }, str(body, 'topic')?.trim() || name);
    return reply.code(201).send({ id: page.id, name: page.name, topic: page.topic ?? null, link });
  });
  app.post('/public_content_access', async (request, reply) => {
    const enabled = asRecord(request.body).enabled;
    if (typeof enabled !== 'boolean') return fail(reply, 'enabled must be a boolean');
    rt.state.publicContentAccess = enabled;
    return { public_content_access: enabled };
  });
}
