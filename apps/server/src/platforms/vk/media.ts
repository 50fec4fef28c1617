import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { MediaItem, PublishSteps } from '../types.js';
import type { VkApi } from './api.js';
import type { VkToken } from './tokens.js';

/** The account a publish works for: its community and its administrator's user token. */
export interface VkWall {
  api: VkApi;
  groupId: string;
  token: VkToken;
}

const uploadErrorSchema = z.object({ error: z.string() });

/** Posts a file to an upload URL VK handed out; upload servers answer `{error}` for a refused file. */
async function sendFile<T extends z.ZodType>(
  wall: VkWall,
  url: string,
  field: string,
  item: MediaItem,
  schema: T,
): Promise<z.infer<T>> {
  const file = await wall.api.http.readMedia(item.url);
  const form = new FormData();
  const extension = item.mimeType.split('/')[1] ?? 'bin';
  form.set(field, new Blob([file], { type: item.mimeType }), `upload.${extension}`);
  const response = await wall.api.http.request({ method: 'POST', url, multipart: form });
  if (response.status >= 500) {
    throw new PlatformError('vk', 'transient', `the upload server failed (HTTP ${response.status})`, {
      status: response.status,
    });
  }
  const refused = uploadErrorSchema.safeParse(response.body);
  if (response.status !== 200 || refused.success) {
    const reason = refused.success ? refused.data.error : `HTTP ${response.status}`;
    throw new PlatformError('vk', 'content', `VK did not take the file: ${reason}`, {
      status: response.status,
    });
  }
  return schema.parse(response.body);
}

const uploadedPhotoSchema = z.object({ server: z.number(), photo: z.string(), hash: z.string() });

/** Wall upload server → upload (`photo`) → photos.saveWallPhoto: answers `<owner>_<id>`. */
async function uploadPhoto(wall: VkWall, item: MediaItem): Promise<string> {
  const { api, groupId, token } = wall;
  const server = await api.call(
    'photos.getWallUploadServer',
    { group_id: groupId },
    token,
    z.object({ upload_url: z.string() }),
  );
  const uploaded = await sendFile(wall, server.upload_url, 'photo', item, uploadedPhotoSchema);
  if (uploaded.photo === '[]') throw new PlatformError('vk', 'content', 'VK did not take the picture');
  const [saved] = await api.call(
    'photos.saveWallPhoto',
    { group_id: groupId, ...uploaded },
    token,
    z.array(z.object({ id: z.number(), owner_id: z.number() })),
  );
  if (!saved) throw new PlatformError('vk', 'transient', 'VK saved no photo');
  return `${saved.owner_id}_${saved.id}`;
}

/** video.save (an upload URL for the community's video) → upload (`video_file`): answers `<owner>_<id>`. */
async function uploadVideo(wall: VkWall, item: MediaItem, title: string): Promise<string> {
  const { api, groupId, token } = wall;
  const saved = await api.call(
    'video.save',
    { group_id: groupId, name: title, description: title, wallpost: 0 },
    token,
    z.object({ upload_url: z.string(), video_id: z.number(), owner_id: z.number() }),
  );
  await sendFile(wall, saved.upload_url, 'video_file', item, z.object({ video_id: z.number() }));
  return `${saved.owner_id}_${saved.video_id}`;
}

/**
 * Uploads the post's pictures (step `photo_<n>`) and its video (step `video`), each saved as
 * `<owner>_<id>` the moment VK has it and reused on a resumed publish; answers the attachments.
 */
export async function uploadMedia(
  wall: VkWall,
  media: readonly MediaItem[],
  steps: PublishSteps,
  title: string,
): Promise<string[]> {
  const attachments: string[] = [];
  for (const [index, item] of media.entries()) {
    const video = item.kind === 'video';
    const step = video ? 'video' : `photo_${index}`;
    let id = steps.done[step];
    if (!id) {
      id = video ? await uploadVideo(wall, item, title) : await uploadPhoto(wall, item);
      await steps.save(step, id);
    }
    attachments.push(`${video ? 'video' : 'photo'}${id}`);
  }
  return attachments;
}
