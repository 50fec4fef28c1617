import type { Credential, MediaItem, PublishSteps } from '../types.js';
import type { RedditApi } from './api.js';
import { leaseSchema } from './schemas.js';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Uploads a post's image through Reddit's media lease (`POST /api/media/asset.json`, then a multipart
 * POST of the file to the lease's bucket) and answers the asset URL a `kind=image` submit takes. The
 * asset's URL and id are saved as steps `asset_<n>_url` and `asset_<n>`: a resumed publish reuses them.
 */
export async function uploadImage(
  api: RedditApi,
  credential: Credential,
  item: MediaItem,
  steps: PublishSteps,
  index = 0,
): Promise<string> {
  const saved = steps.done[`asset_${index}_url`];
  if (steps.done[`asset_${index}`] && saved) return saved;
  const file = await api.http.readMedia(item.url);
  const mimetype = item.mimeType || file.type || 'image/png';
  const filepath = `image.${EXTENSIONS[mimetype] ?? 'png'}`;
  const lease = leaseSchema.parse(
    await api.post('/api/media/asset.json', credential, { filepath, mimetype }),
  );
  const url = await api.upload(lease.args.action, lease.args.fields, file, filepath);
  await steps.save(`asset_${index}_url`, url);
  await steps.save(`asset_${index}`, lease.asset.asset_id);
  return url;
}
