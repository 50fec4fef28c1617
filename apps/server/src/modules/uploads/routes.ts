import { LARGE_FILE_BYTES, uploadEndpoints } from '@herald/contract';
import { type Binding, bind } from '../../http/bind.js';
import type { UploadsDeps } from './deps.js';
import { CHUNK_BYTES, kindRule } from './rules.js';
import { uploadDetail } from './service.js';
import { TUS_PATH } from './tus.js';

export function uploadRoutes(deps: UploadsDeps): Binding[] {
  return [
    bind(uploadEndpoints.bucket, async () => ({
      endpoint: TUS_PATH,
      storage: deps.storage.kind,
      chunk_size: CHUNK_BYTES,
      kinds: { image: kindRule('image'), video: kindRule('video'), document: kindRule('document') },
      large_file_bytes: LARGE_FILE_BYTES,
    })),
    bind(uploadEndpoints.credential, async (_input, ctx) => {
      const { token, expiresAt } = deps.signer.issue({ userId: ctx.user.id, gameId: ctx.tenant.gameId });
      return { token, expires_at: expiresAt.toISOString() };
    }),
    bind(uploadEndpoints.detail, (input, ctx) => uploadDetail(deps.db, ctx.tenant.gameId, input.id)),
  ];
}
