import { metaStyleWorld, type WebhookWorld } from '../../../core/webhooks.js';
import type { FbRuntime } from '../routing.js';
import type { FbState } from '../types.js';
import { advanceWorld } from '../world.js';
import { changesSince, look, type Seen } from './changes.js';
import { deliveriesOf } from './payloads.js';

/**
 * The Meta app's webhooks over the Facebook world: Page comments added, edited and removed, Messenger
 * and Instagram Direct messages (planned arrivals included, as the clock reaches them), Instagram
 * comments — batched per object as Meta sends them.
 */
export function facebookWebhookWorld(rt: FbRuntime): WebhookWorld<FbState, Seen> {
  return metaStyleWorld(rt, advanceWorld, look, (seen, now, appId) =>
    deliveriesOf(seen.state, changesSince(seen), now, appId).map((delivery) => ({
      object: delivery.object,
      entries: delivery.entry.length,
      body: delivery,
    })),
  );
}
