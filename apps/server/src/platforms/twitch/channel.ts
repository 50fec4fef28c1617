import { z } from 'zod';
import type { AccountProfile, MetricPoint } from '../types.js';
import type { Helix } from './helix.js';

const userSchema = z.object({
  id: z.string(),
  login: z.string(),
  display_name: z.string(),
  profile_image_url: z.string().optional(),
});
export type TwitchUser = z.infer<typeof userSchema>;

const usersSchema = z.object({ data: z.array(userSchema) });
const followersSchema = z.object({ total: z.number() });
const streamsSchema = z.object({
  data: z.array(z.object({ user_id: z.string(), viewer_count: z.number() })),
});

/** `GET /users`: the token's own user without an id, else the user of that id. */
export async function readUser(helix: Helix, token: string, id?: string): Promise<TwitchUser | undefined> {
  const answer = usersSchema.parse(await helix.get('/users', token, id ? { id } : {}));
  return answer.data[0];
}

export const channelLink = (login: string): string => `https://www.twitch.tv/${login}`;

/** The channel as the console shows it: `Display name (login)` when they differ in more than case. */
export function channelProfile(user: TwitchUser): AccountProfile {
  const name =
    user.display_name.toLowerCase() === user.login
      ? user.display_name
      : `${user.display_name} (${user.login})`;
  return { name, link: channelLink(user.login), avatarUrl: user.profile_image_url || null };
}

/**
 * Twitch has no analytics API: today's follower total (`GET /channels/followers`) and live viewers
 * (`GET /streams`, 0 while offline) are the day's values.
 */
export async function channelCounters(
  helix: Helix,
  token: string,
  channelId: string,
): Promise<MetricPoint[]> {
  const [followers, streams] = await Promise.all([
    helix.get('/channels/followers', token, { broadcaster_id: channelId, first: 1 }),
    helix.get('/streams', token, { user_id: channelId }),
  ]);
  const day = new Date().toISOString().slice(0, 10);
  const live = streamsSchema.parse(streams).data.find((stream) => stream.user_id === channelId);
  return [
    { metric: 'followers_total', day, value: followersSchema.parse(followers).total },
    { metric: 'viewer_count', day, value: live?.viewer_count ?? 0 },
  ];
}
