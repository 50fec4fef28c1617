import { createHash, randomBytes } from 'node:crypto';
import type { SocialNetwork } from '@herald/contract';
import { loadConfig } from '../../src/config.js';
import { PlatformError } from '../../src/platforms/errors.js';
import { createPlatforms } from '../../src/platforms/registry.js';
import type { AccountRef, CodeExchange, PlatformAdapter, PublishSteps } from '../../src/platforms/types.js';

/** The emulator's name for each network (its prefix and its control API under /_emulator/<name>). */
const EMULATOR_NAMES: Partial<Record<SocialNetwork, string>> = {
  facebook: 'facebook',
  instagram: 'facebook',
  twitter: 'x',
  threads: 'threads',
  youtube: 'youtube',
  discord: 'discord',
  tiktok: 'tiktok',
  reddit: 'reddit',
  vk: 'vk',
  whatsapp: 'facebook',
  twitch: 'twitch',
};

export const REDIRECT = 'https://herald.test/middle/oauth';

/** The adapters of a server whose networks are the emulator at `url`. */
export function emulatedAdapter(url: string, network: SocialNetwork, timeoutMs = 30_000): PlatformAdapter {
  const config = loadConfig({
    HERALD_ENV: 'test',
    EMULATOR: 'external',
    EMULATOR_URL: url,
    PLATFORM_TIMEOUT_MS: String(timeoutMs),
  });
  return createPlatforms(config).require(network);
}

export async function control(url: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${url}/_emulator${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The person allows the consent page at `authorizeUrl` (its query through the control API): the code. */
async function allowedCode(
  url: string,
  adapter: PlatformAdapter,
  authorizeUrl: string,
  scope?: (asked: string) => string,
): Promise<string> {
  const asked = Object.fromEntries(new URL(authorizeUrl).searchParams);
  if (scope) asked.scope = scope(asked.scope ?? '');
  const answer = (await control(url, `/${EMULATOR_NAMES[adapter.network]}/authorize`, asked)) as {
    redirect_url: string;
  };
  return new URL(answer.redirect_url).searchParams.get('code') ?? '';
}

/**
 * Authorizes through the emulator's consent (its control API `POST /_emulator/<name>/authorize`, which
 * takes the authorize URL's query and answers `{redirect_url}`) and answers the first connectable account;
 * on a network that asks two consents (VK) the person allows both, as the accounts module chains them.
 * `groupIds` names the communities of a VK community sign-in; `scope` changes the permissions granted
 * (the authorize URL's `scope` in, what the person allows out).
 */
export async function authorizedAccount(
  url: string,
  adapter: PlatformAdapter,
  groupIds?: readonly string[],
  scope?: (asked: string) => string,
): Promise<AccountRef> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const request = { state: 'state-123', redirectUri: REDIRECT, codeChallenge: challenge, groupIds };
  const code = await allowedCode(url, adapter, adapter.authorizeUrl(request), scope);
  let exchange: CodeExchange = { code, redirectUri: REDIRECT, codeVerifier: verifier };
  if (adapter.completeFirstConsent) {
    const next = await adapter.completeFirstConsent(exchange, request);
    const second = await allowedCode(url, adapter, next.authorizeUrl, scope);
    exchange = { ...exchange, code: second, carried: next.carry };
  }
  const [first] = await adapter.completeAuthorization(exchange);
  if (!first) throw new Error('nothing to connect');
  return { socialId: first.socialId, credential: first.credential };
}

/** In-memory publish steps, as the publishing pipeline keeps them in its attempt record. */
export function memorySteps(): PublishSteps & { saved: string[] } {
  const done: Record<string, string> = {};
  const saved: string[] = [];
  return {
    done,
    saved,
    save: async (step, id) => {
      done[step] = id;
      saved.push(step);
    },
  };
}

export async function platformFailure(run: () => Promise<unknown>): Promise<PlatformError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error('expected a platform error');
}

/** A 1×1 PNG as a data: URL, for uploads that read the media's bytes. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The first box of an MP4 file (`ftyp isom`) as a data: URL, for uploads that read a video's bytes. */
export const MP4_DATA_URL = 'data:video/mp4;base64,AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDE=';
