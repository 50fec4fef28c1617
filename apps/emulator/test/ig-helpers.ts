import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { okJson } from './emulator-helpers.js';
import { ALL_SCOPES, type AuthOptions, graph, type PageAccess, userToken } from './fb-helpers.js';

export const IG_SCOPES = [
  ...ALL_SCOPES,
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  'instagram_manage_insights',
];

export interface IgAccess extends PageAccess {
  igUserId: string;
  username: string;
}

type Params = Record<string, string>;

/** A long-lived user token with the Instagram scopes, the `index`-th Page's token and its IG account. */
export async function igAccess(
  app: FastifyInstance,
  index = 0,
  options: AuthOptions = {},
): Promise<IgAccess> {
  const user = await userToken(app, { long: true, scope: IG_SCOPES, ...options });
  const accounts = await graph(app, 'GET', '/me/accounts', {
    access_token: user,
    fields: 'id,name,access_token,instagram_business_account{id,username}',
  });
  const page = okJson(accounts).data[index];
  expect(page.instagram_business_account, 'the page has a linked Instagram account').toBeDefined();
  return {
    pageId: page.id,
    pageName: page.name,
    token: page.access_token,
    userToken: user,
    igUserId: page.instagram_business_account.id,
    username: page.instagram_business_account.username,
  };
}

/** `POST /{ig-user-id}/media` expecting success; returns the container id. */
export async function createContainer(
  app: FastifyInstance,
  access: IgAccess,
  params: Params,
): Promise<string> {
  return okJson(
    await graph(app, 'POST', `/${access.igUserId}/media`, { access_token: access.token, ...params }),
  ).id;
}

export function publishRequest(app: FastifyInstance, access: IgAccess, creationId: string) {
  return graph(app, 'POST', `/${access.igUserId}/media_publish`, {
    access_token: access.token,
    creation_id: creationId,
  });
}

/** `POST /{ig-user-id}/media_publish` expecting success; returns the IG Media id. */
export async function publishContainer(app: FastifyInstance, access: IgAccess, creationId: string) {
  return okJson(await publishRequest(app, access, creationId)).id as string;
}

/** A single image post: container, then publish. */
export async function postImage(app: FastifyInstance, access: IgAccess, caption = 'Key art #gamedev') {
  const containerId = await createContainer(app, access, {
    image_url: 'https://cdn.example.com/key-art.jpg',
    caption,
  });
  return { containerId, mediaId: await publishContainer(app, access, containerId) };
}

export async function statusOf(app: FastifyInstance, access: IgAccess, containerId: string) {
  const response = await graph(app, 'GET', `/${containerId}`, {
    access_token: access.token,
    fields: 'status_code,status',
  });
  return okJson(response) as { status_code: string; status: string; id: string };
}
