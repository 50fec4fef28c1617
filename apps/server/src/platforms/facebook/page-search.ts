import type { LookupItem } from '@herald/contract';
import { z } from 'zod';
import type { AccountRef } from '../types.js';
import type { FacebookGraph } from './graph.js';

const resultSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      link: z.string().optional(),
      location: z.object({ city: z.string().optional(), country: z.string().optional() }).optional(),
    }),
  ),
});

/**
 * Public Pages and places by name (`GET /pages/search`, Page Public Metadata Access): Facebook Pages to
 * mention, and the locations Instagram posts are tagged with (a location id is a Page id).
 */
export async function searchPages(
  graph: FacebookGraph,
  account: AccountRef,
  query: string,
): Promise<LookupItem[]> {
  if (!query) return [];
  const answer = resultSchema.parse(
    await graph.get(
      'pages/search',
      { q: query, fields: 'id,name,link,location', limit: 25 },
      account.credential.accessToken,
    ),
  );
  return answer.data.map((page) => {
    const place = [page.location?.city, page.location?.country].filter(Boolean).join(', ');
    return {
      id: page.id,
      name: page.name,
      detail: place || null,
      image_url: null,
      extra: { link: page.link ?? null },
    };
  });
}
