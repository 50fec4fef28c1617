import { tagEndpoints as endpoints } from '@herald/contract';
import { type Binding, bind } from '../../../http/bind.js';
import type { FeedsDeps } from '../deps.js';
import { createTag, deleteTag, listTags, updateTag } from './service.js';

export type TagDeps = Pick<FeedsDeps, 'db'>;

export function tagRoutes({ db }: TagDeps): Binding[] {
  return [
    bind(endpoints.all, (_input, ctx) => listTags(db, ctx.tenant.gameId)),
    bind(endpoints.create, (input, ctx) => createTag(db, ctx.tenant.gameId, input)),
    bind(endpoints.update, (input, ctx) => updateTag(db, ctx.tenant.gameId, input.id, input)),
    bind(endpoints.delete, (input, ctx) => deleteTag(db, ctx.tenant.gameId, input.id)),
  ];
}
