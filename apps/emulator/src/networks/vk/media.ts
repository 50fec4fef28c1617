import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadedFile } from '../../core/body-parsers.js';
import { requestProbe } from '../../core/faults.js';
import { int, str } from '../../core/params.js';
import { streamRng } from '../../core/prng.js';
import { groupById, PHOTOS, requireManage, VIDEO } from './access.js';
import { accessDenied, albumDenied, invalidParam } from './errors.js';
import { type MethodDef, type VkCall, type VkRuntime, vkParams } from './routing.js';
import { objectId } from './state.js';
import { key, type VkState, type VkTicket } from './types.js';
import { photoJson } from './views.js';

/** An upload URL on the upload host (`/vk/upload`), at the origin the caller reached the API on. */
function ticketUrl(call: VkCall, ticket: VkTicket): string {
  const value = call.state.rng.tokens.chars(24);
  call.state.tickets.set(value, ticket);
  const query = new URLSearchParams({ act: 'do_add', server: String(ticket.server), ticket: value });
  return `${call.request.protocol}://${call.request.host}/vk/upload/${ticket.kind}?${query.toString()}`;
}

function wallUploadServer(call: VkCall) {
  const group = groupById(call.state, int(call.params, 'group_id'));
  requireManage(call.caller, group, PHOTOS, albumDenied);
  const server = call.state.rng.ids.int(800_000, 899_999);
  const url = ticketUrl(call, { kind: 'photo', groupId: group.id, userId: call.caller.user.id, server });
  return { album_id: -14, upload_url: url, user_id: call.caller.user.id };
}

function saveWallPhoto(call: VkCall) {
  const { state, params } = call;
  const group = groupById(state, int(params, 'group_id'));
  requireManage(call.caller, group, PHOTOS, albumDenied);
  const pending = state.pendingPhotos.get(str(params, 'hash') ?? '');
  const server = int(params, 'server');
  if (!pending || pending.server !== server || pending.groupId !== group.id || str(params, 'photo') === '[]')
    throw invalidParam('photos_list is invalid');
  state.pendingPhotos.delete(pending.hash);
  const ownerId = -group.id;
  const photo = {
    ownerId,
    id: objectId(state, state.photos, ownerId, 457_239_000),
    date: call.now,
    width: pending.width,
    height: pending.height,
    caption: str(params, 'caption') ?? '',
  };
  state.photos.set(key(ownerId, photo.id), photo);
  return [photoJson(photo)];
}

function saveVideo(call: VkCall) {
  const { state, params, caller } = call;
  const groupId = int(params, 'group_id');
  const group = groupId === undefined ? undefined : groupById(state, groupId);
  if (group) requireManage(caller, group, VIDEO, () => accessDenied('no access to the community videos'));
  else if ((caller.token.scope & VIDEO.user) === 0) throw accessDenied('no access to call this method');
  const ownerId = group ? -group.id : caller.user.id;
  const video = {
    ownerId,
    id: objectId(state, state.videos, ownerId, 456_239_000),
    title: str(params, 'name') ?? 'Video',
    description: str(params, 'description') ?? '',
    date: call.now,
  };
  state.videos.set(key(ownerId, video.id), video);
  const server = state.rng.ids.int(500_000, 599_999);
  const ticket = { kind: 'video' as const, groupId: group?.id ?? 0, userId: caller.user.id, server };
  return {
    access_key: state.rng.tokens.chars(18, '0123456789abcdef'),
    description: video.description,
    owner_id: ownerId,
    title: video.title,
    upload_url: ticketUrl(call, { ...ticket, video: key(ownerId, video.id) }),
    video_id: video.id,
  };
}

export const MEDIA_METHODS: readonly MethodDef[] = [
  { name: 'photos.getWallUploadServer', userAuth: true, handler: wallUploadServer },
  { name: 'photos.saveWallPhoto', userAuth: true, handler: saveWallPhoto },
  { name: 'video.save', userAuth: true, handler: saveVideo },
];

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'size' in value && 'filename' in value;

/** The upload servers: `photo` → `{server, photo, hash}`, `video_file` → `{size, owner_id, video_id}`. */
function upload(state: VkState, request: FastifyRequest, kind: VkTicket['kind']): Record<string, unknown> {
  const params = vkParams(request);
  const ticket = state.tickets.get(str(params, 'ticket') ?? '');
  if (!ticket || ticket.kind !== kind) return { error: 'ERR_UPLOAD_BAD_REQUEST: invalid upload ticket' };
  const file = params[kind === 'photo' ? 'photo' : 'video_file'];
  if (kind === 'video') {
    const video = state.videos.get(ticket.video ?? '');
    if (!video || !isFile(file) || file.size === 0) return { error: 'invalid file' };
    video.uploadedBytes = file.size;
    return {
      size: file.size,
      owner_id: video.ownerId,
      video_id: video.id,
      video_hash: str(params, 'ticket'),
    };
  }
  const hash = state.rng.tokens.chars(32, '0123456789abcdef');
  if (!isFile(file) || file.size === 0) return { server: ticket.server, photo: '[]', hash };
  if (!/^image\/|octet-stream/.test(file.contentType))
    return { error: 'ERR_UPLOAD_FILE_NOT_SUPPORTED_TYPE: file is not an image' };
  const rng = streamRng(state.seed, 'vk', 'photo', hash);
  const [width = 1280, height = 720] = rng.pick([
    [1280, 720],
    [1080, 1080],
    [1080, 1350],
  ]);
  state.pendingPhotos.set(hash, {
    hash,
    server: ticket.server,
    groupId: ticket.groupId,
    userId: ticket.userId,
    width,
    height,
  });
  const photo = JSON.stringify([
    { markers_restarted: true, photo: `${hash.slice(0, 10)}:w`, sizes: [], kid: hash.slice(10, 20) },
  ]);
  return { server: ticket.server, photo, hash };
}

/** The upload host under `/vk/upload` (the real ones are `pu.vk.com` and `vu.vk.com` style hosts). */
export function registerUploads(app: FastifyInstance, rt: VkRuntime): void {
  for (const kind of ['photo', 'video'] as const) {
    app.post(`/${kind}`, async (request, reply) => {
      const fault = rt.context.faults.take(requestProbe('vk', request, [`upload.${kind}`]));
      if (fault?.kind === 'server_error') return reply.code(500).send('Internal Server Error');
      const answer = upload(rt.state, request, kind);
      if (fault?.kind === 'timeout_after_create') return rt.context.withhold(reply, fault.delay_ms);
      return reply.send(answer);
    });
  }
}
