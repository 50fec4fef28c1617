import { apiPaths, errorCatalog, pushSubscriptionSchema } from '@herald/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeyOf, useApiQuery } from '../../../api/hooks.js';
import { ApiError, call } from '../../../api/transport.js';
import { useAsyncAction } from '../../../lib/use-async-action.js';
import { currentSubscription, pushSupported, subscribeBrowser } from './browser.js';

/** Where push stands for this browser; each state is said as it is, never assumed. */
export type PushState = 'checking' | 'unsupported' | 'denied' | 'unavailable' | 'off' | 'on';

const SUBSCRIPTION_KEY = ['push-subscription'];
const keyQueryKey = () => queryKeyOf(apiPaths.app.pushKey, {});
/** The failure was shown as a toast by the action already. */
const shown = (): undefined => undefined;

/** Push for the signed-in user on this browser: its state, and turning it on and off. */
export function usePush() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const supported = pushSupported();
  const [permission, setPermission] = useState(() => (supported ? Notification.permission : 'default'));
  const subscription = useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: currentSubscription,
    enabled: supported,
  });
  const serverKey = useApiQuery(
    apiPaths.app.pushKey,
    {},
    { enabled: supported, retry: false, staleTime: Infinity },
  );
  const refresh = () => client.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });

  const turnOn = useAsyncAction(async () => {
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer !== 'granted') {
      void message.warning(t('appPost.push.notAllowed'));
      return;
    }
    const key = await client.fetchQuery({
      queryKey: keyQueryKey(),
      queryFn: () => call(apiPaths.app.pushKey, {}),
      staleTime: Infinity,
    });
    const created = await subscribeBrowser(key.public_key);
    try {
      await call(apiPaths.app.pushSubscribe, {
        subscription: pushSubscriptionSchema.parse(created.toJSON()),
      });
    } catch (error) {
      // The server does not know this subscription, so it must not stay on in the browser either.
      await created.unsubscribe().catch(shown);
      throw error;
    } finally {
      await refresh();
    }
  });

  const turnOff = useAsyncAction(async () => {
    const current = subscription.data;
    if (!current) return;
    await current.unsubscribe();
    await refresh();
    await call(apiPaths.app.pushUnsubscribe, { endpoint: current.endpoint });
  });

  let state: PushState = 'off';
  if (!supported) state = 'unsupported';
  else if (subscription.data) state = 'on';
  else if (permission === 'denied') state = 'denied';
  else if (serverKey.error instanceof ApiError && serverKey.error.code === errorCatalog.push_unavailable.code)
    state = 'unavailable';
  else if (subscription.isPending || serverKey.isPending) state = 'checking';

  return {
    state,
    busy: turnOn.pending || turnOff.pending,
    turnOn: () => void turnOn.run().catch(shown),
    turnOff: () => void turnOff.run().catch(shown),
  };
}
