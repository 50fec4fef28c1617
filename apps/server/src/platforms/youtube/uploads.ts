import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { YoutubeDataApi } from './data-api.js';

const contentDetailsSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().optional() }) }),
      }),
    )
    .optional(),
});

/**
 * Each channel's uploads playlist, as `channels.list part=contentDetails` names it
 * (`relatedPlaylists.uploads`). It is often `UU` + the channel id's tail, but YouTube does not promise
 * it, so it is asked for. A channel's uploads playlist never changes: asked once per channel, then
 * kept for every page of every run (one quota unit, not one per page).
 */
export class UploadsPlaylists {
  private readonly known = new Map<string, string>();

  constructor(private readonly api: YoutubeDataApi) {}

  async of(channelId: string, token: string): Promise<string> {
    const cached = this.known.get(channelId);
    if (cached) return cached;
    const answer = contentDetailsSchema.parse(
      await this.api.get('/channels', token, { part: 'contentDetails', id: channelId }),
    );
    const uploads = answer.items?.find((item) => item.id === channelId)?.contentDetails.relatedPlaylists
      .uploads;
    if (!uploads) throw new PlatformError('youtube', 'reconnect', 'the channel is no longer reachable');
    this.known.set(channelId, uploads);
    return uploads;
  }
}
