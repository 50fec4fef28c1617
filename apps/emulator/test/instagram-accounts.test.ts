import { describe, expect, it } from 'vitest';
import {
  ALL_SCOPES,
  APP,
  control,
  emulator,
  G,
  graphAs,
  graphError,
  pageAccess,
  REDIRECT,
  userToken,
} from './fb-helpers.js';
import { IG_SCOPES, igAccess, postImage } from './ig-helpers.js';

describe('instagram emulator: accounts, discovery and permissions', () => {
  it('exposes the linked Instagram account on the Page through field expansion', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    expect(access.igUserId).toMatch(/^178414\d{11}$/);
    const accounts = await graphAs(app, access.userToken, 'GET', '/me/accounts', {
      fields: 'id,name,instagram_business_account',
    });
    const pages = accounts.json().data as Array<{ id: string; instagram_business_account?: { id: string } }>;
    expect(pages).toHaveLength(3);
    expect(pages[0]?.instagram_business_account).toEqual({ id: access.igUserId });
    expect(pages[1]?.instagram_business_account?.id).toMatch(/^178414/);
    expect(pages[2]?.instagram_business_account).toBeUndefined();

    const page = await graphAs(app, access.token, 'GET', `/${access.pageId}`, {
      fields: 'instagram_business_account{id,username,name,followers_count,media_count}',
    });
    expect(page.json().instagram_business_account).toMatchObject({
      id: access.igUserId,
      username: access.username,
      name: access.pageName,
      followers_count: expect.any(Number),
      media_count: expect.any(Number),
    });

    const user = await graphAs(app, access.userToken, 'GET', `/${access.igUserId}`, {
      fields: 'id,username,name,profile_picture_url,followers_count,follows_count,media_count,biography',
    });
    expect(user.statusCode, user.body).toBe(200);
    expect(user.json()).toMatchObject({
      id: access.igUserId,
      username: access.username,
      profile_picture_url: expect.stringMatching(/\/_pictures\/instagram\/\d+\.svg$/),
      biography: expect.stringContaining('Official Instagram'),
    });
    expect(user.json().media_count).toBeGreaterThanOrEqual(6);
    const bare = await graphAs(app, access.token, 'GET', `/${access.igUserId}`);
    expect(bare.json()).toEqual({ id: access.igUserId });
    const field = await graphAs(app, access.token, 'GET', `/${access.igUserId}`, { fields: 'bogus' });
    expect(graphError(field).message).toBe(
      '(#100) Tried accessing nonexisting field (bogus) on node type (ShadowIGUser)',
    );
  });

  it('lists the seeded media with paging and embedded children', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const first = await graphAs(app, access.token, 'GET', `/${access.igUserId}/media`, {
      fields:
        'id,caption,media_type,media_product_type,media_url,permalink,timestamp,like_count,comments_count,children{id,media_type,media_url}',
      limit: '3',
    });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.data).toHaveLength(3);
    expect(body.paging.next).toContain('after=');
    const all = await graphAs(app, access.token, 'GET', `/${access.igUserId}/media`, {
      fields: 'media_type,media_product_type,children{media_type}',
      limit: '100',
    });
    const items = all.json().data as Array<{
      media_type: string;
      media_product_type: string;
      children?: { data: unknown[] };
    }>;
    expect(items.every((item) => item.media_product_type !== 'STORY')).toBe(true);
    const carousel = items.find((item) => item.media_type === 'CAROUSEL_ALBUM');
    expect(carousel?.children?.data.length).toBeGreaterThanOrEqual(2);
    const stories = await graphAs(app, access.token, 'GET', `/${access.igUserId}/stories`, {
      fields: 'media_product_type',
    });
    expect(stories.json().data).toEqual([expect.objectContaining({ media_product_type: 'STORY' })]);
  });

  it('requires the Instagram scopes and access to the linked Page', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const basicOnly = await igAccess(app, 0, { scope: [...ALL_SCOPES, 'instagram_basic'] });
    const publish = await graphAs(app, basicOnly.token, 'POST', `/${basicOnly.igUserId}/media`, {
      image_url: 'https://cdn.example.com/a.jpg',
    });
    expect(publish.statusCode).toBe(403);
    expect(graphError(publish)).toMatchObject({ code: 200, type: 'OAuthException' });
    const insights = await graphAs(app, basicOnly.token, 'GET', `/${basicOnly.igUserId}/insights`, {
      metric: 'reach',
      period: 'day',
    });
    expect(graphError(insights)).toMatchObject({ code: 10 });

    const samePage = await userToken(app, { scope: IG_SCOPES, pages: [access.pageId] });
    const granted = await graphAs(app, samePage, 'GET', `/${access.igUserId}`, { fields: 'username' });
    expect(granted.json()).toEqual({ username: access.username });
    const otherPage = (await graphAs(app, access.userToken, 'GET', '/me/accounts')).json().data[1];
    const limited = await userToken(app, { scope: IG_SCOPES, pages: [otherPage.id] });
    const hidden = await graphAs(app, limited, 'GET', `/${access.igUserId}`, { fields: 'username' });
    expect(graphError(hidden)).toMatchObject({ code: 100, error_subcode: 33 });

    const other = await igAccess(app, 1);
    const foreign = await graphAs(app, access.token, 'GET', `/${other.igUserId}/media`);
    expect(graphError(foreign)).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('reports missing instagram_basic on field expansion and on the IG user', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const expanded = await graphAs(app, access.token, 'GET', `/${access.pageId}`, {
      fields: 'instagram_business_account{id,username}',
    });
    expect(expanded.statusCode).toBe(403);
    expect(graphError(expanded)).toMatchObject({ code: 10 });
    const direct = await graphAs(app, access.token, 'GET', `/${access.pageId}`, {
      fields: 'id,instagram_business_account',
    });
    expect(direct.statusCode).toBe(200);
    expect(
      graphError(
        await graphAs(app, access.token, 'GET', `/${direct.json().instagram_business_account.id}`, {
          fields: 'username',
        }),
      ),
    ).toMatchObject({ code: 10 });
  });

  it('shows the Instagram permissions and accounts in the Login dialog and in debug_token', async () => {
    const app = await emulator();
    const query = new URLSearchParams({
      client_id: APP.id,
      redirect_uri: REDIRECT,
      scope: IG_SCOPES.join(','),
    });
    const page = await app.inject(`/facebook/www/v20.0/dialog/oauth?${query.toString()}`);
    expect(page.body).toContain('data-scope="instagram_content_publish"');
    expect(page.body).toContain('Create and publish content on the Instagram account');
    const accounts = (await control(app, 'GET', '/facebook/instagram/accounts')).json().data;
    expect(accounts).toHaveLength(2);
    expect(page.body).toContain(`· Instagram @${accounts[0].username}`);

    const access = await igAccess(app);
    const debug = await app.inject(
      `${G}/debug_token?input_token=${access.userToken}&access_token=${APP.id}|${APP.secret}`,
    );
    const granular = debug.json().data.granular_scopes as Array<{ scope: string; target_ids?: string[] }>;
    expect(granular.find((entry) => entry.scope === 'instagram_basic')?.target_ids).toEqual(
      accounts.map((account: { id: string }) => account.id),
    );
  });

  it('derives the same accounts and media from the same seed', async () => {
    const snapshot = async (seed: number) => {
      const app = await emulator(seed);
      const access = await igAccess(app);
      const { containerId, mediaId } = await postImage(app, access);
      const accounts = (await control(app, 'GET', '/facebook/instagram/accounts')).json();
      const media = (await control(app, 'GET', `/facebook/instagram/${access.igUserId}/media`)).json();
      return { accounts, media, containerId, mediaId };
    };
    const a = await snapshot(11);
    const b = await snapshot(11);
    const c = await snapshot(12);
    expect(b).toEqual(a);
    expect(a.media.data[0]).toMatchObject({ id: a.mediaId, container_id: a.containerId, origin: 'api' });
    expect(c.accounts).not.toEqual(a.accounts);
  });
});
