import type { Config } from '../../config.js';
import type { OutboundPolicy } from '../../outbound/index.js';
import type { ContentDeps } from '../content/index.js';
import { appBaseUrl } from '../uploads/index.js';
import { type PushConfig, PushService } from './push.js';

/** What mobile publishing works with: the content module's dependencies, Web Push, the console's address. */
export interface AppDeps extends ContentDeps {
  push: PushService;
  /** The console's public origin, for the link a push opens. */
  consoleUrl: () => string;
  /** The wait before the first look for a shared post (Instagram lists a new post within moments). */
  firstLookSeconds: number;
}

export function appDeps(
  content: ContentDeps,
  config: PushConfig & Pick<Config, 'MOBILE_LINK_SECONDS'>,
  outbound: OutboundPolicy,
): AppDeps {
  return {
    ...content,
    push: new PushService(content.db, content.vault, config, content.logger, outbound),
    consoleUrl: appBaseUrl,
    firstLookSeconds: config.MOBILE_LINK_SECONDS,
  };
}
