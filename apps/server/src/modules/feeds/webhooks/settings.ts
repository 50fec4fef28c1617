import type { Config } from '../../../config.js';
import { facebookModule } from '../../../platforms/facebook/index.js';
import { threadsModule } from '../../../platforms/threads/index.js';
import { wire } from '../../../platforms/wiring.js';

/** What the webhook routes verify deliveries with. */
export interface WebhookSettings {
  /**
   * The Meta app's secret, which signs Facebook Page, Instagram and WhatsApp deliveries alike: the
   * configured app's, or the emulator's app when Meta is emulated. Without it every delivery is refused.
   */
  metaSecret: string | undefined;
  /**
   * The Threads app's secret, which signs Threads deliveries (Threads is an app of its own): the
   * configured THREADS_APP_SECRET, or the emulator's Threads app when Threads is emulated.
   */
  threadsSecret: string | undefined;
  /**
   * The token the App Dashboard's subscription sends back to prove it is ours (hub.verify_token), for
   * the Meta app's callback and the Threads app's alike.
   */
  metaVerifyToken: string | undefined;
  /** The `secret` every VK Callback API event carries; without it every event is refused. */
  vkSecret: string | undefined;
  /** Per community (group id), the string VK's `confirmation` request must be answered with. */
  vkConfirmations: ReadonlyMap<string, string>;
}

/** `group:code,group:code` (VK_CALLBACK_CONFIRMATION) as a map by group id. */
function confirmations(setting: string | undefined): Map<string, string> {
  const pairs = (setting ?? '').split(',').flatMap((entry) => {
    const [group, code] = entry.trim().split(':');
    return group && code ? [[group.replace(/^-/, ''), code] as const] : [];
  });
  return new Map(pairs);
}

export function webhookSettings(config: Config): WebhookSettings {
  return {
    metaSecret: wire(config, facebookModule)?.app.secret,
    threadsSecret: wire(config, threadsModule)?.app.secret,
    metaVerifyToken: config.META_WEBHOOK_VERIFY_TOKEN,
    vkSecret: config.VK_CALLBACK_SECRET,
    vkConfirmations: confirmations(config.VK_CALLBACK_CONFIRMATION),
  };
}
