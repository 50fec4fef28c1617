import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, type Route, serve, setUpScreenTests, show } from '../../../test-harness.js';
import { keyBytes } from './browser.js';
import { PushBanner } from './PushBanner.js';

setUpScreenTests();

const ENDPOINT = 'https://push.example/send/abc';
const subscriptionJson = { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BPk3', auth: 'k8Jw' } };

/** A browser with a service worker and push; `subscribe` is what PushManager.subscribe does. */
function pushBrowser(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    subscribe?: () => Promise<void>;
  } = {},
) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    await options.subscribe?.();
    current = subscription;
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  const worker = {
    register: vi.fn(async (_url: string) => registration),
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => options.answer ?? 'granted'),
  });
  return { worker, subscribe, subscription };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const withKey: Record<string, Route> = {
  'app/push/key': () => ok({ public_key: 'AQID' }),
  'app/push/subscribe': () => ok({ ok: true }),
  'app/push/unsubscribe': () => ok({ ok: true }),
};

describe('push notifications banner', () => {
  it('subscribes this browser with the server key and sends the subscription; turns it off again', async () => {
    const server = serve(withKey);
    const browser = pushBrowser();
    show(<PushBanner />);
    const banner = await screen.findByTestId('push-banner');
    expect(banner.textContent).toContain('Get a notification when a post is waiting');
    fireEvent.click(within(banner).getByRole('button', { name: /Turn on/ }));
    await waitFor(() =>
      expect(server.bodies('app/push/subscribe')).toEqual([{ subscription: subscriptionJson }]),
    );
    expect(browser.worker.register).toHaveBeenCalledWith('/sw.js');
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from([1, 2, 3]),
    });
    expect(await screen.findByText('Notifications are on for this device')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Turn off/ }));
    await waitFor(() => expect(server.bodies('app/push/unsubscribe')).toEqual([{ endpoint: ENDPOINT }]));
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(await screen.findByText('Get a notification when a post is waiting')).toBeTruthy();
  });

  it('does not claim push is on when the browser refuses to subscribe', async () => {
    const server = serve(withKey);
    // A browser's DOMException is an Error; jsdom's is not, so the test throws a plain one.
    pushBrowser({ subscribe: () => Promise.reject(new Error('Registration failed')) });
    show(<PushBanner />);
    fireEvent.click(await screen.findByRole('button', { name: /Turn on/ }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByTestId('push-banner').textContent).toContain(
      'Get a notification when a post is waiting',
    );
    expect(screen.queryByText('Notifications are on for this device')).toBeNull();
    expect(server.bodies('app/push/subscribe')).toEqual([]);
  });

  it('says nothing was turned on when the user does not allow notifications', async () => {
    const server = serve(withKey);
    const browser = pushBrowser({ answer: 'denied' });
    show(<PushBanner />);
    fireEvent.click(await screen.findByRole('button', { name: /Turn on/ }));
    expect(await screen.findByText('Notifications were not allowed, so nothing was turned on.')).toBeTruthy();
    expect(await screen.findByText(/Notifications are blocked for Herald/)).toBeTruthy();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(server.bodies('app/push/subscribe')).toEqual([]);
  });

  it('says when the server sends no push (1804) and offers nothing to turn on', async () => {
    serve({
      'app/push/key': () => ({
        status: 503,
        body: { code: 1804, msg: 'Push notifications are not available on this server', data: null },
      }),
    });
    pushBrowser();
    show(<PushBanner />);
    expect(await screen.findByText('This server does not send push notifications.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Turn on/ })).toBeNull();
  });

  it('reads a base64url VAPID key into its bytes', () => {
    expect([...keyBytes('-_8')]).toEqual([251, 255]);
  });
});
