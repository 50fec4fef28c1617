import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '@herald/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { consent, injectFault } from '../accounts/connect-helpers.js';
import { useEmulator } from '../harness.js';
import { blankPost } from './helpers.js';
import { type HeraldProcess, HttpCaller, startHerald } from './herald-process.js';

const ADMIN = { email: 'crash-admin@herald.test', password: 'a long crash test password' };

async function postsWith(emulatorUrl: string, pageId: string, text: string) {
  const response = await fetch(`${emulatorUrl}/_emulator/facebook/pages/${pageId}/posts`);
  const body = (await response.json()) as { data: { message?: string }[] };
  return body.data.filter((post) => post.message === text).length;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a worker killed mid-publish (a real process, SIGKILL)', () => {
  const networks = useEmulator(43);
  const dataDir = mkdtempSync(join(tmpdir(), 'herald-crash-'));
  let running: HeraldProcess | undefined;
  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await running?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = () => ({
    HERALD_ENV: 'dev',
    DATA_DIR: dataDir,
    EMULATOR: 'external',
    EMULATOR_URL: networks.url(),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_GAME: 'true',
    // The call in flight waits far longer than the test: only the kill ends it.
    PLATFORM_TIMEOUT_MS: '120000',
    PUBLISH_LEASE_SECONDS: '5',
    PUBLISH_RECONCILE_SECONDS: '1',
    JOB_SUPERVISE_SECONDS: '2',
  });

  it('ends with exactly one post on the network and the post published, after the restart', async () => {
    running = await startHerald(env());
    const admin = new HttpCaller(running.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
    const [game] = await admin.call(api.base.gameAll, {});
    if (!game) throw new Error('no demo game');
    admin.forGame(game.game_id);

    const started = await admin.call(api.account.bind, { social_channel: 'facebook' });
    const back = await consent(networks.url(), started.authorize_url);
    await admin.call(api.oauth.callback, { state: started.state, code: back.code ?? '' });
    const { candidates } = await admin.call(api.account.bindCandidates, { state: started.state });
    const pick = candidates[0];
    if (!pick) throw new Error('no page to connect');
    const [page] = await admin.call(api.account.bindAccounts, {
      state: started.state,
      social_ids: [pick.social_id],
    });
    if (!page) throw new Error('page not connected');

    // The Page creates the post and never answers: the worker is stuck inside the call when killed.
    await injectFault(networks.url(), {
      kind: 'timeout_after_create',
      match: 'feed.create',
      times: 1,
      delay_ms: 40_000,
    });
    const text = 'Killed mid-publish, published once';
    const submitted = await admin.call(api.post.submit, {
      post: blankPost({ account_ids: [page.id], text }),
      accept_risk: false,
    });
    await until(
      'the post on the Page',
      async () => ((await postsWith(networks.url(), page.social_id, text)) > 0 ? true : undefined),
      30_000,
    );
    const inFlight = await admin.call(api.post.detail, { id: submitted.post.id });
    expect(inFlight.post.status).toBe('publishing');
    expect(inFlight.attempts.map((attempt) => attempt.outcome)).toEqual(['pending']);

    running.child.kill('SIGKILL');
    await running.exited;
    running = await startHerald(env());
    const again = new HttpCaller(running.url, game.game_id);
    await again.signIn(ADMIN.email, ADMIN.password);
    const settled = await until(
      'the post to settle',
      async () => {
        const detail = await again.call(api.post.detail, { id: submitted.post.id });
        return detail.post.status === 'publishing' ? undefined : detail;
      },
      90_000,
    );
    expect(settled.post.status).toBe('published');
    expect(settled.attempts.map((attempt) => [attempt.action, attempt.outcome])).toEqual([
      ['publish', 'ambiguous'],
      ['reconcile', 'found'],
    ]);
    expect(await postsWith(networks.url(), page.social_id, text)).toBe(1);
  }, 240_000);
});
