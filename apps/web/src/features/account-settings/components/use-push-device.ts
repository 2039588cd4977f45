import { PUSH_MESSAGES } from '@stockyard/domain';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import {
  deletePushSubscription,
  getPushPublicKey,
  listPushSubscriptions,
  savePushSubscription,
} from '../api/push-subscriptions';
import {
  currentBrowserSubscription,
  isPushSupported,
  subscribeBrowser,
  unsubscribeBrowser,
} from '../../../lib/browser-push';

/** Where this browser stands: subscribed and known to the server ('on'), or why not. */
export type PushDeviceStatus = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

/** The server's reason, or the browser's own words (e.g. no push service reachable) in ours. */
const failure = (error: unknown) => {
  if (isApiError(error) && error.detail) return error.detail;
  return PUSH_MESSAGES.subscribeFailed(error instanceof Error && error.message ? error.message : undefined);
};

/**
 * This browser's push subscription. turnOn asks for permission (call it from the click), subscribes
 * and saves the subscription on the server; turnOff removes it in both places. Both answer whether
 * they succeeded; a refusal leaves a message in `error`.
 */
export function usePushDevice() {
  const [status, setStatus] = useState<PushDeviceStatus>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const check = async (): Promise<PushDeviceStatus> => {
      if (!isPushSupported()) return 'unsupported';
      if (Notification.permission === 'denied') return 'blocked';
      const subscription = await currentBrowserSubscription();
      if (!subscription) return 'off';
      // Known to the browser but not to the server (expired there, or saved by someone signed in before).
      const { subscriptions } = await listPushSubscriptions();
      return subscriptions.some((s) => s.endpoint === subscription.endpoint) ? 'on' : 'off';
    };
    check()
      .catch((): PushDeviceStatus => 'off')
      .then((next) => live && setStatus(next));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async (): Promise<boolean> => {
    setError(null);
    if (!isPushSupported()) {
      setStatus('unsupported');
      setError(PUSH_MESSAGES.unsupported);
      return false;
    }
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') {
        // The note under the switches says so (PushBrowserNote), once.
        setStatus('blocked');
        return false;
      }
      if (permission !== 'granted') {
        setError(PUSH_MESSAGES.dismissed);
        return false;
      }
      const { public_key } = await getPushPublicKey();
      await savePushSubscription(await subscribeBrowser(public_key));
      setStatus('on');
      return true;
    } catch (caught) {
      setError(failure(caught));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOff = useCallback(async (): Promise<boolean> => {
    setError(null);
    if (!isPushSupported()) return true;
    setBusy(true);
    try {
      const subscription = await currentBrowserSubscription();
      if (subscription) {
        const { subscriptions } = await listPushSubscriptions();
        const saved = subscriptions.find((s) => s.endpoint === subscription.endpoint);
        if (saved) await deletePushSubscription(saved.id);
      }
      await unsubscribeBrowser();
      if (Notification.permission !== 'denied') setStatus('off');
      return true;
    } catch (caught) {
      setError(isApiError(caught) && caught.detail ? caught.detail : 'Push notifications could not be turned off.');
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { status, busy, error, clearError: () => setError(null), turnOn, turnOff };
}
export type PushDevice = ReturnType<typeof usePushDevice>;
