import { describe, expect, it } from 'vitest';
import { control, emulatedAdapter, memorySteps, PNG_DATA_URL, platformFailure } from './emulated.js';
import { redditEmulator, self } from './reddit-fixture.js';

describe('the Reddit adapter against the emulator: recovery and engagement', () => {
  const { url, post, assets, profile } = redditEmulator(48);

  it('resumes an image post without uploading the asset again', async () => {
    const { adapter, account } = await profile();
    const request = {
      ...self('IndieGaming', 'Screenshot saturday'),
      media: [{ url: PNG_DATA_URL, kind: 'image' as const, mimeType: 'image/png' }],
    };
    const steps = memorySteps();
    await control(url(), '/faults', { network: 'reddit', kind: 'server_error', match: 'publish' });
    expect((await platformFailure(() => adapter.publish(account, request, steps))).kind).toBe('transient');
    const uploaded = await assets();
    const done = await adapter.publish(account, request, steps);
    expect(await assets()).toBe(uploaded);
    expect(steps.saved).toEqual(['asset_0_url', 'asset_0', 'submitted']);
    expect((await post(done.postId)).title).toBe('Screenshot saturday');
  });

  it('finds a post whose answer was lost (timeout_after_create)', async () => {
    const { account } = await profile();
    const adapter = emulatedAdapter(url(), 'reddit', 1_000);
    const since = new Date(Date.now() - 2_000);
    const request = self('gamedev', 'Postmortem of our jam game\nWhat went right and wrong.');
    await control(url(), '/faults', {
      network: 'reddit',
      kind: 'timeout_after_create',
      match: 'publish',
      delay_ms: 3_000,
    });
    expect((await platformFailure(() => adapter.publish(account, request, memorySteps()))).kind).toBe(
      'transient',
    );
    const found = await adapter.findPublished(account, request, since);
    expect(found?.text).toBe('Postmortem of our jam game\nWhat went right and wrong.');
    expect((await post(found?.id ?? '')).title).toBe('Postmortem of our jam game');
  });

  it('comments, replies, upvotes, reads comments and deletes', async () => {
    const { adapter, account } = await profile();
    const { postId } = await adapter.publish(
      account,
      self('IndieGaming', 'AMA with the devs'),
      memorySteps(),
    );
    const comment = await adapter.comment(account, postId, 'Ask away!');
    expect(comment).toMatch(/^t1_/);
    const visitor = (await control(url(), `/reddit/posts/${postId}/comments`, {
      text: 'When is the sequel?',
    })) as { name: string };
    const reply = await adapter.comment(account, visitor.name, 'Soon™');
    await adapter.like(account, visitor.name);
    const read = await post(postId);
    expect(read.comments).toContainEqual(
      expect.objectContaining({ name: reply, parent_id: visitor.name, body: 'Soon™' }),
    );
    expect(read.comments.find((entry) => entry.name === visitor.name)?.my_vote).toBe(1);
    const comments = await adapter.readComments?.(account, postId, null);
    expect(comments?.comments.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([comment, reply, visitor.name]),
    );
    expect(comments?.comments.find((entry) => entry.id === reply)?.parentId).toBe(visitor.name);
    expect(await adapter.postMetrics?.(account, postId)).toMatchObject({
      num_comments: 3,
      score: expect.any(Number),
    });
    await adapter.deletePost(account, postId);
    expect((await post(postId)).deleted).toBe(true);
  });

  it('searches public posts for listening', async () => {
    const { adapter, account } = await profile();
    const page = await adapter.search?.(account, 'roguelike', new Date(Date.now() - 3 * 86_400_000), null);
    expect(page?.posts.length).toBeGreaterThan(0);
    for (const found of page?.posts ?? []) expect(found.text?.toLowerCase()).toContain('roguelike');
  });

  it('asks for a reconnect once the grant is revoked, and backs off on a 429', async () => {
    const { adapter, account } = await profile();
    await control(url(), '/faults', { network: 'reddit', kind: 'rate_limit', match: 'me' });
    const limited = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    await control(url(), '/reddit/tokens/invalidate', {});
    const expired = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(expired.kind).toBe('reconnect');
    const refresh = await platformFailure(() => adapter.refreshCredential(account.credential));
    expect(refresh).toMatchObject({ kind: 'reconnect', networkCode: 'invalid_grant' });
  });
});
